import { seatOf, seatToTheRight } from '../board';
import { ask } from '../frames';
import type { Choice, DecisionKind, GameState, SagaChooser, SeatId } from '../types';

/** What a Saga choice concerns, for EV-CHOICE-2…5. */
interface ChoiceSubject {
  /** A player's own pieces, board or actions. */
  seat?: SeatId;
  /** A Dragon dial (bonded or not). */
  dial?: string;
}

/** The player whose piece the choice concerns: a bonded dial belongs to its General. */
function ownerOf(s: GameState, subject: ChoiceSubject): SeatId | null {
  if (subject.dial) return s.dials.find((d) => d.id === subject.dial)?.bondedTo ?? null;
  return subject.seat ?? null;
}

/**
 * EV-CHOICE-1…5 (Q-CHOICE-1/2): the player to the right of the initiative holder chooses, unless
 * the choice concerns a piece of a human player (that human chooses) or of a Faceless player (its
 * bonded partner, else the initiative holder). Says which rule chose.
 */
export function sagaChooser(s: GameState, subject: ChoiceSubject = {}): SeatId {
  return chooserOf(s, subject).seat;
}

function chooserOf(s: GameState, subject: ChoiceSubject): SagaChooser & { seat: SeatId } {
  const owner = ownerOf(s, subject);
  if (owner === null) return { seat: seatToTheRight(s, s.initiative), rule: 'EV-CHOICE-1' };
  const seat = seatOf(s, owner);
  if (seat.controller === 'human') return { seat: owner, rule: 'EV-CHOICE-2', owner };
  return seat.bondedTo && seatOf(s, seat.bondedTo).controller === 'human'
    ? { seat: seat.bondedTo, rule: 'EV-CHOICE-4', owner }
    : { seat: s.initiative, rule: 'EV-CHOICE-5', owner };
}

interface SagaAsk {
  subject?: ChoiceSubject;
  /** For the challenging solo preference: how bad each option is for the human (higher is worse). */
  harm?: number[];
  /** The text settles this by chance in solo (EV-ASSAULT-10) rather than by the preference. */
  randomInSolo?: boolean;
}

/**
 * Asks a Saga choice of the right player. In solo, the preference chosen at setup answers every
 * choice except those about the human's own pieces (EV-CHOICE-6, Q-CHOICE-6); a choice that falls
 * to a Faceless seat is random (RB-44c).
 */
export function askSaga(
  s: GameState,
  kind: DecisionKind,
  rule: string,
  options: Choice[],
  how: SagaAsk = {},
): void {
  const { seat: chooser, ...why } = chooserOf(s, how.subject ?? {});
  ask(s, chooser, kind, rule, options);
  const d = s.pending!;
  d.chooser = why;
  const humansOwnPiece =
    ownerOf(s, how.subject ?? {}) === chooser && seatOf(s, chooser).controller === 'human';
  if (s.options.soloMode && !humansOwnPiece) {
    d.chooser = { rule: 'EV-CHOICE-6' };
    d.automaton = true;
    d.policy = how.randomInSolo ? 'random' : s.options.soloMode;
    if (how.harm) d.harm = how.harm;
  } else if (d.automaton) {
    d.policy = 'random';
  }
}
