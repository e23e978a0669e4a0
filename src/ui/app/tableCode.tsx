import {
  AUTOSAVE_KEY,
  readStored,
  setAside,
  type GameStoreApi,
  type Restored,
  type SaveStorage,
} from '../../store';
import { localTable } from '../../store/localTable';
import { GameScreen } from '../table/GameScreen';
import { GameStoreProvider } from '../kit/GameStoreContext';
import { TableSourceProvider } from '../kit/tableSource';

/**
 * What a running game needs and the start screen does not: the store (and through it the rules
 * engine) and the table's screens. It arrives as one chunk when a game starts, a save or a demo
 * opens, or an autosave waits to be restored (useTableStore.ts), so the start screen works
 * before the rules engine has loaded.
 */
export { attachAutosave, createGameStore } from '../../store';

/**
 * Restores the autosaved game, if any, as the store opens any save (`open`: its rules first, then
 * the replay), and otherwise as restoreAutosave does: a save the table wrote itself carries no
 * note for the person; one that no longer loads is set aside under SET_ASIDE_KEY with the reason,
 * and the table starts without a game.
 */
export async function restoreAutosaveWithRules(
  store: GameStoreApi,
  storage: SaveStorage,
): Promise<Restored> {
  const text = readStored(storage, AUTOSAVE_KEY);
  if (!text) return { kind: 'none' };
  const refused = await store.getState().open({ save: text });
  if (refused === null) {
    store.setState({ saveNote: null });
    return { kind: 'restored' };
  }
  store.setState({ saveError: null });
  setAside(storage, text);
  return { kind: 'set-aside', reason: refused };
}

/** The table of the game in `store`. */
export function TableScreen({
  store,
  facelessDelayMs,
}: {
  store: GameStoreApi;
  facelessDelayMs: number;
}) {
  return (
    <GameStoreProvider store={store}>
      <TableSourceProvider source={localTable(store)}>
        <GameScreen facelessDelayMs={facelessDelayMs} />
      </TableSourceProvider>
    </GameStoreProvider>
  );
}
