import { memo } from 'react';
import { downloadJson } from './download';
import { useGameActions, useTable } from '../kit/tableSource';

/** "Save to file": downloads the game as setup + moves (the same format as the autosave). */
export const SaveToFile = memo(function SaveToFile() {
  // A game on the table, at a source that keeps files.
  const offered = useTable((f) => f.table !== null && f.files !== null);
  const actions = useGameActions();
  if (!offered) return null;

  const save = () => {
    const file = actions.gameFile();
    if (file) downloadJson(file.fileName, file.data);
  };

  return (
    <button type="button" className="quiet" onClick={save}>
      Save to file
    </button>
  );
});
