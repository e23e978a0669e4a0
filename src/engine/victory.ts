import { seatOf, turnOrder } from './board';
import { logEvent } from './log';
import type { GameState, SeatId, SeatState } from './types';

/** A contender is a lone character or a bonded pair, who share victory (RB-42, RB-43). */
interface Contender {
  seats: SeatId[];
  power: number;
  unspent: number;
}

function contenders(s: GameState): Contender[] {
  const out: Contender[] = [];
  for (const id of turnOrder(s)) {
    const seat = seatOf(s, id);
    if (seat.bondedTo && out.some((c) => c.seats.includes(seat.bondedTo!))) continue;
    const members = seat.bondedTo ? [seat, seatOf(s, seat.bondedTo)] : [seat];
    out.push({
      seats: members.map((m) => m.id),
      power: members.reduce((n, m) => n + m.power.unspent + m.power.spent, 0),
      unspent: members.reduce((n, m) => n + m.power.unspent, 0),
    });
  }
  return out;
}

const target = (s: GameState, c: Contender) =>
  c.seats.length > 1 ? s.content.numbers.winPowerBonded : s.content.numbers.winPower;
const factor = (s: GameState, c: Contender) =>
  c.seats.length > 1 ? s.content.numbers.bondedScoreFactor : s.content.numbers.singleScoreFactor;

/**
 * RB-43a: the highest score wins; ties go to the same score on unspent tokens only, then to the
 * side seated first in turn order (contenders are listed in turn order).
 */
function bestByScore(
  s: GameState,
  pool: Contender[],
): {
  winner: Contender;
  scores: Partial<Record<SeatId, number>>;
} {
  const scores: Partial<Record<SeatId, number>> = {};
  for (const c of pool) for (const id of c.seats) scores[id] = c.power * factor(s, c);
  const ranked = [...pool].sort(
    (a, b) =>
      b.power * factor(s, b) - a.power * factor(s, a) ||
      b.unspent * factor(s, b) - a.unspent * factor(s, a),
  );
  return { winner: ranked[0], scores };
}

/** Whether some contender has reached its target: exactly `contenders(s).some(c => c.power >= target(s, c))`. */
function anyTargetReached(s: GameState): boolean {
  for (const seat of s.seats) {
    const power = seat.power.unspent + seat.power.spent;
    if (!seat.bondedTo) {
      if (power >= s.content.numbers.winPower) return true;
      continue;
    }
    const partner = seatOf(s, seat.bondedTo).power;
    if (power + partner.unspent + partner.spent >= s.content.numbers.winPowerBonded) return true;
  }
  return false;
}

/** What `powerGoal` reads: a game's seats and content, or a view of them (GameView). */
export interface GoalTable {
  seats: readonly Pick<SeatState, 'id' | 'power' | 'bondedTo'>[];
  content: Pick<GameState['content'], 'numbers'>;
}

/** A side's road to victory: its goal, the Power it holds toward it, and what it still needs. */
export interface PowerGoal {
  /** RB-43: 10 Power tokens alone, 15 combined for a bonded pair (house numbers in content). */
  goal: number;
  /** Unspent and spent tokens together, the bonded partner's included (RB-43a counts both). */
  power: number;
  /** Tokens still to gain; 1 means the next Power token wins. */
  toGo: number;
  bondedWith: SeatId | null;
  /** The bonded partner's tokens in `power` (0 without a partner). */
  partnerPower: number;
}

/** RB-42, RB-43: a character's goal and its distance, with its bonded partner if it has one. */
export function powerGoal(table: GoalTable, seat: SeatId): PowerGoal {
  const me = table.seats.find((s) => s.id === seat);
  if (!me) throw new Error(`no seat ${seat} in this game`);
  const partner = me.bondedTo ? table.seats.find((s) => s.id === me.bondedTo) : undefined;
  const tokens = (m: (typeof table.seats)[number]) => m.power.unspent + m.power.spent;
  const partnerPower = partner ? tokens(partner) : 0;
  const power = tokens(me) + partnerPower;
  const { winPower, winPowerBonded } = table.content.numbers;
  const goal = partner ? winPowerBonded : winPower;
  return { goal, power, toGo: goal - power, bondedWith: partner?.id ?? null, partnerPower };
}

/** RB-43: how many more Power tokens a character (with its bonded partner, if any) needs to win. */
export const powerToWin = (s: GameState, seat: SeatId): number => powerGoal(s, seat).toGo;

/** RB-43: checked after every step. */
export function checkVictory(s: GameState): void {
  if (s.result) return;
  // Cheap, allocation-free test first: this runs after every step and almost always finds that
  // no contender (lone character at 10, bonded pair at 15 combined) has reached its target.
  if (!anyTargetReached(s)) return;
  const reached = contenders(s).filter((c) => c.power >= target(s, c));
  if (reached.length === 0) return;
  if (reached.length === 1) {
    finish(s, reached[0].seats, 'power', {});
    return;
  }
  const { winner, scores } = bestByScore(s, reached);
  finish(s, winner.seats, 'power', scores);
}

/** RB-43: the game ends after the round in which the Event deck ran out. */
export function endByEventDeck(s: GameState): void {
  const { winner, scores } = bestByScore(s, contenders(s));
  finish(s, winner.seats, 'event-deck', scores);
}

function finish(
  s: GameState,
  winners: SeatId[],
  reason: 'power' | 'event-deck',
  scores: Partial<Record<SeatId, number>>,
): void {
  s.result = { winners, reason, scores };
  s.phase = 'over';
  s.pending = null;
  s.frames = [];
  logEvent(s, { kind: 'game-won', seat: null, winners, reason });
}
