import type {
  CardId,
  Choice,
  Content,
  DenizenId,
  FactionId,
  Move,
  RegionId,
  Target,
  VaalaId,
} from '../engine';
import type { NamedOutcome } from './saveFile';

/**
 * A save's moves and outcome in words, for what loading a save says (readSave.ts): which move
 * the rules no longer allow, where a game stood when saved and where it stands now. Names come
 * from the game's Content, so no internal id reaches the screen (docs/ui.md "Following the
 * Faceless"); a name the Content lacks (a save of other rules) reads as what it is.
 */

const factionName = (c: Content, seat: string) => c.factions[seat as FactionId]?.name ?? seat;
const regionName = (c: Content, region: RegionId) => c.regions[region]?.name ?? 'a region';
const denizenName = (c: Content, id: DenizenId) => c.denizens[id]?.name ?? 'a Denizen';
const vaalaName = (c: Content, id: VaalaId) => c.vaala[id]?.name ?? 'a Vaala card';

/** "the Deploy·Assault card", "the Region card of Hollowdepths". */
function cardWords(c: Content, card: CardId): string {
  if (card.startsWith('region:'))
    return `the Region card of ${regionName(c, card.slice('region:'.length) as RegionId)}`;
  const glyphs = c.actionCards[card as Exclude<CardId, `region:${string}`>]?.glyphs ?? [];
  const title = glyphs.map((glyph) => glyph[0].toUpperCase() + glyph.slice(1)).join('·');
  return title ? `the ${title} card` : 'an Action card';
}

function targetWords(c: Content, target: Target): string {
  switch (target.kind) {
    case 'force':
      return target.side === 'neutral'
        ? `the neutral Units in ${regionName(c, target.region)}`
        : `${factionName(c, target.side)} in ${regionName(c, target.region)}`;
    case 'dragon':
      return factionName(c, target.seat);
    case 'creature':
      return `the ${denizenName(c, target.card)}`;
    case 'dial':
      return 'a Dragon dial';
    case 'null':
      return `the Null force in ${regionName(c, target.region)}`;
  }
}

const PIECES = { unit: 'a Unit', general: 'the General', dragon: 'the Dragon' } as const;

function choiceWords(c: Content, choice: Choice): string {
  switch (choice.kind) {
    case 'card':
      return cardWords(c, choice.card);
    case 'pass':
    case 'done':
    case 'confirm':
    case 'counterattack':
    case 'retreat':
      return choice.kind;
    case 'continue':
      return 'continue the attack';
    case 'region':
      return regionName(c, choice.region);
    case 'step':
      return `${PIECES[choice.piece]} from ${regionName(c, choice.from)} to ${regionName(c, choice.to)}`;
    case 'target':
      return `attack ${targetWords(c, choice.target)} from ${regionName(c, choice.from)}`;
    case 'count':
      return String(choice.n);
    case 'denizen':
      return denizenName(c, choice.denizen);
    case 'vaala':
      return vaalaName(c, choice.card);
    case 'draw':
      return 'draw a Vaala card';
    case 'token':
      return choice.spent ? 'a spent Power token' : 'an unspent Power token';
    case 'slot':
      return `slot ${choice.slot + 1} of the Epic board`;
    case 'ability':
      return 'the Epic ability';
    case 'seat':
      return factionName(c, choice.seat);
    case 'auto':
      return 'its Faceless turn';
  }
}

/** "Allaria: Hollowdepths", "Skarn: its Faceless turn". */
export const moveWords = (c: Content, move: Move): string =>
  `${factionName(c, move.seat)}: ${choiceWords(c, move.choice)}`;

const PHASES: Record<string, string> = {
  planning: 'Planning',
  resolution: 'Resolution',
  cleanup: 'Clean-up',
};

const names = (c: Content, seats: readonly string[]) =>
  seats.map((seat) => factionName(c, seat)).join(' and ');

/**
 * "round 2, Resolution, after 38 moves, Allaria to decide; Power: Allaria 3, Fulgen 2" or
 * "the game over after 144 moves, won by Tyveria; Power: …".
 */
export function outcomeWords(c: Content, outcome: NamedOutcome): string {
  const moves = `${outcome.moves} ${outcome.moves === 1 ? 'move' : 'moves'}`;
  const winners = outcome.winners;
  const where = winners
    ? `the game over after ${moves}, ${winners.length > 0 ? `won by ${names(c, winners)}` : 'with no winner'}`
    : `round ${outcome.round}, ${PHASES[outcome.phase] ?? outcome.phase}, after ${moves}`;
  const decides = outcome.decision ? `, ${factionName(c, outcome.decision.seat)} to decide` : '';
  const power = Object.entries(outcome.power)
    .map(([seat, n]) => `${factionName(c, seat)} ${n}`)
    .join(', ');
  return `${where}${decides}; Power: ${power}`;
}
