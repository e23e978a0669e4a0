import type { GameStoreApi } from './storeTypes';
import { toSaveFile } from './saveFile';
import { AUTOSAVE_KEY, readStored, setAside, type SaveStorage } from './setAside';

export type Restored =
  | { kind: 'none' }
  | { kind: 'restored' }
  /** The autosave was set aside; `reason` says why it did not load, in the person's words. */
  | { kind: 'set-aside'; reason: string };

/**
 * Restores the autosaved game, if any, by replay. One that no longer loads is not loaded: it is
 * set aside under SET_ASIDE_KEY and the table starts without a game. Never throws.
 */
export function restoreAutosave(store: GameStoreApi, storage: SaveStorage): Restored {
  const text = readStored(storage, AUTOSAVE_KEY);
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
