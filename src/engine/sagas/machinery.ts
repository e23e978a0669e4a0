import { sagaModule } from '../ruleHooks/apply';
import type { RuleModule } from '../ruleHooks/hooks';
import type { Choice, GameState, SagaFrame, SagaId } from '../types';
import { runSagaAttack } from './assault';
import { placeStageCard, runStage } from './stage';

/**
 * The module's Saga machinery (EV-SAGA, EV-STAGE, EV-ASSAULT): Stage cards follow Events, Saga
 * frames run their Saga's module, Saga-caused attackers fight. Active while Sagas are in play.
 */

/** Runs a Saga frame by its Saga's module: its setup, its Stage effect or a triggered ∞ rule. */
export function runSaga(s: GameState, f: SagaFrame, answer?: Choice): void {
  const module = sagaModule(f.saga);
  if (f.when === 'setup') module.setup(s, f, answer);
  else if (f.when === 'stage') module.stage(s, f, answer);
  else module.trigger?.(s, f, answer);
}

/** The stage a Saga's marker shows: 0 on ∞ (Q-STAGE-3), or 0 when the Saga is not in play. */
export function sagaStage(s: GameState, id: SagaId): number {
  return s.sagas.find((saga) => saga.id === id)?.stage ?? 0;
}

export const inPlay = (s: GameState, id: SagaId) => s.options.sagas.includes(id);

/** A Saga's name as its card prints it: the label of the Combat Value parts it adds. */
export const sagaName = (s: GameState, id: SagaId) => s.content.sagas[id].name;

export const sagaMachinery = {
  id: 'sagas',
  active: (s) => s.options.sagas.length > 0,
  frames: { stage: runStage, saga: runSaga, 'saga-attack': runSagaAttack },
  afterEventCard: placeStageCard,
} satisfies RuleModule;
