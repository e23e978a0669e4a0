/**
 * The composition root: the one file that knows every rule module. It installs them once, before
 * any rule runs; `index.ts` (the public API) imports it first. Base rule files reach the modules
 * only through the hooks of rules/hooks.ts, asked by the combinators of rules/apply.ts.
 */
import { bondedAbilities } from './bonded/abilities';
import { weepingMother } from './creatures/weepingMother';
import { epicBoards } from './epic/module';
import { fellKnight } from './fell/module';
import { BASE_FRAME_HANDLERS } from './resolver';
import { PLAYABLE_SAGAS } from './playableSagas';
import { installRules } from './rules/apply';
import type { FrameHandlers, Rules, SagaModule } from './rules/hooks';
import { crow } from './sagas/crow';
import { dragonDials } from './sagas/dragonDials';
import { kadmos } from './sagas/kadmos';
import { sagaMachinery } from './sagas/machinery';
import { nullSaga } from './sagas/null';
import { nullForce } from './sagas/nullForce';
import { relicsSaga, relicTokens } from './sagas/relics';
import { returnOfTheDragonbonded } from './sagas/return';
import { strongholdRings } from './sagas/strongholdRings';
import { strongholdsSaga } from './sagas/strongholds';
import { weavers } from './sagas/weavers';
import { wilderness } from './sagas/wilderness';
import { zenith } from './sagas/zenith';
import type { SagaId } from './types';

/** One module per Saga; the compiler checks that every Saga has one. */
export const SAGA_MODULES: Record<SagaId, SagaModule> = {
  kadmos,
  crow,
  relics: relicsSaga,
  return: returnOfTheDragonbonded,
  strongholds: strongholdsSaga,
  null: nullSaga,
  weavers,
  wilderness,
  zenith,
};

/**
 * The expansion modules in precedence order; the Sagas in play come after them, α, β, ⤋, then in
 * setup order. Where several answer one hook the order shows: bonded abilities before the Epic
 * boards (the parts of a Combat Value), Dragon dials before the Null (the order of targets),
 * dials, Strongholds, Relics, the Ally token (the order of a scenario's refusals).
 */
const EXPANSION_MODULES = [
  bondedAbilities,
  epicBoards,
  dragonDials,
  nullForce,
  strongholdRings,
  relicTokens,
  fellKnight,
  weepingMother,
  sagaMachinery,
];

const FRAME_HANDLERS: FrameHandlers = {
  ...BASE_FRAME_HANDLERS,
  ...sagaMachinery.frames,
  ...weepingMother.frames,
  ...fellKnight.frames,
};

export const DEFAULT_RULES: Rules = {
  modules: EXPANSION_MODULES,
  sagas: SAGA_MODULES,
  drawOrder: PLAYABLE_SAGAS,
  frames: FRAME_HANDLERS,
};

installRules(DEFAULT_RULES);
