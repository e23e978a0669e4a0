/**
 * Where the game lives in the browser's storage, and the autosave set aside when it could not be
 * restored. This module imports nothing else, so the app's first chunk (the error screen, main.tsx)
 * can reach the autosave without loading the rules engine.
 */
export const AUTOSAVE_KEY = 'valerna-table:autosave';
/**
 * An autosave that could not be restored, or that the table failed on, is moved here: neither lost
 * nor loaded again at every start. The person can export it (to keep it, or for a bug report).
 */
export const SET_ASIDE_KEY = 'valerna-table:autosave-set-aside';

/** The part of the Web Storage API the autosave needs (tests pass a Map-backed one). */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where there is none or it is switched off. */
export function browserStorage(): SaveStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** A stored text, or null; storage that throws (switched off) reads as empty. */
export function readStored(storage: SaveStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Moves `text` (the autosave) under SET_ASIDE_KEY; if storage refuses, it stays where it was. */
export function setAside(storage: SaveStorage, text: string): void {
  try {
    storage.setItem(SET_ASIDE_KEY, text);
    storage.removeItem(AUTOSAVE_KEY);
  } catch {
    // Storage full or switched off: the autosave stays under its own key, which loses nothing.
  }
}

export function forgetSetAside(storage: SaveStorage): void {
  try {
    storage.removeItem(SET_ASIDE_KEY);
  } catch {
    // Storage switched off: nothing to forget.
  }
}
