import { addUnits, flightNeighbours, groundNeighbours, roomFor, seatOf, unitsIn } from '../board';
import { REGION_IDS } from '../content/ids';
import { facelessGoal } from '../faceless/goal';
import { ask, pop } from '../frames';
import { logEvent } from '../log';
import type { Choice, GameState, GlyphFrame } from '../types';
import { mutSeat } from '../draft';

/** RB-18: the General moves up to 2 regions; each Unit moves 1 region, never into a blocking enemy. */
const GENERAL_MOVE_STEPS = 2;
/** RB-24: a Dragon flies up to 2 steps. */
const FLY_STEPS = 2;

function moveOptions(s: GameState, f: GlyphFrame): Choice[] {
  const seat = seatOf(s, f.seat);
  const options: Choice[] = [];
  for (const from of REGION_IDS) {
    const free = unitsIn(s, from, seat.id) - (f.arrived[from] ?? 0);
    if (free <= 0) continue;
    for (const to of groundNeighbours(s, from)) {
      if (roomFor(s, to, seat.id) > 0) options.push({ kind: 'step', piece: 'unit', from, to });
    }
  }
  if (f.remaining > 0) {
    for (const to of groundNeighbours(s, seat.location))
      options.push({ kind: 'step', piece: 'general', from: seat.location, to });
  }
  return options;
}

export function runMove(s: GameState, f: GlyphFrame, answer?: Choice): void {
  const seat = seatOf(s, f.seat);
  if (!f.started) {
    f.started = true;
    f.remaining = GENERAL_MOVE_STEPS;
    if (seat.controller === 'faceless') f.goal = facelessGoal(s, seat.id);
  }
  if (answer?.kind === 'done') {
    pop(s);
    return;
  }
  if (answer?.kind === 'step' && answer.piece === 'unit') {
    addUnits(s, answer.from, seat.id, -1);
    addUnits(s, answer.to, seat.id, 1);
    f.arrived[answer.to] = (f.arrived[answer.to] ?? 0) + 1;
    logEvent(s, { kind: 'unit-moved', seat: seat.id, from: answer.from, to: answer.to });
  } else if (answer?.kind === 'step') {
    mutSeat(s, seat.id).location = answer.to;
    f.remaining -= 1;
    logEvent(s, { kind: 'general-moved', seat: seat.id, from: answer.from, to: answer.to });
  }
  const options = moveOptions(s, f);
  if (options.length === 0) {
    pop(s);
    return;
  }
  ask(s, seat.id, 'move', 'RB-18', [...options, { kind: 'done' }], {
    card: f.card,
    glyph: 'move',
  });
}

export function runFly(s: GameState, f: GlyphFrame, answer?: Choice): void {
  const seat = seatOf(s, f.seat);
  if (!f.started) {
    f.started = true;
    f.remaining = f.remaining || FLY_STEPS;
    if (seat.controller === 'faceless') f.goal = facelessGoal(s, seat.id);
  }
  if (answer?.kind === 'step') {
    mutSeat(s, seat.id).location = answer.to;
    f.remaining -= 1;
    logEvent(s, { kind: 'dragon-flew', seat: seat.id, from: answer.from, to: answer.to });
  }
  if (answer?.kind === 'done' || f.remaining <= 0) {
    pop(s);
    return;
  }
  const from = seatOf(s, f.seat).location;
  const options: Choice[] = flightNeighbours(s, from).map((to) => ({
    kind: 'step',
    piece: 'dragon',
    from,
    to,
  }));
  ask(s, seat.id, 'fly', 'RB-24', [...options, { kind: 'done' }], {
    card: f.card,
    glyph: 'fly',
  });
}
