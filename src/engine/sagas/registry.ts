import type { CombatContext } from '../combatValue';
import { SAGAS, type Precedence } from '../content/sagas';
import { push } from '../frames';
import { wilderness } from './wilderness';
import type {
  Choice,
  CombatFrame,
  DenizenId,
  Frame,
  GameState,
  GlyphFrame,
  RegionId,
  SagaFrame,
  SagaId,
  SeatId,
  StackCard,
  StageFrame,
  Target,
  VaalaId,
} from '../types';
import { nullSaga } from './null';
import { relicsSaga } from './relics';
import { strongholdsSaga } from './strongholds';
import { crow } from './crow';
import { kadmos } from './kadmos';
import { returnOfTheDragonbonded } from './return';
import { weavers } from './weavers';
import { zenith } from './zenith';

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
  /** A cap on Combat Value, applied after every Saga's gains (Q-PREC-3, EV-SAGA-NULL-5). */
  combatLimit?(s: GameState, t: Target, ctx: CombatContext, cv: number): number;
  vaalaCost?(s: GameState, seat: SeatId, card: VaalaId, cost: number): number;
  vaalaHandLimit?(s: GameState, seat: SeatId, limit: number): number;
  canCollectPower?(s: GameState, seat: SeatId, region: RegionId): boolean;
  /** Clean-up: whether a lineup card stays instead of going back to the deck (EV-SAGA-RELIC-2). */
  keepsLineupCard?(s: GameState, denizen: DenizenId): boolean;
  /** Clean-up, after the new lineup is formed (EV-SAGA-WILD-4). */
  afterLineup?(s: GameState): void;
  // Triggered ∞ rules: each returns the frames to run right after the event (Q-PREC-2).
  /** After a stack card (an Event, or a player's turn) has resolved (EV-SAGA-KAD-4, EV-SAGA-RETURN-2). */
  afterCard?(s: GameState, card: StackCard): Frame[];
  /** After a Dragon or General retreated from `from` to `to` (EV-SAGA-RELIC-4). */
  afterRetreat?(s: GameState, seat: SeatId, from: RegionId, to: RegionId): Frame[];
  /** What moves along with a retreat, as part of it (EV-DDIAL-17); never waits (Q-PREC-2). */
  withRetreat?(s: GameState, seat: SeatId, from: RegionId, to: RegionId): Frame[];
  /** A combat has just been set up and not rolled yet (EV-DDIAL-5, EV-DDIAL-16). */
  beforeCombat?(s: GameState, combat: CombatFrame): Frame[];
  /** A Glyph has resolved, with everything it started (EV-DDIAL-18, EV-DDIAL-20). */
  afterGlyph?(s: GameState, glyph: GlyphFrame): Frame[];
  /** After a combat ended (EV-SAGA-NULL-6). */
  afterCombat?(s: GameState, combat: CombatFrame): Frame[];
}

export { PLAYABLE_SAGAS } from './playable';

/** Resolved at call time, so the modules may import the engine without an import cycle at load. */
export function sagaModule(id: SagaId): SagaModule {
  switch (id) {
    case 'wilderness':
      return wilderness;
    case 'strongholds':
      return strongholdsSaga;
    case 'crow':
      return crow;
    case 'kadmos':
      return kadmos;
    case 'return':
      return returnOfTheDragonbonded;
    case 'zenith':
      return zenith;
    case 'weavers':
      return weavers;
    case 'null':
      return nullSaga;
    case 'relics':
      return relicsSaga;
    default:
      throw new Error(`the Saga ${id} is not playable yet`);
  }
}

/** The modules of the Sagas in play, in setup order. */
export function sagasInPlay(s: GameState): SagaModule[] {
  return s.sagas.length === 0 ? [] : s.sagas.map((saga) => sagaModule(saga.id));
}

const PRECEDENCE_ORDER: Precedence[] = ['alpha', 'beta', 'omega'];
const precedenceOf = (id: SagaId) =>
  Math.min(...SAGAS[id].rules.map((r) => PRECEDENCE_ORDER.indexOf(r.precedence)));

/**
 * EV-PREC-7, Q-PREC-1: ∞ rules triggered by the same event resolve α, then β, then ⤋, and within
 * a class in setup order. Returns the frames in the order they must run.
 */
export function triggered(s: GameState, collect: (m: SagaModule) => Frame[] | undefined): Frame[] {
  const ordered = [...s.sagas].sort((a, b) => precedenceOf(a.id) - precedenceOf(b.id));
  return ordered.flatMap((saga) => collect(sagaModule(saga.id)) ?? []);
}

/**
 * Q-PREC-2: a triggered ∞ rule resolves right after the event that triggered it, except that a
 * Stage effect is never interrupted: the rules it triggers wait, in the order they fired, until it
 * has finished (sagas/stage.ts runs them). Steps that are part of the event itself (a bonded dial
 * retreating with its General, EV-DDIAL-17) are pushed directly, never through here.
 */
export function runTriggered(s: GameState, frames: Frame[]): void {
  if (frames.length === 0) return;
  const at = s.frames.findIndex((f) => f.kind === 'stage');
  if (at < 0) {
    push(s, ...frames);
    return;
  }
  const stage = s.frames[at] as StageFrame;
  // The Stage frame may still be shared with the previous state: replace it, never edit it.
  s.frames[at] = { ...stage, waiting: [...stage.waiting, ...frames] };
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
