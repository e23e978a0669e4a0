import { memo } from 'react';
import type { TableFrame } from '../../source/tableSource';
import { useGameActions, useTable } from '../kit/tableSource';
import { LoadSave } from './LoadSave';

const selectFiles = (f: TableFrame) => f.files;

/**
 * The table's "Load from file": a save that loads replaces the running game. The source brings
 * the rules the save plays first; a refusal leaves the game as it was and says why.
 */
export const GameLoadSave = memo(function GameLoadSave() {
  const files = useTable(selectFiles);
  const actions = useGameActions();
  if (!files) return null;
  return (
    <LoadSave
      onLoad={(text) => void actions.loadSave(text)}
      onRefuse={(message) => actions.refuseSave(message)}
      error={files.saveError}
      note={files.saveNote}
      onDismiss={() => actions.clearSaveError()}
    />
  );
});
