import { cardFacts, content, HOUSE_CONTENT } from '../../engine/data';
import type {
  CardId,
  DenizenId,
  DialKind,
  EventId,
  FactionId,
  Glyph,
  RegionId,
  Role,
  SagaId,
  SeatId,
  SideId,
  Target,
  VaalaId,
} from '../../source/tableSource';

/** The little a label needs to know about the table: works for a GameState and a GameView. */
export interface TableLike {
  seats: readonly { id: SeatId; name: string; location: RegionId; role: Role }[];
}

/** Names of game things in the game's own words, read from content (never hard-coded per card). */

export const regionName = (id: RegionId): string => content.REGIONS[id]?.name ?? id;

export const factionName = (id: FactionId): string => content.FACTIONS[id]?.name ?? id;

export const sideName = (side: SideId): string =>
  side === 'neutral' ? 'neutral' : factionName(side);

export const eventName = (id: EventId): string => content.EVENTS[id]?.name ?? id;

export const denizenName = (id: DenizenId): string => content.DENIZENS[id]?.name ?? id;

export const vaalaName = (id: VaalaId): string => content.VAALA_CARDS[id]?.name ?? id;

export const sagaName = (id: SagaId): string => content.SAGAS[id]?.name ?? 'a Saga';

export const dialKindName = (kind: DialKind): string => content.DIALS[kind].name;

/**
 * A combatant as the log names it, where it stood: "Tyveria in Blood Marches", "the neutral Units
 * in Hollowdepths", "Skarn in Nahuac Wilds", "the Dragon dial in Vaala Crossing".
 */
export function combatantName(target: Target, region: RegionId | null): string {
  const where =
    region ?? (target.kind === 'force' || target.kind === 'null' ? target.region : null);
  const inRegion = where ? ` in ${regionName(where)}` : '';
  switch (target.kind) {
    case 'force':
      return target.side === 'neutral'
        ? `the neutral Units${inRegion}`
        : `${factionName(target.side)}${inRegion}`;
    case 'dragon':
      return `${factionName(target.seat)}${inRegion}`;
    case 'creature':
      return `the ${denizenName(target.card)}${inRegion}`;
    case 'dial':
      return `the Dragon dial${inRegion}`;
    case 'null':
      return `the Null force${inRegion}`;
  }
}

/** A Saga card's numerals: ∞ for its lasting rules, then Stages I–III. */
export const STAGE_NUMERALS = ['∞', 'I', 'II', 'III'] as const;

export const stageName = (stage: 1 | 2 | 3): string => `Stage ${STAGE_NUMERALS[stage]}`;

const GLYPH_NAMES: Partial<Record<Glyph, string>> = {
  move: 'Move',
  deploy: 'Deploy',
  harvest: 'Harvest',
  assault: 'Assault',
  fortify: 'Fortify',
  upgrade: 'Upgrade',
  fly: 'Fly',
  wrath: 'Wrath',
  hoard: 'Hoard',
  vaala: 'Vaala',
};

export const glyphName = (glyph: Glyph): string => GLYPH_NAMES[glyph] ?? glyph;

/** The Glyphs printed on an Action or Region card, in order (the engine's cardFacts). */
export const cardGlyphs = (card: CardId): Glyph[] => cardFacts(HOUSE_CONTENT, card).glyphs;

/** Action cards are named by their Glyphs ("Move · Assault"); Region cards by their region. */
export function cardName(card: CardId): string {
  const { region, glyphs } = cardFacts(HOUSE_CONTENT, card);
  if (region) return `Region card: ${regionName(region)}`;
  return glyphs.length > 0 ? glyphs.map(glyphName).join(' · ') : 'an Action card';
}

export const isVaalaCard = (card: CardId | VaalaId): card is VaalaId =>
  Object.hasOwn(content.VAALA_CARDS, card);

/** Any card a Decision may name as its source: an Action/Region card or a Vaala card. */
export function sourceCardName(card: CardId | VaalaId): string {
  return isVaalaCard(card) ? `${vaalaName(card)} (Vaala card)` : `${cardName(card)} card`;
}

export function seatLabel(state: Pick<TableLike, 'seats'>, seat: SeatId): string {
  const found = state.seats.find((s) => s.id === seat);
  if (!found) return factionName(seat);
  return `${factionName(seat)} (${found.name})`;
}

/**
 * A target option's words, where the engine says it stands (describeDecision): "Tyveria in Blood
 * Marches", "the neutral Units in Hollowdepths", "Skarn (Dragon) in Nahuac Wilds".
 */
export function targetName(target: Target, region: RegionId | null): string {
  if (target.kind !== 'dragon') return combatantName(target, region);
  return `${factionName(target.seat)} (Dragon)${region ? ` in ${regionName(region)}` : ''}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Relative luminance (WCAG 2.x) of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white, whichever reads better on the faction colour (WCAG contrast). */
export function inkOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

export function factionColour(id: SideId): string {
  return id === 'neutral' ? '#8a8276' : (content.FACTIONS[id]?.colour ?? '#8a8276');
}

export function factionBadge(id: SideId): string {
  return id === 'neutral' ? '–' : (content.FACTIONS[id]?.badge ?? '?');
}
