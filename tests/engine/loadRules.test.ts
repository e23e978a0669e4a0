import { afterEach, describe, expect, it } from 'vitest';
import { createGame, loadRulesFor, type GameSetup, type SagaId } from '../../src/engine';
import { installedRules, installRules, sagaModule } from '../../src/engine/ruleHooks/apply';
import type { ModuleLoader } from '../../src/engine/ruleHooks/hooks';
import { playGame } from '../../scripts/autoplay';
import { HUMAN_TABLE } from '../tables';

const inForce = installedRules();
afterEach(() => installRules(inForce));

/** The rules in force, with these Sagas' modules behind loaders that have not run yet. */
function sagasNotLoaded(ids: SagaId[]) {
  let loads = 0;
  const sagas = { ...inForce.sagas };
  for (const id of ids) {
    const module = sagaModule(id);
    const load = () => {
      loads++;
      return Promise.resolve(module);
    };
    Object.assign(sagas, { [id]: { load } });
  }
  installRules({ ...inForce, sagas });
  return { loads: () => loads };
}

const crowNotLoaded = () => sagasNotLoaded(['crow']);

const WITH_CROW: GameSetup = { seed: 3, seats: HUMAN_TABLE, sagas: ['crow', 'zenith', 'kadmos'] };

describe('a game’s rules load with it (the app fetches only what a table plays)', () => {
  it('a game whose Saga has not loaded is refused with the reason, and starts once it has', async () => {
    const crow = crowNotLoaded();
    expect(() => createGame(WITH_CROW)).toThrow(
      'the rules of the Saga crow have not loaded: await loadRulesFor(setup) before the game starts',
    );
    await loadRulesFor(WITH_CROW);
    expect(crow.loads()).toBe(1);
    const created = createGame(WITH_CROW);
    expect(created.ok && created.state.options.sagas).toEqual(['crow', 'zenith', 'kadmos']);
    // Loaded once: a second game with the Crow asks for nothing more.
    await loadRulesFor(WITH_CROW);
    expect(crow.loads()).toBe(1);
  });

  it('a table without that Saga needs none of it', async () => {
    const crow = crowNotLoaded();
    const setup: GameSetup = { seed: 3, seats: HUMAN_TABLE, sagas: ['null', 'zenith', 'kadmos'] };
    await loadRulesFor(setup);
    expect(crow.loads()).toBe(0);
    expect(createGame(setup).ok).toBe(true);
    expect(createGame({ seed: 3, seats: HUMAN_TABLE }).ok).toBe(true);
  });

  it('EV-SAGA-SETUP-5: Sagas whose modules load after the rules were installed answer their own hooks', async () => {
    // Kadmos, the Null and Zenith each answer hooks no expansion module has (afterGlyph,
    // combatLimit, vaalaHandLimit…): a game's hooks must take them in although the install did not.
    const setup: GameSetup = { seed: 6, seats: HUMAN_TABLE, sagas: ['kadmos', 'null', 'zenith'] };
    const installedFirst = playGame(setup).state;
    sagasNotLoaded(['kadmos', 'null', 'zenith']);
    await loadRulesFor(setup);
    expect(playGame(setup).state).toEqual(installedFirst);
  });

  it('EV-EPIC-SETUP-4: a table with a seat played Epic needs the Epic boards; one without does not', async () => {
    const epic = inForce.modules.find((m) => m.id === 'epic') as ModuleLoader;
    const fresh: ModuleLoader = { ...epic, load: epic.load };
    installRules({ ...inForce, modules: inForce.modules.map((m) => (m === epic ? fresh : m)) });
    const plain: GameSetup = { seed: 4, seats: HUMAN_TABLE };
    expect(createGame(plain).ok).toBe(true);
    const withEpic: GameSetup = {
      ...plain,
      seats: HUMAN_TABLE.map((seat, i) => (i === 0 ? { ...seat, epic: true } : seat)),
    };
    expect(() => createGame(withEpic)).toThrow('the rules of epic have not loaded');
    await loadRulesFor(withEpic);
    const created = createGame(withEpic);
    expect(created.ok && created.state.seats.find((s) => s.epic)?.id).toBe(HUMAN_TABLE[0].faction);
  });
});
