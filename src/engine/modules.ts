/**
 * The composition root: the one file that knows every rule module. It installs them once, before
 * any rule runs; `index.ts` (the public API) imports it first. Base rule files reach the modules
 * only through the hooks of ruleHooks/hooks.ts, asked by the combinators of ruleHooks/apply.ts.
 */
import { bondedAbilities } from './bonded/abilities';
import { BASE_FRAME_HANDLERS } from './resolver';
import { PLAYABLE_SAGAS } from './playableSagas';
import { installRules, sagaModule } from './ruleHooks/apply';
import type { ModuleLoader, Rules } from './ruleHooks/hooks';
import type { SagaId } from './types';

/**
 * One module per Saga, the compiler checks that every Saga has one. Each loads with the first
 * game that plays it (loadRulesFor), so its code is a part of its own in the app's build.
 */
const SAGA_MODULES: Rules['sagas'] = {
  kadmos: { load: () => import('./sagas/kadmos/kadmos').then((m) => m.kadmos) },
  crow: { load: () => import('./sagas/crow').then((m) => m.crow) },
  relics: { load: () => import('./sagas/relics/relicsSaga').then((m) => m.relicsSaga) },
  return: { load: () => import('./sagas/return').then((m) => m.returnOfTheDragonbonded) },
  strongholds: {
    load: () => import('./sagas/strongholds/strongholds').then((m) => m.strongholdsSaga),
  },
  null: { load: () => import('./sagas/null/null').then((m) => m.nullSaga) },
  weavers: { load: () => import('./sagas/weavers').then((m) => m.weavers) },
  wilderness: { load: () => import('./sagas/wilderness').then((m) => m.wilderness) },
  zenith: { load: () => import('./sagas/zenith').then((m) => m.zenith) },
};

/** EV-SAGA, EV-STAGE, EV-ASSAULT: the Saga machinery (Stage cards, Saga frames, Saga attacks). */
const sagaMachinery: ModuleLoader = {
  id: 'sagas',
  load: () => import('./sagas/machinery').then((m) => m.sagaMachinery),
  neededBy: (_setup, sagas) => sagas.length > 0,
  active: (s) => s.options.sagas.length > 0,
};

/** An expansion module a Saga brings: it loads with a game that can play that Saga. */
const withSaga = (id: string, saga: SagaId, load: ModuleLoader['load']): ModuleLoader => ({
  id,
  load,
  neededBy: (_setup, sagas) => sagas.includes(saga),
  active: (s) => s.options.sagas.includes(saga),
});

/** EV-EPIC-SETUP-4: the Epic boards, for a table with a seat played Epic. */
const epicBoards: ModuleLoader = {
  id: 'epic',
  load: () => import('./epic/module').then((m) => m.epicBoards),
  neededBy: (setup) => setup.seats.some((seat) => seat.epic),
  active: (s) => s.seats.some((seat) => seat.epic !== null),
};

/** EV-CHAR-6…12: the Fell Knight and his Ally token, for a table that seats Aellas. */
const fellKnight: ModuleLoader = {
  id: 'fell-knight',
  load: () => import('./fell/module').then((m) => m.fellKnight),
  neededBy: (setup) =>
    setup.seats.some((seat) => seat.faction === 'fell' || seat.character === 'aellas'),
  active: (s) => s.ally !== null,
};

/** EV-WEEP-2, EV-SAGA-WILD-1: the Weeping Mother, asked for or brought by a Saga. */
const weepingMother: ModuleLoader = {
  id: 'weeping-mother',
  load: () => import('./creatures/weepingMother').then((m) => m.weepingMother),
  neededBy: (setup, sagas) =>
    setup.weepingMother === true || sagas.some((id) => sagaModule(id).withWeepingMother),
  active: (s) => s.options.weepingMother,
};

/**
 * The expansion modules in precedence order; the Sagas in play come after them, α, β, ⤋, then in
 * setup order. Where several answer one hook the order shows: bonded abilities before the Epic
 * boards (the parts of a Combat Value), Dragon dials before the Null (the order of targets),
 * dials, Strongholds, Relics, the Ally token (the order of a scenario's refusals). All but the
 * bonded abilities load with the first game that needs them.
 */
const EXPANSION_MODULES: Rules['modules'] = [
  bondedAbilities,
  epicBoards,
  withSaga('dragon-dials', 'kadmos', () =>
    import('./sagas/kadmos/dragonDials').then((m) => m.dragonDials),
  ),
  withSaga('null-force', 'null', () => import('./sagas/null/nullForce').then((m) => m.nullForce)),
  withSaga('strongholds', 'strongholds', () =>
    import('./sagas/strongholds/strongholdRings').then((m) => m.strongholdRings),
  ),
  withSaga('relics', 'relics', () =>
    import('./sagas/relics/relicTokens').then((m) => m.relicTokens),
  ),
  fellKnight,
  weepingMother,
  sagaMachinery,
];

export const DEFAULT_RULES: Rules = {
  modules: EXPANSION_MODULES,
  sagas: SAGA_MODULES,
  drawOrder: PLAYABLE_SAGAS,
  frames: BASE_FRAME_HANDLERS,
};

installRules(DEFAULT_RULES);
