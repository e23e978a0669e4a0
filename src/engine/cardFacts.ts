import type { Content } from './content/content';
import type { ActionCardId, CardId, Glyph, RegionId } from './content/ids';

/**
 * Action and Region cards (RB-12, RB-17): a Region card is named `region:<id>`; its Glyphs depend
 * on whether its region borders a mountain. The one place that reads a card id's shape.
 */

const REGION_CARD_PREFIX = 'region:';

export const regionOfCard = (card: string): RegionId | null =>
  card.startsWith(REGION_CARD_PREFIX) ? (card.slice(REGION_CARD_PREFIX.length) as RegionId) : null;

/** RB-17: mountain-adjacent regions Upgrade·Deploy·Harvest, the others Deploy·Fortify·Harvest. */
function regionCardGlyphs(c: Content, region: RegionId): Glyph[] {
  const glyphs = c.regionCardGlyphs;
  return [...(c.regions[region].mountainAdjacent ? glyphs.mountainAdjacent : glyphs.other)];
}

/** What a card in hand or on the stack does: its Glyphs in printed order, its region if any. */
export interface CardFacts {
  card: CardId;
  region: RegionId | null;
  glyphs: Glyph[];
}

export function cardFacts(c: Content, card: CardId): CardFacts {
  const region = regionOfCard(card);
  const glyphs = region
    ? regionCardGlyphs(c, region)
    : [...(c.actionCards[card as ActionCardId]?.glyphs ?? [])];
  return { card, region, glyphs };
}
