import { expect } from 'vitest';
import {
  contentFingerprint,
  dataFingerprint,
  fingerprint,
  type GameSetup,
  type GameState,
  type Move,
} from '../../src/engine';
import {
  AUTOSAVE_KEY,
  attachAutosave,
  createGameStore,
  type SaveFile,
  type SaveStorage,
} from '../../src/store';
import { ELYSE_SOLO_TABLE } from '../tables';

/**
 * The store tests' saves: a solo game a few moves in, storage in memory, saves in each format
 * version, and the check that a refused load harms neither the game nor its autosave.
 */
export const setup: GameSetup = { seed: 21, seats: ELYSE_SOLO_TABLE, initiative: 'allaria' };

export function memoryStorage(): SaveStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A version 1 save (no fingerprint): its moves are only checked by replay. */
export const unchecked = (s: GameSetup, moves: unknown[] = []) => ({
  app: 'valerna-table',
  version: 1,
  setup: s,
  moves,
});

/** A version 2 save, as tables wrote them before version 3: the whole final position's fingerprint. */
export const positionSave = (s: GameSetup, moves: Move[], state: GameState) => ({
  app: 'valerna-table',
  version: 2,
  setup: s,
  moves,
  fingerprint: fingerprint(state),
  content: { id: state.content.id, fingerprint: contentFingerprint(state.content) },
});

/**
 * A version 3 save whose fingerprint is made anew for what it holds now: as an earlier table
 * under other rules wrote it, or as someone who edited it with care would.
 */
export function resealed<T extends Omit<SaveFile, 'fingerprint'>>(save: T): T & SaveFile {
  const { rulesVersion, content, setup, moves, outcome } = save;
  const covered = JSON.parse(JSON.stringify({ rulesVersion, content, setup, moves, outcome }));
  return { ...save, fingerprint: dataFingerprint(covered) };
}

/** A game a few moves in: the human plans, the Faceless answer. */
export function playedStore(moves = 6) {
  const store = createGameStore();
  store.getState().startGame(setup);
  for (let i = 0; i < moves; i++) {
    const pending = store.getState().state!.pending!;
    if (pending.automaton) store.getState().advanceFaceless();
    else store.getState().choose(pending.options[0]);
  }
  return store;
}

/**
 * Loads `text` into a running game with an autosave, expects a refusal that changed neither,
 * and returns the refusal's words.
 */
export function refusedWithoutHarm(text: string): string {
  const storage = memoryStorage();
  const store = playedStore();
  attachAutosave(store, storage);
  store.getState().choose(store.getState().state!.pending!.options[0]);
  const before = store.getState();
  const autosave = storage.data.get(AUTOSAVE_KEY);
  expect(autosave).toBeDefined();

  expect(store.getState().loadSave(text)).toBe(false);

  expect(store.getState().state).toBe(before.state);
  expect(store.getState().moves).toBe(before.moves);
  expect(storage.data.get(AUTOSAVE_KEY)).toBe(autosave);
  const message = store.getState().saveError!;
  expect(message).not.toMatch(/undefined|Cannot read|RangeError|\n\s+at /);
  return message;
}
