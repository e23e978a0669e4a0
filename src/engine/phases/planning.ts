import { seatOf, nextSeatClockwise } from '../board';
import { ask, pop } from '../frames';
import { logEvent } from '../log';
import { facelessPlan, stackFacelessDeck } from '../faceless/planning';
import { eachOf } from '../ruleHooks/apply';
import type { Choice, GameState, PlanningFrame } from '../types';
import { mutSeat } from '../draft';

/** RB-12: the top Event card starts (and, RB-14, ends) the Action stack; EV-STAGE-2: a Stage card follows it. */
function placeEventCard(s: GameState): void {
  const event = s.eventDeck.shift();
  if (event === undefined) return; // RB-12a
  s.stack.push({ kind: 'event', event, revealed: false });
  eachOf(s, 'afterEventCard');
}

function startPlanning(s: GameState): void {
  placeEventCard(s);
  // RB-13a: each Faceless stacks its deck, Harvest cards on top, and will play from the top.
  for (const seat of s.seats)
    if (seat.controller === 'faceless') stackFacelessDeck(s, mutSeat(s, seat.id));
}

export function runPlanning(s: GameState, f: PlanningFrame, answer?: Choice): void {
  if (!f.started) {
    f.started = true;
    startPlanning(s);
  }
  if (answer) {
    const seat = seatOf(s, f.turn);
    if (answer.kind === 'pass') {
      // RB-13: the first pass ends Planning and takes the initiative token.
      s.initiative = seat.id;
      logEvent(s, { kind: 'passed', seat: seat.id });
      placeEventCard(s);
      pop(s);
      return;
    }
    if (answer.kind === 'card') {
      const hand = mutSeat(s, seat.id).hand;
      hand.splice(hand.indexOf(answer.card), 1);
      s.stack.push({ kind: 'action', seat: seat.id, card: answer.card, revealed: false });
      logEvent(s, { kind: 'planned', seat: seat.id, stackSize: s.stack.length });
      f.turn = nextSeatClockwise(s, seat.id);
    }
  }
  const seat = seatOf(s, f.turn);
  const options: Choice[] =
    seat.controller === 'faceless'
      ? [facelessPlan(s, seat)]
      : [...seat.hand.map((card): Choice => ({ kind: 'card', card })), { kind: 'pass' }];
  ask(s, seat.id, 'plan', 'RB-13', options);
}
