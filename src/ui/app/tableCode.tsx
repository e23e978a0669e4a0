import type { GameStoreApi } from '../../store';
import { localTable } from '../../store/localTable';
import { GameScreen } from '../table/GameScreen';
import { TableSourceProvider } from '../kit/tableSource';

/**
 * What a running game needs and the start screen does not: the store (and through it the rules
 * engine) and the table's screens. It arrives as one chunk when a game starts, a save or a demo
 * opens, or an autosave waits to be restored (useTableStore.ts), so the start screen works
 * before the rules engine has loaded.
 */
export { attachAutosave, createGameStore, restoreAutosaveWithRules } from '../../store';

/** The table of the game in `store`. */
export function TableScreen({
  store,
  facelessDelayMs,
}: {
  store: GameStoreApi;
  facelessDelayMs: number;
}) {
  return (
    <TableSourceProvider source={localTable(store)}>
      <GameScreen facelessDelayMs={facelessDelayMs} />
    </TableSourceProvider>
  );
}
