import { landDistance, flightDistance } from './distances';
import {
  addUnits,
  flightNeighbours,
  groundNeighbours,
  hasBlockingEnemy,
  isGeneral,
  roomFor,
  seatOf,
  unitsIn,
} from './board';
import { REGION_IDS } from './content/ids';
import { ask, pop, push } from './frames';
import { logEvent } from './log';
import { stealToken } from './power';
import { firstOf, listOf, queueTriggered } from './ruleHooks/apply';
import type {
  AdvanceFrame,
  Choice,
  GameState,
  SeatState,
  TokenSide,
  InjuryFrame,
  RegionId,
  RetreatFrame,
  SeatId,
} from './types';
import { mutSeat } from './draft';

/**
 * RB-35: a retreat goes to an adjacent region (or one connected by sea, RB-7b) with no blocking
 * enemy and room for the Units that go along.
 */
export function legalRetreats(
  s: GameState,
  seat: SeatId,
  from: RegionId,
  withUnits: boolean,
): RegionId[] {
  const who = seatOf(s, seat);
  const units = withUnits && isGeneral(who) ? unitsIn(s, from, seat) : 0;
  // Nothing of this side stands there to move: a lone Stronghold never retreats (EV-SAGA-HOLD-30).
  if (units === 0 && who.location !== from) return [];
  const links = isGeneral(who) ? groundNeighbours(s, from) : flightNeighbours(s, from);
  return links.filter(
    (to) => !hasBlockingEnemy(s, to, seat) && (units === 0 || roomFor(s, to, seat) >= units),
  );
}

/** RB-35a: an injured character with no legal retreat goes to the nearest region without a blocking enemy. */
function nearestRefuges(s: GameState, seat: SeatId, from: RegionId): RegionId[] {
  const distance = isGeneral(seatOf(s, seat)) ? landDistance(s) : flightDistance(s);
  const open = REGION_IDS.filter((r) => r !== from && !hasBlockingEnemy(s, r, seat));
  const nearest = Math.min(...open.map((r) => distance[from][r]));
  return open.filter((r) => distance[from][r] === nearest);
}

export function runRetreat(s: GameState, f: RetreatFrame, answer?: Choice): void {
  if (answer?.kind === 'region') {
    const to = answer.region;
    moveSide(s, f, to);
    pop(s);
    queueTriggered(s, listOf(s, 'afterRetreat', f.seat, f.from, to));
    push(s, ...listOf(s, 'withRetreat', f.seat, f.from, to));
    return;
  }
  let options = legalRetreats(s, f.seat, f.from, f.withUnits);
  if (options.length === 0 && f.forced) options = nearestRefuges(s, f.seat, f.from);
  if (options.length === 0) {
    pop(s);
    return;
  }
  ask(
    s,
    f.seat,
    'retreat-to',
    'RB-35',
    options.map((region): Choice => ({ kind: 'region', region })),
  );
}

function moveSide(s: GameState, f: RetreatFrame, to: RegionId): void {
  const seat = seatOf(s, f.seat);
  if (f.withUnits && isGeneral(seat)) {
    const units = Math.min(unitsIn(s, f.from, seat.id), roomFor(s, to, seat.id));
    addUnits(s, f.from, seat.id, -units);
    addUnits(s, to, seat.id, units);
  }
  if (seat.location === f.from) mutSeat(s, seat.id).location = to;
  logEvent(s, { kind: 'retreated', seat: seat.id, from: f.from, to });
}

/** RB-33: the injured player gives up a token (their choice of side) and retreats. */
export function runInjury(s: GameState, f: InjuryFrame, answer?: Choice): void {
  const seat = seatOf(s, f.seat);
  if (f.step === 'token') {
    if (answer?.kind === 'token' || answer?.kind === 'slot') {
      giveUpToken(s, f, answer);
    } else {
      logEvent(s, { kind: 'injured', seat: f.seat });
      const options = firstOf(s, 'injuryOptions', seat.id) ?? tokensToGive(seat);
      if (options.length > 0) {
        // RB-44b: a Faceless gives up a spent token if it has one.
        ask(
          s,
          f.seat,
          'give-token',
          'RB-33',
          seat.controller === 'faceless' ? options.slice(0, 1) : options,
        );
        return;
      }
    }
    f.step = 'retreat';
  }
  pop(s);
  push(s, { kind: 'retreat', seat: f.seat, from: seat.location, withUnits: true, forced: true });
}

/** RB-33: the injured player picks a side (EV-SLOT-6: on an Epic board, the slot it leaves). */
function tokensToGive(seat: SeatState): Choice[] {
  const options: Choice[] = [];
  if (seat.power.spent > 0) options.push({ kind: 'token', spent: true });
  if (seat.power.unspent > 0) options.push({ kind: 'token', spent: false });
  return options;
}

function giveUpToken(
  s: GameState,
  f: InjuryFrame,
  answer: Extract<Choice, { kind: 'token' | 'slot' }>,
): void {
  const token = firstOf(s, 'injuryToken', f.seat, answer);
  const side: TokenSide =
    token?.side ?? (answer.kind === 'token' && answer.spent ? 'spent' : 'unspent');
  // EV-SLOT-7: a stolen spent token stays spent; Q-SLOT-2: a full Epic thief leaves it in place.
  if (!stealToken(s, f.seat, f.thief, side)) return;
  token?.taken();
  logEvent(s, { kind: 'token-stolen', seat: f.seat, thief: f.thief, spent: side === 'spent' });
}

/** RB-21a: after a won Assault, any attacking Units (and the General, if he fought) may move in. */
export function runAdvance(s: GameState, f: AdvanceFrame, answer?: Choice): void {
  const seat = seatOf(s, f.seat);
  if (answer?.kind === 'count') {
    addUnits(s, f.from, seat.id, -answer.n);
    addUnits(s, f.to, seat.id, answer.n);
    if (answer.n > 0)
      logEvent(s, { kind: 'advanced', seat: seat.id, from: f.from, to: f.to, count: answer.n });
    if (f.withGeneral && seat.controller === 'human' && !hasBlockingEnemy(s, f.to, seat.id)) {
      f.withGeneral = false;
      ask(s, seat.id, 'advance', 'RB-21a', [{ kind: 'done' }, { kind: 'confirm' }]);
      return;
    }
    pop(s);
    return;
  }
  if (answer?.kind === 'confirm') {
    mutSeat(s, seat.id).location = f.to;
    logEvent(s, { kind: 'general-advanced', seat: seat.id, from: f.from, to: f.to });
    pop(s);
    return;
  }
  if (answer?.kind === 'done') {
    pop(s);
    return;
  }
  const most = hasBlockingEnemy(s, f.to, seat.id)
    ? 0
    : Math.min(unitsIn(s, f.from, seat.id), roomFor(s, f.to, seat.id));
  // RB-44b: a Faceless advances all but 1 attacking Unit; its General stays.
  const options: Choice[] =
    seat.controller === 'faceless'
      ? [{ kind: 'count', n: Math.max(0, Math.min(most, unitsIn(s, f.from, seat.id) - 1)) }]
      : Array.from({ length: most + 1 }, (_, n): Choice => ({ kind: 'count', n }));
  ask(s, seat.id, 'advance', 'RB-21a', options);
}
