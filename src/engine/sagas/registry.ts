import type { CombatContext } from '../combatValue';
import type {
  Choice,
  GameState,
  RegionId,
  SagaFrame,
  SagaId,
  SeatId,
  Target,
  VaalaId,
} from '../types';

/**
 * One module per Saga (architecture.md §6): its setup, its Stage effects, the ∞ rules it triggers,
 * and the modifiers it applies to the base rules' named queries.
 */
export interface SagaModule {
  /** EV-SAGA-SETUP-5: run once, in setup order, after the base setup; may ask choices. */
  setup(s: GameState, f: SagaFrame, answer?: Choice): void;
  /** The Stage effect of `f.stage`; only that one resolves (EV-PREC-5). */
  stage(s: GameState, f: SagaFrame, answer?: Choice): void;
  /** A triggered ∞ rule (`f.trigger` names it). */
  trigger?(s: GameState, f: SagaFrame, answer?: Choice): void;
  combatValue?(s: GameState, t: Target, ctx: CombatContext, cv: number): number;
  vaalaCost?(s: GameState, seat: SeatId, card: VaalaId, cost: number): number;
  vaalaHandLimit?(s: GameState, seat: SeatId, limit: number): number;
  canCollectPower?(s: GameState, seat: SeatId, region: RegionId): boolean;
}

/** Sagas whose rules are complete; setup refuses the others with a clear message. */
export const PLAYABLE_SAGAS: SagaId[] = [];

/** Resolved at call time, so the modules may import the engine without an import cycle at load. */
export function sagaModule(id: SagaId): SagaModule {
  switch (id) {
    default:
      throw new Error(`the Saga ${id} is not playable yet`);
  }
}

/** The modules of the Sagas in play, in setup order (Q-PREC-1 orders simultaneous triggers). */
export function sagasInPlay(s: GameState): SagaModule[] {
  return s.sagas.map((saga) => sagaModule(saga.id));
}

export function sagaFrame(
  saga: SagaId,
  when: SagaFrame['when'],
  stage: SagaFrame['stage'] = 0,
  trigger: string | null = null,
): SagaFrame {
  return { kind: 'saga', saga, when, stage, trigger, step: 0, memo: {} };
}

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

export const inPlay = (s: GameState, id: SagaId) => s.sagas.some((saga) => saga.id === id);
