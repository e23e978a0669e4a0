import { installedRules, installRules, sagaInstalled, sagaLoaded } from './ruleHooks/apply';
import type { ModuleLoader } from './ruleHooks/hooks';
import { isLoader, loadedPart, loadParts, type Loader } from './ruleHooks/loaded';
import type { GameSetup, SagaId } from './types';

/**
 * The parts of the rules a game loads when it starts, so that a table fetches only the code of
 * what it plays: each Saga's module and the expansion modules its setup names (installed by
 * loaders, modules.ts), and the scenario reader that sets up a prepared position (only demos and
 * the games played on from them need it). The app awaits loadRulesFor(setup) before it creates or
 * replays a game; Node (tests, scripts) awaits loadAllRules() once. createGame refuses, with a
 * clear error, a game whose rules have not loaded.
 */

type ScenarioReader = typeof import('./scenario/scenario');
const SCENARIO_READER: Loader<ScenarioReader> = { load: () => import('./scenario/scenario') };

const moduleLoaders = (): ModuleLoader[] =>
  installedRules().modules.filter((m): m is ModuleLoader => isLoader(m));

/** The Sagas a setup can bring into play: its own, every one for a random draw, a position's. */
function sagasOf(setup: GameSetup): SagaId[] {
  const chosen = setup.sagas === 'random' ? installedRules().drawOrder : (setup.sagas ?? []);
  const placed = (setup.scenario?.sagas ?? []).map((saga) => saga.id);
  return [...new Set([...chosen, ...placed])].filter(sagaInstalled);
}

/** The expansion modules the game needs (once its Sagas are here: a Saga may bring one). */
const modulesOf = (setup: GameSetup, sagas: readonly SagaId[]): ModuleLoader[] =>
  moduleLoaders().filter((m) => setup.scenario !== undefined || m.neededBy(setup, sagas));

/** Loads the rules the game of `setup` needs. */
export async function loadRulesFor(setup: GameSetup): Promise<void> {
  const sagas = sagasOf(setup);
  const source = installedRules().sagas;
  await loadParts(sagas.map((id) => source[id]).filter(isLoader));
  const parts: Loader<unknown>[] = modulesOf(setup, sagas);
  if (setup.scenario) parts.push(SCENARIO_READER);
  // The modules just loaded join the hooks they answer, in their places.
  if (await loadParts(parts)) installRules(installedRules());
}

/** Loads every part of the rules: what Node does once, before it plays any game. */
export async function loadAllRules(): Promise<void> {
  const sagas = Object.values(installedRules().sagas).filter(isLoader);
  await loadParts([...sagas, ...moduleLoaders(), SCENARIO_READER]);
  installRules(installedRules());
}

/** Why the game of a checked setup cannot start yet: the rules it needs that have not loaded. */
export function rulesNotLoaded(setup: GameSetup): string | null {
  const sagas = sagasOf(setup);
  const missing = sagas.filter((id) => !sagaLoaded(id)).map((id) => `the Saga ${id}`);
  if (missing.length === 0) {
    missing.push(
      ...modulesOf(setup, sagas)
        .filter((m) => !loadedPart(m))
        .map((m) => m.id),
    );
    if (setup.scenario && !loadedPart(SCENARIO_READER)) missing.push('the scenario reader');
  }
  if (missing.length === 0) return null;
  return `the rules of ${missing.join(' and ')} have not loaded: await loadRulesFor(setup) before the game starts`;
}

/** The scenario reader, once loaded (createGame checks that it is). */
export function startScenario(...args: Parameters<ScenarioReader['startScenario']>) {
  const reader = loadedPart(SCENARIO_READER);
  if (!reader) throw new Error('the scenario reader has not loaded');
  return reader.startScenario(...args);
}
