import { DIALS, SAGA_DIALS, dialIds } from './content/dials';
import { logEvent } from './log';
import type { DialKind, DialState, GameState, RegionId, SagaId } from './types';

/** EV-DIAL: dials in play and in their supply. */

export function dialOf(s: GameState, id: string): DialState {
  const dial = s.dials.find((d) => d.id === id);
  if (!dial) throw new Error(`no dial ${id} in this game`);
  return dial;
}

/** Every dial the Sagas in play bring, all in their supply (EV-SAGA-KAD-1, EV-SAGA-NULL-1). */
export function dialSupply(sagas: SagaId[]): DialState[] {
  return sagas
    .flatMap((id) => SAGA_DIALS[id] ?? [])
    .flatMap((kind) =>
      dialIds(kind).map((id): DialState => ({
        id,
        kind,
        region: null,
        wounds: 0,
        bondedTo: null,
        essence: [],
      })),
    );
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
  const dial = dialsInSupply(s, kind)[0];
  if (!dial) return false;
  dial.region = region;
  dial.wounds = 0;
  logEvent(s, null, 'dial-placed', { dial: dial.id, kind, region });
  return true;
}

/** EV-DIAL-8, Q-DIAL-1: a dial whose wounds reach its Wound value leaves play for its supply. */
export function woundDial(s: GameState, dial: DialState, wounds: number): boolean {
  dial.wounds += wounds;
  if (dial.wounds < DIALS[dial.kind].wounds) return false;
  logEvent(s, null, 'dial-destroyed', { dial: dial.id, kind: dial.kind, region: dial.region });
  dial.region = null;
  dial.wounds = 0;
  dial.bondedTo = null;
  return true;
}
