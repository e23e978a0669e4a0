import { unitsIn } from '../board';
import { landDistance, flightDistance } from '../distances';
import { REGION_IDS } from '../content/ids';
import { pop, sagaFrame } from '../frames';
import { isDragonbondEvent } from '../setup';
import { logEvent } from '../log';
import { regionsWhere } from '../placement';
import { placeInRegion } from '../power';
import type { Choice, GameState, RegionId, SagaFrameOf } from '../types';
import { askSaga } from './chooser';
import { placeNeutralUnits } from './neutralPlacement';
import type { SagaModule } from '../ruleHooks/hooks';
import { mutRegion } from '../draft';

/** The Return of the Dragonbonded (EV-SAGA-RETURN). */

/**
 * Challenging solo (EV-CHOICE-9): a Power token helps the human least where it lies farthest
 * from their miniature (a Dragon counts flights, a General marches).
 */
function distanceHarm(s: GameState, regions: RegionId[]): number[] {
  const human = s.seats.find((seat) => seat.controller === 'human');
  if (!human) return regions.map(() => 0);
  const table = human.role === 'dragon' ? flightDistance(s) : landDistance(s);
  return regions.map((r) => table[human.location][r]);
}

/**
 * EV-SAGA-RETURN-4: 1 Power token in any one neutral region without Power tokens, picked by the
 * EV-CHOICE chooser. Q-RETURN-3: read after the Unit of EV-SAGA-RETURN-3 was placed.
 */
function placeStageOnePower(s: GameState, answer?: Choice): boolean {
  if (answer?.kind === 'region') {
    placeInRegion(s, answer.region, 1);
    logEvent(s, {
      kind: 'saga-power-placed',
      seat: null,
      saga: 'return',
      region: answer.region,
      count: 1,
    });
    return true;
  }
  const open = regionsWhere(s, 'neutral').filter((r) => s.regions[r].power === 0);
  if (open.length === 0 || s.supply.power === 0) return true;
  const options = open.map((region): Choice => ({ kind: 'region', region }));
  askSaga(s, 'saga-region', 'EV-SAGA-RETURN-4', options, { harm: distanceHarm(s, open) });
  return false;
}

/** EV-SAGA-RETURN-5/7: every region holding `atLeast` Power tokens returns them to the supply (Q-PREC-5). */
function purgePower(s: GameState, atLeast: number): void {
  for (const region of REGION_IDS) {
    const power = s.regions[region].power;
    if (power < atLeast) continue;
    mutRegion(s, region).power = 0;
    s.supply.power += power;
    logEvent(s, { kind: 'saga-power-removed', seat: null, saga: 'return', region, count: power });
  }
}

export const returnOfTheDragonbonded: SagaModule<'return'> = {
  /**
   * EV-SAGA-RETURN-1, Q-RETURN-1 (docs/rulings.md): the "additional" Unit joins the neutral Unit
   * a region bordering a mountain already holds (RB-10), so a starting region or one holding
   * player Units gets none.
   */
  setup(s, f, answer) {
    const where = () =>
      regionsWhere(s, 'mountain-adjacent').filter((r) => unitsIn(s, r, 'neutral') > 0);
    if (!placeNeutralUnits(s, f, 'setup', where, Infinity, 'EV-SAGA-RETURN-1', answer)) return;
    pop(s);
  },

  stage(s, f, answer) {
    if (f.stage === 1) return stageOne(s, f, answer);
    // EV-SAGA-RETURN-5…8: the purge, then 1 Unit in each of 2 different uncontrolled regions,
    // picked by the chooser when there are more, in all of them when fewer (Q-RETURN-2).
    const stage = f.stage as 2 | 3;
    if (f.step === 'start') {
      purgePower(s, s.content.sagaNumbers.returnPurgeAt[stage]);
      f.step = 'units';
    }
    const rule = stage === 2 ? 'EV-SAGA-RETURN-6' : 'EV-SAGA-RETURN-8';
    const where = () => regionsWhere(s, 'uncontrolled');
    if (
      !placeNeutralUnits(
        s,
        f,
        'units',
        where,
        s.content.sagaNumbers.returnStageRegions,
        rule,
        answer,
      )
    )
      return;
    pop(s);
  },

  /** EV-SAGA-RETURN-2: 1 neutral Unit in each neutral or uncontrolled region. */
  trigger(s, f, answer) {
    const where = () => regionsWhere(s, 'neutral-or-uncontrolled');
    if (!placeNeutralUnits(s, f, 'units', where, Infinity, 'EV-SAGA-RETURN-2', answer)) return;
    pop(s);
  },

  /**
   * Q-RETURN-4: every time the Dragonbond Event card has resolved, bond or no bond. The fully
   * competitive game has no such card (EV-NOFACE-3), so this never fires there.
   */
  afterCard(s, card) {
    if (card.kind !== 'event' || !isDragonbondEvent(s.content, card.event)) return [];
    return [sagaFrame('return', 'trigger', 0, 'dragonbond')];
  },
};

/** EV-SAGA-RETURN-3/4, Q-RETURN-3: the Unit first, then the Power token. */
function stageOne(s: GameState, f: SagaFrameOf<'return'>, answer?: Choice): void {
  if (f.step === 'start') {
    const where = () => regionsWhere(s, 'neutral-or-uncontrolled');
    if (!placeNeutralUnits(s, f, 'units', where, 1, 'EV-SAGA-RETURN-3', answer)) return;
    f.step = 'power';
    answer = undefined;
  }
  if (!placeStageOnePower(s, answer)) return;
  pop(s);
}
