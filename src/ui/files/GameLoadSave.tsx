import { memo } from 'react';
import type { TableFrame } from '../../source/tableSource';
import { useGameActions, useTable } from '../kit/tableSource';
import { LoadSave } from './LoadSave';

const selectFiles = (f: TableFrame) => f.files;
const selectTable = (f: TableFrame) => f.table;

const REPLACE =
  'Load this save in place of the game on the table? Save this game to a file first to come back to it.';

/**
 * The table's "Load from file": a save that loads replaces the running game, so while the game
 * runs the table asks first, as "Leave game" does. The source brings the rules the save plays
 * first; a refusal leaves the game as it was and says why.
 */
export const GameLoadSave = memo(function GameLoadSave() {
  const files = useTable(selectFiles);
  const table = useTable(selectTable);
  const actions = useGameActions();
  if (!files) return null;
  return (
    <LoadSave
      onLoad={(file) => {
        if (table?.result || window.confirm(REPLACE)) void actions.loadSave(file);
      }}
      error={files.saveError}
      note={files.saveNote}
      continueFrom={files.continueFrom}
      onContinue={() => actions.continueSave()}
      onDismiss={() => actions.clearSaveError()}
    />
  );
});
