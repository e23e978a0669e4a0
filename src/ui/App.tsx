import { useState } from 'react';
import { createGameStore, selectSetup, selectState, type GameStoreApi } from '../store';
import { GameScreen } from './GameScreen';
import { GameStoreProvider, useGame } from './GameStoreContext';
import { NewGameForm } from './NewGameForm';
import { defaultFacelessDelay } from './useFacelessAutoplay';
import './styles.css';

interface AppProps {
  /** A store to use (tests pass their own); by default the App makes one. */
  store?: GameStoreApi;
  /** Pause before each Faceless move; 250 ms, or none under reduced motion and in tests. */
  facelessDelayMs?: number;
}

export function App({ store, facelessDelayMs }: AppProps) {
  const [ownStore] = useState(() => store ?? createGameStore());
  const [delay] = useState(() => facelessDelayMs ?? defaultFacelessDelay());
  return (
    <GameStoreProvider store={ownStore}>
      <Screens facelessDelayMs={delay} />
    </GameStoreProvider>
  );
}

/** Start screen until a game is running, then the table. */
function Screens({ facelessDelayMs }: { facelessDelayMs: number }) {
  const state = useGame(selectState);
  const setup = useGame(selectSetup);
  if (state) return <GameScreen facelessDelayMs={facelessDelayMs} />;
  return (
    <main className="start">
      <h1>Valerna Table</h1>
      <p className="start__intro">
        Dragonbond: Lords of Vaala at one table, hot-seat. The table does the bookkeeping; Faceless
        seats play themselves.
      </p>
      <NewGameForm initial={setup} />
    </main>
  );
}
