import type { GameStoreApi } from './gameStore';
import { AUTOSAVE_KEY, toSaveFile } from './saveFile';

/** The part of the Web Storage API the autosave needs (tests pass a Map-backed one). */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * An autosave that could not be restored is moved here, so it is neither lost nor loaded again at
 * every start: the person can export it (for a bug report, or to load it by hand later).
 */
export const SET_ASIDE_KEY = 'valerna-table:autosave-set-aside';

export type Restored =
  | { kind: 'none' }
  | { kind: 'restored' }
  /** The autosave was set aside; `reason` says why it did not load, in the person's words. */
  | { kind: 'set-aside'; reason: string };

function read(storage: SaveStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null; // Storage switched off: there is nothing to restore.
  }
}

/**
 * Restores the autosaved game, if any, by replay. One that no longer loads is not loaded: it is
 * set aside under SET_ASIDE_KEY and the table starts without a game. Never throws.
 */
export function restoreAutosave(store: GameStoreApi, storage: SaveStorage): Restored {
  const text = read(storage, AUTOSAVE_KEY);
  if (!text) return { kind: 'none' };
  if (store.getState().loadSave(text)) {
    // The table wrote this save itself; a version 1 note is for files people bring.
    store.setState({ saveNote: null });
    return { kind: 'restored' };
  }
  const reason = store.getState().saveError ?? 'It could not be read.';
  store.setState({ saveError: null });
  setAside(storage, text);
  return { kind: 'set-aside', reason };
}

/** Moves `text` (the autosave) to SET_ASIDE_KEY; if storage refuses, it stays where it was. */
export function setAside(storage: SaveStorage, text: string): void {
  try {
    storage.setItem(SET_ASIDE_KEY, text);
    storage.removeItem(AUTOSAVE_KEY);
  } catch {
    // Storage full or switched off: the autosave stays under its own key, which loses nothing.
  }
}

/** The autosave that was set aside, if any (to export it). */
export const setAsideSave = (storage: SaveStorage): string | null => read(storage, SET_ASIDE_KEY);

export function forgetSetAside(storage: SaveStorage): void {
  try {
    storage.removeItem(SET_ASIDE_KEY);
  } catch {
    // Storage switched off: nothing to forget.
  }
}

/**
 * Writes setup + moves after every move; forgets the game when it is left; skips demos. Returns the
 * unsubscribe function. Refused loads change neither the game nor the autosave.
 */
export function attachAutosave(store: GameStoreApi, storage: SaveStorage): () => void {
  return store.subscribe((now, before) => {
    // A demo is not a game until "Play from here": then its position is saved at once.
    if (now.demo) return;
    if (now.state === before.state && !before.demo) return;
    try {
      if (!now.state) storage.removeItem(AUTOSAVE_KEY);
      else if (now.setup)
        storage.setItem(AUTOSAVE_KEY, JSON.stringify(toSaveFile(now.setup, now.moves, now.state)));
    } catch {
      // Storage full or unavailable (private mode): the game goes on; export still works.
    }
  });
}
