// The look every screen shares first, so that each district's own CSS follows it in the cascade.
import './global.css';
import './app.css';
import { lazy, Suspense, useState } from 'react';
import type { GameStore, GameStoreApi } from '../../store';
import { browserStorage, readStored, SET_ASIDE_KEY, type SaveStorage } from '../../store/setAside';
import { DemoStorageProvider } from '../demos/DemoStorage';
import { defaultFacelessDelay } from '../table/facelessDelay';
import { Loading } from '../kit/Loading';
import { RecoveryScreen } from './RecoveryScreen';
import { RulesProvider } from '../rules/RulesContext';
import {
  TableScreen,
  useLocalGame,
  useStoreSlice,
  useTableStore,
  type TableStore,
} from './useTableStore';

// The start screen and the table each load as chunks of their own: the start screen does not wait
// for the rules engine, and a restored game does not wait for the new-game form.
const StartScreen = lazy(() =>
  import('../start/StartScreen').then((m) => ({ default: m.StartScreen })),
);

interface AppProps {
  /** A store to use (tests pass their own); by default the App makes one. */
  store?: GameStoreApi;
  /** Pause before each Faceless move; 250 ms, or none under reduced motion and in tests. */
  facelessDelayMs?: number;
  /** Where the autosave lives: the browser's localStorage by default, none with a test's own store. */
  storage?: SaveStorage | null;
}

/** What shows while a screen's code is still arriving. */
export function StartLoading() {
  return (
    <main className="start">
      <h1>Valerna Table</h1>
      <Loading />
    </main>
  );
}

export function App({ store, facelessDelayMs, storage }: AppProps) {
  const [saves] = useState(() =>
    storage === undefined ? (store ? null : browserStorage()) : storage,
  );
  const table = useTableStore(store, saves);
  const [delay] = useState(() => facelessDelayMs ?? defaultFacelessDelay());
  const { continueFrom } = useLocalGame(table.store);
  if (table.setAsideReason !== null)
    return (
      <RecoveryScreen
        heading="The autosaved game could not be restored"
        reason={table.setAsideReason}
        saved={readStored(saves, SET_ASIDE_KEY)}
        continueFrom={continueFrom}
        onContinue={() => {
          table.store?.getState().continuePrefix();
          table.clearSetAside();
        }}
        onNewGame={table.clearSetAside}
      />
    );
  if (table.restoring) return <StartLoading />;
  return (
    <RulesProvider>
      <DemoStorageProvider storage={saves}>
        <Screens table={table} facelessDelayMs={delay} saves={saves} />
      </DemoStorageProvider>
    </RulesProvider>
  );
}

const selectState = (store: GameStore) => store.state;

/** Start screen until a game is running, then the table. */
function Screens({
  table,
  facelessDelayMs,
  saves,
}: {
  table: TableStore;
  facelessDelayMs: number;
  saves: SaveStorage | null;
}) {
  const state = useStoreSlice(table.store, selectState, null);
  const [demosOpen, setDemosOpen] = useState(false);
  if (state && table.store)
    return (
      <Suspense fallback={<Loading />}>
        <TableScreen store={table.store} facelessDelayMs={facelessDelayMs} />
      </Suspense>
    );
  return (
    <Suspense fallback={<StartLoading />}>
      <StartScreen table={table} saves={saves} demosOpen={demosOpen} onDemosOpen={setDemosOpen} />
    </Suspense>
  );
}
