import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useStore } from 'zustand';
import type { GameStore, GameStoreApi } from '../../store';
import { afterNextPaint } from './afterPaint';

/** Components reach the store through this context, so each App (and each test) owns its store. */
const GameStoreContext = createContext<GameStoreApi | null>(null);

export function GameStoreProvider({
  store,
  children,
}: {
  store: GameStoreApi;
  children: ReactNode;
}) {
  return <GameStoreContext.Provider value={store}>{children}</GameStoreContext.Provider>;
}

export function useGameStoreApi(): GameStoreApi {
  const store = useContext(GameStoreContext);
  if (!store) throw new Error('useGame needs a <GameStoreProvider> above it');
  return store;
}

/** Reads one slice of the store; the component re-renders when that slice changes. */
export function useGame<T>(selector: (store: GameStore) => T): T {
  return useStore(useGameStoreApi(), selector);
}

/**
 * Like useGame, for a panel that only reports (README "What a click draws first"): it shows the
 * store as it is one painted frame after each change, so the click's own frame draws only what
 * answers it. It subscribes itself rather than through useSyncExternalStore, whose updates React
 * always draws at once.
 */
export function useGameFollowing<T>(selector: (store: GameStore) => T): T {
  const api = useGameStoreApi();
  const [shown, setShown] = useState(() => selector(api.getState()));
  useEffect(() => {
    let cancel = () => {};
    const follow = () => {
      cancel();
      cancel = afterNextPaint(() =>
        startTransition(() => setShown(() => selector(api.getState()))),
      );
    };
    // The store may have changed between the first render and this subscription.
    follow();
    const unsubscribe = api.subscribe(follow);
    return () => {
      unsubscribe();
      cancel();
    };
  }, [api, selector]);
  return shown;
}
