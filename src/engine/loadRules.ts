import { installedRules, loadSagas, sagaInstalled, sagaLoaded } from './rules/apply';
import type { GameSetup, SagaId } from './types';

/**
 * The parts of the rules a game loads when it starts, so that a table fetches only the code of
 * what it plays: each Saga's module (installed by a loader, modules.ts) and the scenario reader
 * that sets up a prepared position (only demos and the games played on from them need it). The
 * app awaits loadRulesFor(setup) before it creates or replays a game; Node (tests, scripts)
 * awaits loadAllRules() once. createGame refuses, with a clear error, a game whose rules have not
 * loaded.
 */

type ScenarioReader = typeof import('./scenario');
let scenarioReader: ScenarioReader | null = null;

async function loadScenarioReader(): Promise<void> {
  scenarioReader ??= await import('./scenario');
}

/** What a setup's game needs beyond the base rules. */
export function rulesNeeded(setup: GameSetup): { sagas: SagaId[]; scenario: boolean } {
  const chosen = setup.sagas === 'random' ? installedRules().drawOrder : (setup.sagas ?? []);
  const placed = (setup.scenario?.sagas ?? []).map((saga) => saga.id);
  return { sagas: [...new Set([...chosen, ...placed])], scenario: setup.scenario !== undefined };
}

/** Loads the rules the game of `setup` needs (a Saga no module is installed for needs none). */
export async function loadRulesFor(setup: GameSetup): Promise<void> {
  const { sagas, scenario } = rulesNeeded(setup);
  await Promise.all([loadSagas(sagas), scenario ? loadScenarioReader() : null]);
}

/** Loads every part of the rules: what Node does once, before it plays any game. */
export async function loadAllRules(): Promise<void> {
  await Promise.all([
    loadSagas(Object.keys(installedRules().sagas) as SagaId[]),
    loadScenarioReader(),
  ]);
}

/** Why the game of a checked setup cannot start yet: the rules it needs that have not loaded. */
export function rulesNotLoaded(setup: GameSetup): string | null {
  const { sagas, scenario } = rulesNeeded(setup);
  const missing = [
    ...sagas.filter((id) => sagaInstalled(id) && !sagaLoaded(id)).map((id) => `the Saga ${id}`),
    ...(scenario && !scenarioReader ? ['the scenario reader'] : []),
  ];
  if (missing.length === 0) return null;
  return `the rules of ${missing.join(' and ')} have not loaded: await loadRulesFor(setup) before the game starts`;
}

/** The scenario reader, once loaded (createGame checks that it is). */
export function startScenario(...args: Parameters<ScenarioReader['startScenario']>) {
  if (!scenarioReader) throw new Error('the scenario reader has not loaded');
  return scenarioReader.startScenario(...args);
}
