import { afterEach, describe, expect, it } from 'vitest';
import { createGame, loadRulesFor, type GameSetup } from '../../src/engine';
import { rulesNeeded } from '../../src/engine/loadRules';
import { PLAYABLE_SAGAS } from '../../src/engine/playableSagas';
import { installedRules, installRules, sagaModule } from '../../src/engine/rules/apply';
import { HUMAN_TABLE } from './helpers';

const inForce = installedRules();
afterEach(() => installRules(inForce));

/** The rules in force, with the Crimson Crow's module behind a loader that has not run yet. */
function crowNotLoaded() {
  const crow = sagaModule('crow');
  let loads = 0;
  const load = () => {
    loads++;
    return Promise.resolve(crow);
  };
  installRules({ ...inForce, sagas: { ...inForce.sagas, crow: { load } } });
  return { loads: () => loads };
}

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

  it('EV-SAGA-SETUP-3: random Sagas need every Saga they may be drawn from; a position, the scenario reader', () => {
    const random = rulesNeeded({ seed: 1, seats: HUMAN_TABLE, sagas: 'random' });
    expect(random).toEqual({ sagas: PLAYABLE_SAGAS, scenario: false });
    const position = rulesNeeded({
      seed: 1,
      seats: HUMAN_TABLE,
      scenario: { sagas: [{ id: 'null', stage: 1, marker: 'ember' }] },
    });
    expect(position).toEqual({ sagas: ['null'], scenario: true });
  });
});
