import { isGeneral, seatOf } from '../../board';
import { REGION_IDS } from '../../content/ids';
import { pop } from '../../frames';
import { logEvent } from '../../log';
import { placePowerIn, regionsWhere } from '../../placement';
import { placeCitiesIn, ringsHeld } from './strongholdRings';
import type { GameState, SagaFrame } from '../../types';
import type { SagaModule } from '../../ruleHooks/hooks';
import { sagaName } from '../machinery';

/**
 * Strongholds of Wonder (EV-SAGA-HOLD): the setup, the Stages and the two modifiers. How the
 * rings change control, hits, Fortify and targets is the `strongholdRings` module's.
 */
export const strongholdsSaga: SagaModule<'strongholds'> = {
  /** EV-SAGA-HOLD-2: each General takes its faction's rings (counted, not stored: `ringsHeld`). */
  setup(s: GameState) {
    for (const seat of s.seats.filter(isGeneral))
      logEvent(s, { kind: 'strongholds-taken', seat: seat.id, rings: ringsHeld(s, seat.id) });
    pop(s);
  },

  stage(s: GameState, f: SagaFrame) {
    if (f.stage === 3) {
      // EV-SAGA-HOLD-9: 1 Power token from the supply in each region with a Stronghold.
      const walled = REGION_IDS.filter((r) => s.strongholds[r]);
      const placed = placePowerIn(s, walled, 1);
      logEvent(s, { kind: 'stronghold-power', seat: null, power: placed });
    } else {
      // EV-SAGA-HOLD-7/8 (Q-HOLD-1): a city, Stronghold or reset in each such region.
      placeCitiesIn(s, regionsWhere(s, f.stage === 1 ? 'neutral' : 'neutral-or-uncontrolled'));
    }
    pop(s);
  },

  /** EV-SAGA-HOLD-31, Q-HOLD-7: the ring's value joins the defending side of its colour. */
  combatValue(s, t, ctx, add) {
    if (t.kind === 'force' && !ctx.attacking && s.strongholds[t.region]?.owner === t.side)
      add(sagaName(s, 'strongholds'), s.content.stronghold.combatValue);
  },

  /** EV-SAGA-HOLD-5: no Dragon collects Power behind a Stronghold. */
  canCollectPower(s, seat, region) {
    return isGeneral(seatOf(s, seat)) || !s.strongholds[region];
  },
};
