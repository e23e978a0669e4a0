import { toSaveFile, type GameStore } from '../store';
import { useGame } from './GameStoreContext';

const selectSetup = (store: GameStore) => store.setup;
const selectMoves = (store: GameStore) => store.moves;

/** "Save to file": downloads the game as setup + moves (the same format as the autosave). */
export function SaveToFile() {
  const setup = useGame(selectSetup);
  const moves = useGame(selectMoves);
  if (!setup) return null;

  const save = () => {
    const text = JSON.stringify(toSaveFile(setup, moves), null, 1);
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `valerna-table-seed${setup.seed}-move${moves.length}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <button type="button" className="quiet" onClick={save}>
      Save to file
    </button>
  );
}
