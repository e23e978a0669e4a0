import { memo } from 'react';
import { loadRulesToOpen, type GameStore } from '../../store';
import { useGame } from '../kit/GameStoreContext';
import { LoadSave } from './LoadSave';

const selectLoadSave = (store: GameStore) => store.loadSave;
const selectRefuseSave = (store: GameStore) => store.refuseSave;
const selectSaveError = (store: GameStore) => store.saveError;
const selectSaveNote = (store: GameStore) => store.saveNote;
const selectClearSaveError = (store: GameStore) => store.clearSaveError;

/** The table's "Load from file": a save that loads replaces the running game. */
export const GameLoadSave = memo(function GameLoadSave() {
  const loadSave = useGame(selectLoadSave);
  const refuseSave = useGame(selectRefuseSave);
  const saveError = useGame(selectSaveError);
  const saveNote = useGame(selectSaveNote);
  const clearSaveError = useGame(selectClearSaveError);
  // The save's game may play Sagas this table has not loaded the rules of yet.
  const load = (text: string) =>
    void loadRulesToOpen({ save: text }).then(
      () => loadSave(text),
      () => refuseSave('The rules this save plays could not be loaded: check the connection.'),
    );
  return (
    <LoadSave
      onLoad={load}
      onRefuse={refuseSave}
      error={saveError}
      note={saveNote}
      onDismiss={clearSaveError}
    />
  );
});
