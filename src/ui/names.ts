import {
  content,
  type CardId,
  type DenizenId,
  type EventId,
  type FactionId,
  type Glyph,
  type RegionId,
  type Role,
  type SeatId,
  type SideId,
  type Target,
  type VaalaId,
} from '../engine/data';

/** The little a label needs to know about the table: works for a GameState and a GameView. */
export interface TableLike {
  seats: readonly { id: SeatId; name: string; location: RegionId; role: Role }[];
  creatures: readonly { card: DenizenId; region: RegionId }[];
}

/** Names of game things in the game's own words, read from content (never hard-coded per card). */

export const regionName = (id: RegionId): string => content.REGIONS[id]?.name ?? id;

export const factionName = (id: FactionId): string => content.FACTIONS[id]?.name ?? id;

export const sideName = (side: SideId): string =>
  side === 'neutral' ? 'neutral' : factionName(side);

export const eventName = (id: EventId): string => content.EVENTS[id]?.name ?? id;

export const denizenName = (id: DenizenId): string => content.DENIZENS[id]?.name ?? id;

export const vaalaName = (id: VaalaId): string => content.VAALA_CARDS[id]?.name ?? id;

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

const REGION_CARD_PREFIX = 'region:';

export function regionOfCard(card: CardId): RegionId | null {
  return card.startsWith(REGION_CARD_PREFIX)
    ? (card.slice(REGION_CARD_PREFIX.length) as RegionId)
    : null;
}

/** The Glyphs printed on an Action or Region card, in order. */
export function cardGlyphs(card: CardId): Glyph[] {
  const region = regionOfCard(card);
  if (region) return content.regionCardGlyphs(region);
  return content.ACTION_CARDS[card as keyof typeof content.ACTION_CARDS]?.glyphs ?? [];
}

/** Action cards are named by their Glyphs ("Move · Assault"); Region cards by their region. */
export function cardName(card: CardId): string {
  const region = regionOfCard(card);
  if (region) return `Region card: ${regionName(region)}`;
  const glyphs = cardGlyphs(card);
  return glyphs.length > 0 ? glyphs.map(glyphName).join(' · ') : card;
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

/** A target of a kind this UI does not know yet (the engine's unions grow with the modules). */
type OtherTarget = { kind: string; region?: RegionId };

/** Where a target stands now, when the state can tell. */
export function targetRegion(state: TableLike, target: Target): RegionId | undefined {
  if (target.kind === 'force') return target.region;
  if (target.kind === 'dragon') return state.seats.find((s) => s.id === target.seat)?.location;
  if (target.kind === 'creature')
    return state.creatures.find((c) => c.card === target.card)?.region;
  return (target as OtherTarget).region;
}

/** "Tyveria in Blood Marches", "the neutral Units in Hollowdepths", "Skarn (Dragon) in Nahuac Wilds". */
export function targetName(state: TableLike, target: Target): string {
  const where = targetRegion(state, target);
  const inRegion = where ? ` in ${regionName(where)}` : '';
  if (target.kind === 'force')
    return target.side === 'neutral'
      ? `the neutral Units${inRegion}`
      : `${factionName(target.side)}${inRegion}`;
  if (target.kind === 'dragon') return `${factionName(target.seat)} (Dragon)${inRegion}`;
  if (target.kind === 'creature') return `the ${denizenName(target.card)}${inRegion}`;
  const kind = (target as OtherTarget).kind;
  return kind === 'null' ? `the Null force${inRegion}` : `the ${kind}${inRegion}`;
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
