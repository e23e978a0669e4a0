import { seatOf, turnOrder } from '../board';
import { ask, glyphFrame, pop, push } from '../frames';
import { drawVaala } from '../glyphs/vaala';
import { logEvent } from '../log';
import { boardPower, unspendPower } from '../power';
import type { Choice, GameState, SagaFrameOf, SeatId } from '../types';
import type { SagaModule } from '../ruleHooks/hooks';
import { mutSeat } from '../draft';

/** Weavers of the Arcane Arts (EV-SAGA-WEAVE). */

/**
 * EV-SAGA-WEAVE-3…5: the Vaala actions a Stage grants, one at a time in turn order (Q-WEAVE-4:
 * each a full Vaala Glyph, which the player may end without doing anything). Like an Event's
 * granted Glyph, a Dragon's skull cancels one (RB-37a), and each is granted only when the previous
 * one is over, so a skull taken meanwhile still counts.
 */
function grantNextVaalaAction(s: GameState, f: SagaFrameOf<'weavers'>): boolean {
  const queue = f.memo.queue ?? [];
  if (queue.length === 0) return true;
  f.memo.queue = queue.slice(1);
  const seat = seatOf(s, queue[0]);
  if (seat.skipNextGlyph) {
    mutSeat(s, seat.id).skipNextGlyph = false;
    logEvent(s, { kind: 'glyph-cancelled', seat: seat.id, glyph: 'vaala' });
  } else push(s, glyphFrame(seat.id, 'vaala', null, null));
  return false;
}

/** Q-WEAVE-2: all tokens on the board count, spent and unspent. */
function poorest(s: GameState): SeatId[] {
  const least = Math.min(...s.seats.map((seat) => boardPower(s, seat.id)));
  return turnOrder(s).filter((id) => boardPower(s, id) === least);
}

/**
 * EV-SAGA-WEAVE-6: in turn order, each player flips up to 3 spent tokens to unspent, choosing how
 * many (the most first, which is what a Faceless player takes). Returns false while it waits.
 */
function restorePower(s: GameState, f: SagaFrameOf<'weavers'>, answer?: Choice): boolean {
  const order = turnOrder(s);
  let next = f.memo.next ?? 0;
  if (answer?.kind === 'count') {
    flip(s, order[next], answer.n);
    next += 1;
  }
  for (; next < order.length; next++) {
    const most = Math.min(s.content.sagaNumbers.weaversFlip, seatOf(s, order[next]).power.spent);
    if (most === 0) continue;
    f.memo.next = next;
    const options = Array.from({ length: most + 1 }, (_, i): Choice => ({
      kind: 'count',
      n: most - i,
    }));
    ask(s, order[next], 'saga-option', 'EV-SAGA-WEAVE-6', options);
    return false;
  }
  return true;
}

function flip(s: GameState, id: SeatId, n: number): void {
  unspendPower(s, id, n);
  logEvent(s, { kind: 'saga-power-flipped', seat: id, saga: 'weavers', count: n, spent: false });
}

export const weavers: SagaModule<'weavers'> = {
  /** EV-SAGA-WEAVE-1, Q-WEAVE-5: a draw the hand limit forbids (Zenith) is skipped. */
  setup(s) {
    for (const id of turnOrder(s))
      if (drawVaala(s, id)) logEvent(s, { kind: 'vaala-drawn', seat: id, rule: 'EV-SAGA-WEAVE-1' });
    pop(s);
  },

  stage(s, f, answer) {
    if (f.stage === 3) {
      if (restorePower(s, f, answer)) pop(s);
      return;
    }
    if (f.memo.queue === undefined) {
      // EV-SAGA-WEAVE-3: everyone once; EV-SAGA-WEAVE-4/5: the poorest twice each, in turn order.
      f.memo.queue =
        f.stage === 1
          ? turnOrder(s)
          : poorest(s).flatMap((id) =>
              new Array<SeatId>(s.content.sagaNumbers.weaversStage2Actions).fill(id),
            );
    }
    if (grantNextVaalaAction(s, f)) pop(s);
  },

  /** EV-SAGA-WEAVE-2, Q-WEAVE-3: 1 less; vaalaCost floors the total of all reductions at 0. */
  vaalaCost: (s, _seat, _card, cost) => cost - s.content.sagaNumbers.weaversDiscount,
};
