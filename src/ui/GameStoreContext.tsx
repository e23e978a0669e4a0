import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { GameStore, GameStoreApi } from '../store';

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
