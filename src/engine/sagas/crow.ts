import { unitsIn } from '../board';
import { combatValue } from '../combatValue';
import { REGION_IDS } from '../content/ids';
import { pop, push } from '../frames';
import { regionsWhere } from '../placement';
import type { Choice, GameState, RegionId, Target } from '../types';
import { sagaAttack } from './assault';
import { askSaga } from './chooser';
import { placeNeutralUnits } from './neutralPlacement';
import type { SagaModule } from '../ruleHooks/hooks';
import { sagaName, sagaStage } from './machinery';

/** The Great Conspiracy from the Crimson Crow (EV-SAGA-CROW). */

const neutralForce = (region: RegionId): Target => ({ kind: 'force', side: 'neutral', region });

const attackValue = (s: GameState, region: RegionId) =>
  combatValue(s, neutralForce(region), { attacking: true, bonus: 0 });

/**
 * EV-SAGA-CROW-3/6: the neutral force with the highest Combat Value takes an Assault action
 * (Q-ASSAULT-1: one EV-ASSAULT run). It is the strongest of all neutral forces, whether or not an
 * enemy stands within its reach. EV-SAGA-CROW-7, Q-CROW-3: the player to the right of the
 * initiative holder breaks a tie, at random in solo. Target ties (EV-SAGA-CROW-8) go to the same
 * player inside the Assault. Returns false while it waits for the tie to be broken.
 */
function strongestAssaults(s: GameState, rule: string, answer?: Choice): boolean {
  if (answer?.kind === 'target') {
    push(s, sagaAttack(answer.target, rule));
    return true;
  }
  const held = REGION_IDS.filter((r) => unitsIn(s, r, 'neutral') > 0);
  if (held.length === 0) return true;
  const best = Math.max(...held.map((r) => attackValue(s, r)));
  const tied = held.filter((r) => attackValue(s, r) === best);
  if (tied.length === 1) {
    push(s, sagaAttack(neutralForce(tied[0]), rule));
    return true;
  }
  const options = tied.map((from): Choice => ({
    kind: 'target',
    from,
    target: neutralForce(from),
  }));
  askSaga(s, 'saga-piece', 'EV-SAGA-CROW-7', options, { randomInSolo: true });
  return false;
}

export const crow: SagaModule<'crow'> = {
  /** EV-SAGA-CROW-1, Q-SETUP-3: every region that is no faction's starting region this game. */
  setup(s, f, answer) {
    const homes = new Set(s.seats.map((seat) => seat.home));
    const nonStarting = () => REGION_IDS.filter((r) => !homes.has(r));
    if (!placeNeutralUnits(s, f, 'setup', nonStarting, Infinity, 'EV-SAGA-CROW-1', answer)) return;
    pop(s);
  },

  stage(s, f, answer) {
    // EV-SAGA-CROW-4/5 (Stages II and III), Q-CROW-2: the Units come before Stage III's Assault.
    if (f.step === 'start' && f.stage >= 2) {
      const rule = f.stage === 2 ? 'EV-SAGA-CROW-4' : 'EV-SAGA-CROW-5';
      const where = () => regionsWhere(s, 'neutral-or-uncontrolled');
      if (!placeNeutralUnits(s, f, 'units', where, Infinity, rule, answer)) return;
      answer = undefined;
    }
    if (f.step === 'start') f.step = f.stage === 2 ? 'done' : 'assaults';
    // EV-SAGA-CROW-3/6 (Stages I and III).
    if (f.step === 'assaults') {
      const rule = f.stage === 1 ? 'EV-SAGA-CROW-3' : 'EV-SAGA-CROW-6';
      if (!strongestAssaults(s, rule, answer)) return;
      f.step = 'done';
      return;
    }
    pop(s);
  },

  /**
   * EV-SAGA-CROW-2, Q-CROW-1/4: every neutral force, attacking or defending, gains the Stage
   * (0 on ∞). A neutral Stronghold standing without neutral Units is not a force and gains nothing.
   */
  combatValue(s, t, _ctx, add) {
    if (t.kind !== 'force' || t.side !== 'neutral' || unitsIn(s, t.region, 'neutral') === 0) return;
    add(sagaName(s, 'crow'), sagaStage(s, 'crow'));
  },
};
