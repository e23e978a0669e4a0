import { logEvent } from '../log';
import { gainFromSupply } from '../power';
import type { Fate, HitContext } from '../ruleHooks/hooks';
import type { DialKind, DialState, GameState, RegionId } from '../types';
import { mutDial } from '../draft';

/** EV-DIAL: dials in play and in their supply. */

export function dialOf(s: GameState, id: string): DialState {
  const dial = s.dials.find((d) => d.id === id);
  if (!dial) throw new Error(`no dial ${id} in this game`);
  return dial;
}

export const isNullDial = (d: DialState) => d.kind === 'portal' || d.kind === 'nullborn';

/** EV-DIAL-3, EV-SAGA-NULL-17: the Null dials of a region fight as one Null force. */
export function nullDialsIn(s: GameState, region: RegionId): DialState[] {
  return s.dials.filter((d) => d.region === region && isNullDial(d));
}

export function dialsInSupply(s: GameState, kind: DialKind): DialState[] {
  return s.dials.filter((d) => d.kind === kind && d.region === null);
}

/** Places a dial from its supply; false when the supply is empty (EV-SAGA-KAD-14, Q-PREC-7). */
export function placeDial(s: GameState, kind: DialKind, region: RegionId): boolean {
  const free = dialsInSupply(s, kind)[0];
  if (!free) return false;
  const dial = mutDial(s, free.id);
  dial.region = region;
  dial.wounds = 0;
  logEvent(s, { kind: 'dial-placed', seat: null, dial: dial.id, dialKind: kind, region });
  return true;
}

/** EV-DIAL-8, Q-DIAL-1: a dial whose wounds reach its Wound value leaves play for its supply. */
function woundDial(s: GameState, target: DialState, wounds: number): boolean {
  const dial = mutDial(s, target.id);
  dial.wounds += wounds;
  if (dial.wounds < s.content.dials[dial.kind].wounds) return false;
  logEvent(s, {
    kind: 'dial-destroyed',
    seat: null,
    dial: dial.id,
    dialKind: dial.kind,
    region: dial.region,
  });
  dial.region = null;
  dial.wounds = 0;
  dial.bondedTo = null;
  return true;
}

/**
 * EV-DIAL-7/8: wounds turn a dial bonded to no one; at its Wound value it leaves play. RB-36a:
 * Trophy to a player. Only a Dragon dial bonds (EV-SAGA-KAD-5): kadmos/dragonDials.ts hits a
 * bonded one its own way (Q-DIAL-2).
 */
export function hitDial(s: GameState, dial: DialState, hits: number, ctx: HitContext): Fate {
  if (!woundDial(s, dial, hits)) return 'standing';
  if (ctx.inCombat && ctx.by)
    gainFromSupply(s, ctx.by, s.content.dials[dial.kind].trophy, 'trophy');
  return 'destroyed';
}
