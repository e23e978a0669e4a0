import type { GameStoreApi } from './storeTypes';
import { toSaveFile } from './saveFile';
import { AUTOSAVE_KEY, readStored, setAside, type SaveStorage } from './setAside';

export type Restored =
  | { kind: 'none' }
  | { kind: 'restored' }
  /** The autosave was set aside; `reason` says why it did not load, in the person's words. */
  | { kind: 'set-aside'; reason: string };

/**
 * What became of the autosave `text` once the store tried it (`refused`: why it did not load, or
 * null). One that does not load is set aside under SET_ASIDE_KEY and the table starts without a
 * game. When its moves stop at one the rules no longer allow (the table was updated mid-game),
 * the store keeps their legal beginning in `savePrefix`, which `continuePrefix` opens. A note that
 * the game stands elsewhere than when it was saved stays for the table to show.
 */
function settle(
  store: GameStoreApi,
  storage: SaveStorage,
  text: string,
  refused: string | null,
): Restored {
  if (refused === null) return { kind: 'restored' };
  store.setState({ saveError: null });
  setAside(storage, text);
  return { kind: 'set-aside', reason: refused };
}

/**
 * Restores the autosaved game, if any, by replay, its rules already loaded (scripts and tests
 * load every rule). Never throws.
 */
export function restoreAutosave(store: GameStoreApi, storage: SaveStorage): Restored {
  const text = readStored(storage, AUTOSAVE_KEY);
  if (!text) return { kind: 'none' };
  const loaded = store.getState().loadSave(text, 'autosave');
  return settle(
    store,
    storage,
    text,
    loaded ? null : (store.getState().saveError ?? 'It could not be read.'),
  );
}

/** Restores the autosaved game as the store opens any save: the rules it needs first. */
export async function restoreAutosaveWithRules(
  store: GameStoreApi,
  storage: SaveStorage,
): Promise<Restored> {
  const text = readStored(storage, AUTOSAVE_KEY);
  if (!text) return { kind: 'none' };
  return settle(
    store,
    storage,
    text,
    await store.getState().open({ save: text, from: 'autosave' }),
  );
}

/**
 * When the autosave is written: after the frame that shows a move, when the browser is idle, so
 * that a click never waits for the save's fingerprint, text and storage write; and at once when
 * the page is hidden or left, so that a reload or a closed tab loses nothing (only a crash within
 * the idle callback's second can lose the moves since the last write).
 */
export interface AutosaveTiming {
  /** Runs `write` later. */
  later(write: () => void): void;
  /** Calls `flush` when the page is hidden or left; returns how to stop. */
  onLeave(flush: () => void): () => void;
}

const idle = globalThis as {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
};

/** In the browser: idle callbacks within a second, flushed on pagehide and when hidden. */
export const BROWSER_TIMING: AutosaveTiming = {
  later(write) {
    // Where the browser has no idle callbacks (or outside one), the save is written at once.
    if (idle.requestIdleCallback) idle.requestIdleCallback(write, { timeout: 1000 });
    else write();
  },
  onLeave(flush) {
    if (typeof document === 'undefined') return () => {};
    const hidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  },
};

/**
 * Writes setup + moves after every move; forgets the game when it is left; skips demos. Returns the
 * unsubscribe function, which writes what is still to be written. Refused loads change neither
 * the game nor the autosave.
 */
export function attachAutosave(
  store: GameStoreApi,
  storage: SaveStorage,
  timing: AutosaveTiming = BROWSER_TIMING,
): () => void {
  // The write still to do (the latest position), and whether a later flush is asked for.
  let pending: (() => void) | null = null;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const write = pending;
    pending = null;
    try {
      write?.();
    } catch {
      // Storage full or unavailable (private mode): the game goes on; export still works.
    }
  };
  const unsubscribe = store.subscribe((now, before) => {
    // A demo is not a game until "Play from here": then its position is saved at once.
    if (now.demo) return;
    if (now.state === before.state && !before.demo) return;
    const { setup, moves, state } = now;
    if (!state) {
      pending = () => storage.removeItem(AUTOSAVE_KEY);
      return flush();
    }
    if (!setup) return;
    pending = () => storage.setItem(AUTOSAVE_KEY, JSON.stringify(toSaveFile(setup, moves, state)));
    if (scheduled) return;
    scheduled = true;
    timing.later(flush);
  });
  const stopListening = timing.onLeave(flush);
  return () => {
    unsubscribe();
    stopListening();
    flush();
  };
}
