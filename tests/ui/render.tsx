import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useStore } from 'zustand';
import { createGame, type GameSetup, type Scenario } from '../../src/engine';
import { createGameStore, type GameStoreApi } from '../../src/store';
import { localTable } from '../../src/store/localTable';
import { TableSourceProvider } from '../../src/ui/kit/tableSource';
import { NewGameForm } from '../../src/ui/start/NewGameForm';
import { ELYSE_HUMAN_TABLE } from '../tables';

/**
 * The component tests' table: a store with a game started (or at a scenario position), the table's
 * parts rendered on it, and the waits for what arrives later (a lazily loaded part, the panels
 * that follow a move one frame later).
 */

/** A store with a game already started (fails the test if the engine refuses the setup). */
export function storeWith(setup: Partial<GameSetup> = {}): GameStoreApi {
  const store = createGameStore();
  const full: GameSetup = { seed: 11, seats: ELYSE_HUMAN_TABLE, initiative: 'allaria', ...setup };
  if (!store.getState().startGame(full)) throw new Error(store.getState().error ?? 'refused');
  return store;
}

/** A store at a scenario position (docs/scenarios.md), all seats human unless told otherwise. */
export function scenarioStore(scenario: Scenario, setup: Partial<GameSetup> = {}): GameStoreApi {
  const check = createGame({
    seed: 1,
    seats: ELYSE_HUMAN_TABLE,
    initiative: 'allaria',
    ...setup,
    scenario,
  });
  if (!check.ok) throw new Error(check.error);
  return storeWith({ seed: 1, ...setup, scenario });
}

/** Renders `ui` on this device's game in `store`, as the App's table does. */
export function renderWithStore(ui: ReactElement, store: GameStoreApi) {
  return render(<TableSourceProvider source={localTable(store)}>{ui}</TableSourceProvider>);
}

/**
 * Parts of the table shown only at times arrive as chunks of their own (src/ui/kit/lazyPart.tsx)
 * the first time they show. A test file that also checks such a part does *not* show calls this
 * first (show it once, wait for it, clear the page): from then on it renders at once, so "not
 * shown" means the table chose not to show it, not that its code had not arrived.
 */
export async function loadLazyPart(show: () => void, shown: () => Promise<unknown>) {
  show();
  await shown();
  cleanup();
}

/** Renders the new-game form on a fresh store and records what it would start. */
export function renderNewGameForm(
  props: Omit<Parameters<typeof NewGameForm>[0], 'onStart' | 'error'> = {},
) {
  const store = createGameStore();
  const started: GameSetup[] = [];
  const start = (setup: GameSetup) => {
    started.push(setup);
    store.getState().startGame(setup);
  };
  function Form() {
    const error = useStore(store, (s) => s.error);
    return <NewGameForm {...props} error={error} onStart={start} />;
  }
  render(<Form />);
  return { store, started };
}

/**
 * Waits for the frame after a move: the panels that only report (log, player boards, stack,
 * lineup, Sagas) follow the store one painted frame later (src/ui/kit/afterPaint.ts).
 */
export async function afterThePanelsFollow() {
  await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
}
