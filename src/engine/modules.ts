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
import type { FrameHandlers, Rules } from './rules/hooks';
import { dragonDials } from './sagas/dragonDials';
import { sagaMachinery } from './sagas/machinery';
import { nullForce } from './sagas/nullForce';
import { relicTokens } from './sagas/relics';
import { strongholdRings } from './sagas/strongholdRings';

/**
 * One module per Saga, the compiler checks that every Saga has one. Each loads with the first
 * game that plays it (loadRulesFor), so its code is a part of its own in the app's build.
 */
export const SAGA_MODULES: Rules['sagas'] = {
  kadmos: { load: () => import('./sagas/kadmos').then((m) => m.kadmos) },
  crow: { load: () => import('./sagas/crow').then((m) => m.crow) },
  relics: { load: () => import('./sagas/relicsSaga').then((m) => m.relicsSaga) },
  return: { load: () => import('./sagas/return').then((m) => m.returnOfTheDragonbonded) },
  strongholds: { load: () => import('./sagas/strongholds').then((m) => m.strongholdsSaga) },
  null: { load: () => import('./sagas/null').then((m) => m.nullSaga) },
  weavers: { load: () => import('./sagas/weavers').then((m) => m.weavers) },
  wilderness: { load: () => import('./sagas/wilderness').then((m) => m.wilderness) },
  zenith: { load: () => import('./sagas/zenith').then((m) => m.zenith) },
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
