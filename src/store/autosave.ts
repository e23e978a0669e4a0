import type { GameStoreApi } from './gameStore';
import { AUTOSAVE_KEY, toSaveFile } from './saveFile';

/** The part of the Web Storage API the autosave needs (tests pass a Map-backed one). */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Restores the autosaved game, if any, by replay. A save that no longer loads is left in storage
 * and its reason shown, so nothing is lost silently.
 */
export function restoreAutosave(store: GameStoreApi, storage: SaveStorage): boolean {
  const text = storage.getItem(AUTOSAVE_KEY);
  if (!text) return false;
  if (store.getState().loadSave(text)) return true;
  const reason = store.getState().saveError;
  store.setState({ saveError: `The autosaved game could not be restored. ${reason ?? ''}`.trim() });
  return false;
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
        storage.setItem(AUTOSAVE_KEY, JSON.stringify(toSaveFile(now.setup, now.moves)));
    } catch {
      // Storage full or unavailable (private mode): the game goes on; export still works.
    }
  });
}
