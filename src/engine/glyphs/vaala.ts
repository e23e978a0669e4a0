import { seatOf } from '../board';
import { ask, pop, push } from '../frames';
import { logEvent } from '../log';
import { spendPower } from '../power';
import { shuffle } from '../rng';
import { chainOf, listOf } from '../ruleHooks/apply';
import type { Choice, GameState, GlyphFrame, SeatId, VaalaId } from '../types';
import { effectFrame, hasVaalaEffect } from '../vaala/effects';
import { mutSeat } from '../draft';

/** The Power a card costs this player: modules lower it (Epic Vaala slots, Sagas), never below 0. */
export function vaalaCost(s: GameState, seat: SeatId, card: VaalaId): number {
  // Q-EDRAGON-5: every reduction adds up first; EV-EDRAGON-12, EV-SAGA-WEAVE-2: then the floor.
  return Math.max(0, chainOf(s, 'vaalaCost', s.content.vaala[card].cost, seat, card));
}

/** RB-28a: a bonded player may pay from either partner's board. */
function payablePower(s: GameState, seat: SeatId): number {
  const me = seatOf(s, seat);
  return me.power.unspent + (me.bondedTo ? seatOf(s, me.bondedTo).power.unspent : 0);
}

export function vaalaHandLimit(s: GameState, seat: SeatId): number {
  return chainOf(s, 'vaalaHandLimit', s.content.numbers.vaalaHandLimit, seat);
}

function playableVaala(s: GameState, seat: SeatId): VaalaId[] {
  const power = payablePower(s, seat);
  return seatOf(s, seat).vaalaHand.filter(
    (card) =>
      vaalaCost(s, seat, card) <= power && hasVaalaEffect(s, seat, s.content.vaala[card].effect),
  );
}

/** RB-28: draw 1, shuffling the discard into a new deck if the deck is empty. */
export function drawVaala(s: GameState, seat: SeatId): boolean {
  const held = seatOf(s, seat);
  if (held.vaalaHand.length >= vaalaHandLimit(s, seat)) return false;
  if (held.vaalaDeck.length === 0 && held.vaalaDiscard.length === 0) return false;
  const me = mutSeat(s, seat);
  if (me.vaalaDeck.length === 0) {
    me.vaalaDeck = shuffle(s, me.vaalaDiscard);
    me.vaalaDiscard = [];
  }
  const card = me.vaalaDeck.shift();
  if (card === undefined) return false;
  me.vaalaHand.push(card);
  return true;
}

function canDraw(s: GameState, seat: SeatId): boolean {
  const me = seatOf(s, seat);
  return (
    me.vaalaHand.length < vaalaHandLimit(s, seat) &&
    me.vaalaDeck.length + me.vaalaDiscard.length > 0
  );
}

/**
 * RB-28: play any number of Vaala cards, one at a time, or draw 1 — or what a module offers
 * instead (EV-ABIL-2: an Epic character's ability, run by its module).
 */
export function runVaalaGlyph(s: GameState, f: GlyphFrame, answer?: Choice): void {
  if (answer?.kind === 'done') {
    pop(s);
    return;
  }
  if (answer?.kind === 'draw') {
    drawVaala(s, f.seat);
    logEvent(s, { kind: 'vaala-drawn', seat: f.seat });
    pop(s);
    return;
  }
  if (answer?.kind === 'vaala') {
    f.played += 1;
    playVaala(s, f.seat, answer.card);
    return;
  }
  const options: Choice[] = playableVaala(s, f.seat).map((card) => ({ kind: 'vaala', card }));
  if (f.played === 0 && canDraw(s, f.seat)) options.push({ kind: 'draw' });
  options.push(...listOf(s, 'vaalaAlternatives', f));
  if (options.length === 0) {
    pop(s);
    return;
  }
  options.push({ kind: 'done' });
  ask(s, f.seat, 'vaala', 'RB-28', options, { card: f.card, glyph: 'vaala' });
}

function playVaala(s: GameState, seat: SeatId, card: VaalaId): void {
  const me = mutSeat(s, seat);
  me.vaalaHand.splice(me.vaalaHand.indexOf(card), 1);
  const cost = vaalaCost(s, seat, card);
  logEvent(s, { kind: 'vaala-played', seat: seat, card, cost });
  // RB-28a: a lasting card stays face up until Clean-up; the others are discarded at once.
  if (s.content.vaala[card].lasting) me.lasting.push({ card, used: false });
  else me.vaalaDiscard.push(card);
  const partner = me.bondedTo;
  const frames: Parameters<typeof push>[1][] = [];
  if (cost > 0 && partner && seatOf(s, partner).power.unspent > 0)
    frames.push({ kind: 'payment', seat, partner, cost, card });
  else spendPower(s, seat, cost);
  frames.push(...listOf(s, 'afterVaalaPlayed', seat, card));
  frames.push(effectFrame(seat, card, s.content.vaala[card].effect));
  push(s, ...frames);
}
