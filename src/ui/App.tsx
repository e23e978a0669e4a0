import { lazy, Suspense, useEffect, useState } from 'react';
import {
  attachAutosave,
  browserStorage,
  createGameStore,
  readStored,
  restoreAutosave,
  selectSetup,
  selectState,
  SET_ASIDE_KEY,
  type GameStoreApi,
  type Restored,
  type SaveStorage,
} from '../store';
import { DemoList } from './DemoList';
import { DemoStorageProvider } from './DemoShelf';
import { GameStoreProvider, useGame } from './GameStoreContext';
import { Loading } from './Loading';
import { LoadSave } from './LoadSave';
import { NewGameForm } from './NewGameForm';
import { QuickPlay } from './QuickPlay';
import { RecoveryScreen } from './RecoveryScreen';
import { RulesButton } from './RulesButton';
import { RulesProvider } from './RulesContext';
import { SetAsideNotice } from './SetAsideNotice';
import { defaultFacelessDelay, defaultPace } from './useFacelessAutoplay';
import './styles.css';

// The table loads apart from the start screen, so the first page of the app stays light.
const loadGameScreen = () => import('./GameScreen');
const GameScreen = lazy(() => loadGameScreen().then((m) => ({ default: m.GameScreen })));

interface AppProps {
  /** A store to use (tests pass their own); by default the App makes one. */
  store?: GameStoreApi;
  /** Pause before each Faceless move at the normal pace; 900 ms, none in tests. */
  facelessDelayMs?: number;
  /** Where the autosave lives: the browser's localStorage by default, none with a test's own store. */
  storage?: SaveStorage | null;
}

export function App({ store, facelessDelayMs, storage }: AppProps) {
  const [saves] = useState(() =>
    storage === undefined ? (store ? null : browserStorage()) : storage,
  );
  const [{ ownStore, restored }] = useState(() => {
    const made = store ?? createGameStore();
    if (!store) made.getState().setPace(defaultPace());
    // The autosaved game comes back by replay when the page loads.
    const outcome: Restored = saves ? restoreAutosave(made, saves) : { kind: 'none' };
    return { ownStore: made, restored: outcome };
  });
  const [setAsideReason, setSetAsideReason] = useState(
    restored.kind === 'set-aside' ? restored.reason : null,
  );
  const [delay] = useState(() => facelessDelayMs ?? defaultFacelessDelay());
  useEffect(() => (saves ? attachAutosave(ownStore, saves) : undefined), [ownStore, saves]);
  if (setAsideReason !== null)
    return (
      <RecoveryScreen
        heading="The autosaved game could not be restored"
        reason={setAsideReason}
        saved={readStored(saves, SET_ASIDE_KEY)}
        onNewGame={() => setSetAsideReason(null)}
      />
    );
  return (
    <GameStoreProvider store={ownStore}>
      <RulesProvider>
        <DemoStorageProvider storage={saves}>
          <Screens facelessDelayMs={delay} saves={saves} />
        </DemoStorageProvider>
      </RulesProvider>
    </GameStoreProvider>
  );
}

/** Start screen until a game is running, then the table. */
function Screens({
  facelessDelayMs,
  saves,
}: {
  facelessDelayMs: number;
  saves: SaveStorage | null;
}) {
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
      <QuickPlay />
      <NewGameForm initial={setup} />
      <section className="start__load" aria-labelledby="load-heading">
        <h2 id="load-heading">Saved game</h2>
        <p className="muted">Continue a game saved to a file.</p>
        <LoadSave label="Load a saved game" />
        <SetAsideNotice storage={saves} />
      </section>
      <DemoList />
    </main>
  );
}
