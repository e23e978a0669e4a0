import { memo } from 'react';
import { toSaveFile, type GameStore } from '../../store';
import { downloadJson } from './download';
import { useGame } from '../kit/GameStoreContext';

const selectSetup = (store: GameStore) => store.setup;
const selectMoves = (store: GameStore) => store.moves;
const selectState = (store: GameStore) => store.state;

/** "Save to file": downloads the game as setup + moves (the same format as the autosave). */
export const SaveToFile = memo(function SaveToFile() {
  const setup = useGame(selectSetup);
  const moves = useGame(selectMoves);
  const state = useGame(selectState);
  if (!setup || !state) return null;

  const save = () =>
    downloadJson(
      `valerna-table-seed${setup.seed}-move${moves.length}.json`,
      toSaveFile(setup, moves, state),
    );

  return (
    <button type="button" className="quiet" onClick={save}>
      Save to file
    </button>
  );
});
