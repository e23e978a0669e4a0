import { lazy, Suspense, useEffect, useState } from 'react';
import {
  attachAutosave,
  createGameStore,
  restoreAutosave,
  selectSetup,
  selectState,
  type GameStoreApi,
  type SaveStorage,
} from '../store';
import { DemoList } from './DemoList';
import { DemoStorageProvider } from './DemoShelf';
import { GameStoreProvider, useGame } from './GameStoreContext';
import { Loading } from './Loading';
import { LoadSave } from './LoadSave';
import { NewGameForm } from './NewGameForm';
import { RulesButton } from './RulesButton';
import { RulesProvider } from './RulesContext';
import { defaultFacelessDelay } from './useFacelessAutoplay';
import './styles.css';

// The table loads apart from the start screen, so the first page of the app stays light.
const loadGameScreen = () => import('./GameScreen');
const GameScreen = lazy(() => loadGameScreen().then((m) => ({ default: m.GameScreen })));

interface AppProps {
  /** A store to use (tests pass their own); by default the App makes one. */
  store?: GameStoreApi;
  /** Pause before each Faceless move; 250 ms, or none under reduced motion and in tests. */
  facelessDelayMs?: number;
  /** Where the autosave lives: the browser's localStorage by default, none with a test's own store. */
  storage?: SaveStorage | null;
}

function browserStorage(): SaveStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function App({ store, facelessDelayMs, storage }: AppProps) {
  const [saves] = useState(() =>
    storage === undefined ? (store ? null : browserStorage()) : storage,
  );
  const [ownStore] = useState(() => {
    const made = store ?? createGameStore();
    // The autosaved game comes back by replay when the page loads.
    if (saves) restoreAutosave(made, saves);
    return made;
  });
  const [delay] = useState(() => facelessDelayMs ?? defaultFacelessDelay());
  useEffect(() => (saves ? attachAutosave(ownStore, saves) : undefined), [ownStore, saves]);
  return (
    <GameStoreProvider store={ownStore}>
      <RulesProvider>
        <DemoStorageProvider storage={saves}>
          <Screens facelessDelayMs={delay} />
        </DemoStorageProvider>
      </RulesProvider>
    </GameStoreProvider>
  );
}

/** Start screen until a game is running, then the table. */
function Screens({ facelessDelayMs }: { facelessDelayMs: number }) {
  const state = useGame(selectState);
  const setup = useGame(selectSetup);
  // While people fill in the form, the table's code arrives, so Start game does not wait for it.
  useEffect(() => {
    if (!state) void loadGameScreen();
  }, [state]);
  if (state)
    return (
      <Suspense fallback={<Loading />}>
        <GameScreen facelessDelayMs={facelessDelayMs} />
      </Suspense>
    );
  return (
    <main className="start">
      <header className="start__header">
        <h1>Valerna Table</h1>
        <RulesButton />
      </header>
      <p className="start__intro">
        Dragonbond: Lords of Vaala at one table, hot-seat. The table does the bookkeeping; Faceless
        seats play themselves.
      </p>
      <NewGameForm initial={setup} />
      <section className="start__load" aria-labelledby="load-heading">
        <h2 id="load-heading">Saved game</h2>
        <p className="muted">Continue a game saved to a file.</p>
        <LoadSave label="Load a saved game" />
      </section>
      <DemoList />
    </main>
  );
}
