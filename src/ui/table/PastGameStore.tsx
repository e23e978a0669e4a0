import { useMemo, type ReactNode } from 'react';
import { createGameStore, selectHistory, selectSetup } from '../../store';
import { GameStoreProvider, useGame } from '../kit/GameStoreContext';

/**
 * For the move to the table source only: the panels inside the replay that still read the
 * GameStore (the map, the player strips) get a store holding the past position, the waiting
 * decision left out. Every panel that reads the table source draws the replay's `past` frame
 * instead; once none reads the GameStore, this file and its one use in ReplayScreen go.
 */
export function PastGameStore({ at, children }: { at: number; children: ReactNode }) {
  const history = useGame(selectHistory);
  const setup = useGame(selectSetup);
  const shown = history[at];
  const store = useMemo(() => {
    const past = createGameStore();
    past.setState({ setup, state: shown ? { ...shown, pending: null } : null });
    return past;
  }, [setup, shown]);
  return <GameStoreProvider store={store}>{children}</GameStoreProvider>;
}
