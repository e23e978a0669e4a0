import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useStore } from 'zustand';
import type { TableActions, TableFrame, TableSource } from '../../source/tableSource';
import { afterNextPaint } from './afterPaint';

/**
 * The table source the screens draw from (src/source/tableSource.ts): this device's game, a
 * table server, a recorded game in a test, or one past position in the replay. Components read a
 * frame's parts by selector and send actions; they never reach the game behind it.
 */
const TableSourceContext = createContext<TableSource | null>(null);

export function TableSourceProvider({
  source,
  children,
}: {
  source: TableSource;
  children: ReactNode;
}) {
  return <TableSourceContext.Provider value={source}>{children}</TableSourceContext.Provider>;
}

function useTableSource(): TableSource {
  const source = useContext(TableSourceContext);
  if (!source) throw new Error('useTable needs a <TableSourceProvider> above it');
  return source;
}

/** Reads one part of the frame; the component draws again when that part changes. */
export function useTable<T>(selector: (frame: TableFrame) => T): T {
  return useStore(useTableSource().frames, selector);
}

/** What the UI may ask of the table: choose, undo, replay, files, leave… */
export function useGameActions(): TableActions {
  return useTableSource().actions;
}

/**
 * Like useTable, for a panel that only reports (docs/architecture.md "What a click draws first"):
 * it shows the frame as it is one painted frame after each change, so the click's own frame draws
 * only what answers it. It subscribes itself rather than through useSyncExternalStore, whose
 * updates React always draws at once.
 */
export function useTableFollowing<T>(selector: (frame: TableFrame) => T): T {
  const { frames } = useTableSource();
  const [shown, setShown] = useState(() => selector(frames.getState()));
  useEffect(() => {
    let cancel = () => {};
    const follow = () => {
      cancel();
      cancel = afterNextPaint(() =>
        startTransition(() => setShown(() => selector(frames.getState()))),
      );
    };
    // The frame may have changed between the first render and this subscription.
    follow();
    const unsubscribe = frames.subscribe(follow);
    return () => {
      unsubscribe();
      cancel();
    };
  }, [frames, selector]);
  return shown;
}
