import { lazy, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GameSetup } from '../../source/tableSource';
import type { GameStore, GameStoreApi } from '../../store';
import { AUTOSAVE_KEY, readStored, type SaveStorage } from '../../store/setAside';
import { defaultPace } from '../table/facelessDelay';

export type { SaveStorage } from '../../store/setAside';

/** The table's code, a chunk of its own (tableCode.tsx). */
const loadTableCode = () => import('./tableCode');

/** The table of a running game, which arrives with the table's code. */
export const TableScreen = lazy(() => loadTableCode().then((m) => ({ default: m.TableScreen })));

export interface TableStore {
  /** The game's store once the table's code is here; a store a test brings is there at once. */
  store: GameStoreApi | null;
  /** An autosave is waiting for the table's code to be restored. */
  restoring: boolean;
  /** Why the autosave did not load (it was set aside), until the person starts afresh. */
  setAsideReason: string | null;
  clearSetAside(): void;
  /**
   * Runs `act` on the store once it and the table's code are here (brought only once). Opening a
   * game is the store's `open`, which brings the rules the game needs first. Should `act` fail
   * (or the promise it returns), the error boundary says so, as when the table's code fails.
   */
  withStore(act: (store: GameStoreApi) => unknown): void;
}

/**
 * The store of the App's game, which comes with the table's code: at once when an autosave waits
 * or a test brings a store, otherwise when the start screen first needs it (a game starts, a save
 * or a demo opens). Making it restores the autosave and then keeps it, as the table always did.
 */
export function useTableStore(
  given: GameStoreApi | undefined,
  saves: SaveStorage | null,
): TableStore {
  const [store, setStore] = useState(given ?? null);
  const [restoring, setRestoring] = useState(() => readStored(saves, AUTOSAVE_KEY) !== null);
  const [setAsideReason, setSetAsideReason] = useState<string | null>(null);
  // The table's code could not arrive (offline before it was ever cached): the error boundary says so.
  const [failure, setFailure] = useState<Error | null>(null);
  const brought = useRef<Promise<GameStoreApi> | null>(null);
  const detach = useRef<(() => void) | null>(null);

  const withStore = useCallback(
    (act: (store: GameStoreApi) => unknown) => {
      brought.current ??= loadTableCode().then(async (code) => {
        const made = given ?? code.createGameStore();
        if (!given) made.getState().setPace(defaultPace());
        // The autosaved game comes back by replay, with its rules, before anything is autosaved again.
        const restored = saves ? await code.restoreAutosaveWithRules(made, saves) : null;
        if (saves) detach.current = code.attachAutosave(made, saves);
        setStore(made);
        if (restored?.kind === 'set-aside') setSetAsideReason(restored.reason);
        setRestoring(false);
        return made;
      });
      brought.current.then(act).catch((e: unknown) => {
        brought.current = null;
        setFailure(e instanceof Error ? e : new Error(String(e)));
      });
    },
    [given, saves],
  );

  // A game to restore, or a test's store, needs the table's code at once; otherwise the start
  // screen brings it when it first needs it.
  useEffect(() => {
    if (given || restoring) withStore(() => {});
  }, [given, restoring, withStore]);
  useEffect(() => () => detach.current?.(), []);

  if (failure) throw failure;
  return {
    store,
    restoring,
    setAsideReason,
    clearSetAside: () => setSetAsideReason(null),
    withStore,
  };
}

const noStore = () => () => {};

/** One slice of a store that may not be there yet (`none` until it is). */
export function useStoreSlice<T>(
  store: GameStoreApi | null,
  select: (store: GameStore) => T,
  none: T,
): T {
  return useSyncExternalStore(store?.subscribe ?? noStore, () =>
    store ? select(store.getState()) : none,
  );
}

const selectSetup = (store: GameStore) => store.setup;
const selectError = (store: GameStore) => store.error;
const selectSaveError = (store: GameStore) => store.saveError;
const selectSaveNote = (store: GameStore) => store.saveNote;
const selectContinueFrom = (store: GameStore) => store.savePrefix?.moves.length ?? null;

/** What the start screen shows of this device's game: none until the table's code is here. */
export interface LocalGame {
  /** The last table played here, which the new-game form offers again. */
  lastSetup: GameSetup | null;
  /** Why the last game could not start. */
  startError: string | null;
  /** Why the last save file was refused, or what to know about the one that loaded. */
  saveError: string | null;
  saveNote: string | null;
  /** The refused save's legal beginning, in moves (the store's `continuePrefix` opens it). */
  continueFrom: number | null;
}

/** The start screen's reading of this device's GameStore (the games it opens are local). */
export function useLocalGame(store: GameStoreApi | null): LocalGame {
  return {
    lastSetup: useStoreSlice(store, selectSetup, null),
    startError: useStoreSlice(store, selectError, null),
    saveError: useStoreSlice(store, selectSaveError, null),
    saveNote: useStoreSlice(store, selectSaveNote, null),
    continueFrom: useStoreSlice(store, selectContinueFrom, null),
  };
}
