import type { GameState } from '../engine';

/**
 * The undo policy of Board Game Arena (README "Playing", Undo / Redo): a decision may be taken back
 * freely until the move that followed it used randomness or revealed hidden information; past such
 * a move — a "seal" — only when every person at the table agrees, because someone has learnt
 * something the take-back would let them use.
 *
 * A seal is found by comparing the states before and after one move (the move's answer and
 * everything the rules then ran on their own, up to the next decision), never by knowing what
 * each rule does: a new rule that draws or rolls seals the past with no change here.
 */

type Seal = (before: GameState, after: GameState) => string | null;

/** Hidden piles of cards: taking a card off one shows it to someone, or fixes where it lies. */
const HIDDEN_DECKS: { name: string; cards: (s: GameState) => readonly string[] }[] = [
  { name: 'the Event deck', cards: (s) => s.eventDeck },
  { name: 'the Stage deck', cards: (s) => s.stageDeck },
  { name: 'the Region deck', cards: (s) => s.regionDeck },
  { name: 'the Denizen deck', cards: (s) => s.denizenDeck },
];

/** True when some card of `before` is missing from `after` (a draw); cards added are no secret. */
function lostACard(before: readonly string[], after: readonly string[]): boolean {
  if (before === after) return false;
  const left = new Map<string, number>();
  for (const card of after) left.set(card, (left.get(card) ?? 0) + 1);
  return before.some((card) => {
    const n = left.get(card) ?? 0;
    left.set(card, n - 1);
    return n === 0;
  });
}

const diceRolled: Seal = (before, after) =>
  after.scriptedDice.length < before.scriptedDice.length ? 'dice were rolled' : null;

/** The generator moved: dice, a shuffle or a random pick (a Faceless choosing among options). */
const generatorUsed: Seal = (before, after) =>
  after.rng.some((word, i) => word !== before.rng[i]) ? 'dice were rolled or cards shuffled' : null;

const stackCardRevealed: Seal = (before, after) =>
  after.stack.some((card, i) => card.revealed && !before.stack[i]?.revealed)
    ? 'a card on the Action stack was revealed'
    : null;

const deckDrawn: Seal = (before, after) => {
  const deck = HIDDEN_DECKS.find(({ cards }) => lostACard(cards(before), cards(after)));
  return deck ? `a card was drawn from ${deck.name}` : null;
};

const vaalaDrawn: Seal = (before, after) =>
  after.seats.some((seat, i) => lostACard(before.seats[i]?.vaalaDeck ?? [], seat.vaalaDeck))
    ? 'a Vaala card was drawn'
    : null;

const lineupRefilled: Seal = (before, after) =>
  after.lineup.some((card) => card !== null && !before.lineup.includes(card))
    ? 'a new Denizen came into the lineup'
    : null;

const SEALS: Seal[] = [
  diceRolled,
  stackCardRevealed,
  deckDrawn,
  vaalaDrawn,
  lineupRefilled,
  generatorUsed,
];

/**
 * Why the move from `before` to `after` seals the past (in words for the table: "dice were
 * rolled"), or null when taking it back hides nothing anyone has learnt.
 */
export function sealOf(before: GameState, after: GameState): string | null {
  for (const seal of SEALS) {
    const reason = seal(before, after);
    if (reason) return reason;
  }
  return null;
}
