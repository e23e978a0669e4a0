import { seatOf, turnOrder } from '../board';
import { REGION_IDS } from '../content/ids';
import { ask, given, pop } from '../frames';
import { vaalaHandLimit } from '../glyphs/vaala';
import { logEvent } from '../log';
import { boardPower, gainFromSupply, spendPower } from '../power';
import type { Choice, GameState, SagaFrameOf } from '../types';
import type { SagaModule } from '../ruleHooks/hooks';
import { mutRegion, mutSeat } from '../draft';

/** Zenith of the Elder Moon (EV-SAGA-ZENITH). */

/**
 * Q-ZENITH-1: a player holding more Vaala cards than the limit when Zenith is set up (e.g. after
 * Weavers' setup draw) discards down to it, one card of their own choice at a time (a Faceless
 * player by its rules: at random). Returns false while it waits for a choice.
 */
function discardDownToLimit(s: GameState, f: SagaFrameOf<'zenith'>, answer?: Choice): boolean {
  if (answer?.kind === 'vaala') {
    const me = mutSeat(s, given(f.memo.discarding, 'seat'));
    me.vaalaHand = me.vaalaHand.filter((card) => card !== answer.card);
    me.vaalaDiscard.push(answer.card);
    logEvent(s, {
      kind: 'vaala-discarded',
      seat: me.id,
      card: answer.card,
      rule: 'EV-SAGA-ZENITH-2',
    });
  }
  const over = turnOrder(s).find((id) => seatOf(s, id).vaalaHand.length > vaalaHandLimit(s, id));
  if (!over) return true;
  f.memo.discarding = over;
  const options = seatOf(s, over).vaalaHand.map((card): Choice => ({ kind: 'vaala', card }));
  ask(s, over, 'saga-option', 'EV-SAGA-ZENITH-2', options);
  return false;
}

/** EV-SAGA-ZENITH-3/4: every region keeps 1 of its Power tokens; the rest go to the supply (Q-PREC-5). */
function thinRegions(s: GameState, rule: string): void {
  for (const region of REGION_IDS) {
    const extra = s.regions[region].power - s.content.sagaNumbers.zenithRegionKeeps;
    if (extra <= 0) continue;
    mutRegion(s, region).power -= extra;
    s.supply.power += extra;
    logEvent(s, {
      kind: 'saga-power-removed',
      seat: null,
      saga: 'zenith',
      region,
      count: extra,
      rule,
    });
  }
}

/**
 * EV-SAGA-ZENITH-5/6, Q-ZENITH-2: the player(s) with the most tokens on their board, spent and
 * unspent alike, each flip 1 unspent token to spent; one without an unspent token flips nothing.
 */
function humbleTheMighty(s: GameState): void {
  const most = Math.max(...s.seats.map((seat) => boardPower(s, seat.id)));
  for (const seat of s.seats) {
    if (boardPower(s, seat.id) !== most || seat.power.unspent === 0) continue;
    spendPower(s, seat.id, 1);
    logEvent(s, {
      kind: 'saga-power-flipped',
      seat: seat.id,
      saga: 'zenith',
      count: 1,
      spent: true,
    });
  }
}

export const zenith: SagaModule<'zenith'> = {
  /** EV-SAGA-ZENITH-1 (Faceless boards too), then the hand limit applies at once (Q-ZENITH-1). */
  setup(s, f, answer) {
    if (f.step === 'start') {
      for (const seat of s.seats)
        gainFromSupply(s, seat.id, s.content.sagaNumbers.zenithSetupPower);
      logEvent(s, {
        kind: 'saga-power-gained',
        seat: null,
        saga: 'zenith',
        count: s.content.sagaNumbers.zenithSetupPower,
      });
      f.step = 'discard';
    }
    if (!discardDownToLimit(s, f, answer)) return;
    pop(s);
  },

  stage(s, f) {
    if (f.stage === 3) humbleTheMighty(s);
    else thinRegions(s, f.stage === 1 ? 'EV-SAGA-ZENITH-3' : 'EV-SAGA-ZENITH-4');
    pop(s);
  },

  /**
   * EV-SAGA-ZENITH-2/7/8: at most 2 Vaala cards in hand. Every draw checks the limit
   * (drawVaala), so a player at 2 must play or discard before drawing again (Q-ZENITH-1).
   */
  vaalaHandLimit: (s, _seat, limit) => Math.min(limit, s.content.sagaNumbers.zenithHandLimit),
};
