import { seatOf } from '../board';
import { VAALA_CARDS } from '../content/cards';
import { SLOT_BONUS } from '../content/epic';
import { VAALA_HAND_LIMIT } from '../content/numbers';
import { ask, pop, push } from '../frames';
import { abilityOf, canUseAbility } from '../epic/ability';
import { filledSlots } from '../epic/slots';
import { allyCardPlacement } from '../fell/allyToken';
import { logEvent } from '../log';
import { spendPower } from '../power';
import { shuffle } from '../rng';
import { sagasInPlay } from '../sagas/registry';
import type { Choice, GameState, GlyphFrame, SeatId, VaalaId } from '../types';
import { effectFrame, hasVaalaEffect } from '../vaala/effects';

/** The Power a card costs this player: Sagas and Epic Vaala slots lower it, never below 0. */
export function vaalaCost(s: GameState, seat: SeatId, card: VaalaId): number {
  // EV-EDRAGON-11, EV-EGEN-10, Q-EDRAGON-5: −1 per Vaala slot; every reduction adds up first.
  let cost = VAALA_CARDS[card].cost - filledSlots(seatOf(s, seat), 'vaala') * SLOT_BONUS.vaala;
  for (const saga of sagasInPlay(s)) if (saga.vaalaCost) cost = saga.vaalaCost(s, seat, card, cost);
  // EV-EDRAGON-12, EV-SAGA-WEAVE-2: reductions never take a cost below 0.
  return Math.max(0, cost);
}

/** RB-28a: a bonded player may pay from either partner's board. */
export function payablePower(s: GameState, seat: SeatId): number {
  const me = seatOf(s, seat);
  return me.power.unspent + (me.bondedTo ? seatOf(s, me.bondedTo).power.unspent : 0);
}

export function vaalaHandLimit(s: GameState, seat: SeatId): number {
  let limit = VAALA_HAND_LIMIT;
  for (const saga of sagasInPlay(s))
    if (saga.vaalaHandLimit) limit = saga.vaalaHandLimit(s, seat, limit);
  return limit;
}

export function playableVaala(s: GameState, seat: SeatId): VaalaId[] {
  const power = payablePower(s, seat);
  return seatOf(s, seat).vaalaHand.filter(
    (card) =>
      vaalaCost(s, seat, card) <= power && hasVaalaEffect(s, seat, VAALA_CARDS[card].effect),
  );
}

/** RB-28: draw 1, shuffling the discard into a new deck if the deck is empty. */
export function drawVaala(s: GameState, seat: SeatId): boolean {
  const me = seatOf(s, seat);
  if (me.vaalaHand.length >= vaalaHandLimit(s, seat)) return false;
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
 * RB-28: play any number of Vaala cards, one at a time, or draw 1 — or, for an Epic character,
 * discard one to use its ability instead (EV-ABIL-2…5, Q-ABIL-2). `started` marks that the
 * ability was chosen and the discard is being asked.
 */
export function runVaalaGlyph(s: GameState, f: GlyphFrame, answer?: Choice): void {
  if (f.started) return discardForAbility(s, f, answer);
  if (answer?.kind === 'ability') {
    f.started = true;
    discardForAbility(s, f);
    return;
  }
  if (answer?.kind === 'done') {
    pop(s);
    return;
  }
  if (answer?.kind === 'draw') {
    drawVaala(s, f.seat);
    logEvent(s, f.seat, 'vaala-drawn', {});
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
  if (f.played === 0 && canUseAbility(s, f.seat)) options.push({ kind: 'ability' });
  if (options.length === 0) {
    pop(s);
    return;
  }
  options.push({ kind: 'done' });
  ask(s, f.seat, 'vaala', 'RB-28', options, { card: f.card, glyph: 'vaala' });
}

function playVaala(s: GameState, seat: SeatId, card: VaalaId): void {
  const me = seatOf(s, seat);
  me.vaalaHand.splice(me.vaalaHand.indexOf(card), 1);
  const cost = vaalaCost(s, seat, card);
  logEvent(s, seat, 'vaala-played', { card, cost });
  // RB-28a: a lasting card stays face up until Clean-up; the others are discarded at once.
  if (VAALA_CARDS[card].lasting) me.lasting.push({ card, used: false });
  else me.vaalaDiscard.push(card);
  const partner = me.bondedTo;
  const frames: Parameters<typeof push>[1][] = [];
  if (cost > 0 && partner && seatOf(s, partner).power.unspent > 0)
    frames.push({ kind: 'payment', seat, partner, cost, card });
  else spendPower(s, seat, cost);
  frames.push(...allyCardPlacement(s, seat, card));
  frames.push(effectFrame(seat, card, VAALA_CARDS[card].effect));
  push(s, ...frames);
}

/** EV-ABIL-3: discard 1 Vaala card from hand, then the ability's steps run in order. */
function discardForAbility(s: GameState, f: GlyphFrame, answer?: Choice): void {
  const me = seatOf(s, f.seat);
  if (answer?.kind !== 'vaala') {
    const options = me.vaalaHand.map((card): Choice => ({ kind: 'vaala', card }));
    ask(s, f.seat, 'ability-discard', 'EV-ABIL-3', options, { glyph: 'vaala' });
    return;
  }
  const ability = abilityOf(s, me);
  me.vaalaHand.splice(me.vaalaHand.indexOf(answer.card), 1);
  me.vaalaDiscard.push(answer.card);
  logEvent(s, f.seat, 'ability-used', { ability: ability.name, discarded: answer.card });
  pop(s);
  push(s, ...ability.steps.map((step) => effectFrame(f.seat, null, step)));
}
