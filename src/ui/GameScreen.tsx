import { selectPassTo, selectResult, selectView } from '../store';
import { Board } from './Board';
import { DecisionPanel } from './DecisionPanel';
import { GameLog } from './GameLog';
import { GameOver } from './GameOver';
import { useGame, useGameStoreApi } from './GameStoreContext';
import { phaseName } from './logSentences';
import { LoadSave } from './LoadSave';
import { PassDevice } from './PassDevice';
import { PlayerStrips } from './PlayerStrips';
import { RulesButton } from './RulesButton';
import { SagaPanel } from './SagaPanel';
import { SaveToFile } from './SaveToFile';
import { StackView } from './StackView';
import { useFacelessAutoplay } from './useFacelessAutoplay';

const selectTable = selectView('table');

/** The table (ui.md): board, side column with stack and log, decision bar, player strips. */
export function GameScreen({ facelessDelayMs }: { facelessDelayMs: number }) {
  const table = useGame(selectTable);
  const result = useGame(selectResult);
  const passTo = useGame(selectPassTo);
  const store = useGameStoreApi();
  useFacelessAutoplay(facelessDelayMs);
  if (!table) return null;
  // Hot-seat: nothing of the table is rendered until the next person has the device.
  const progress = { 'data-round': table.round, 'data-moves': table.moveCount };
  if (passTo)
    return (
      <div {...progress}>
        <PassDevice seat={passTo} />
      </div>
    );

  const leave = () => {
    if (
      result ||
      window.confirm(
        'Leave this game? Its autosave is cleared: save it to a file first to come back to it.',
      )
    )
      store.getState().leaveGame();
  };

  return (
    <div className="game" {...progress}>
      <header className="game__header">
        <h1>Valerna Table</h1>
        <p className="game__round" aria-live="off">
          Round {table.round} · {phaseName(table.phase)}
        </p>
        <RulesButton />
        <SaveToFile />
        <LoadSave />
        <button type="button" className="quiet" onClick={leave}>
          Leave game
        </button>
      </header>
      <main className="table">
        <section className="table__board" aria-labelledby="board-heading">
          <h2 id="board-heading" className="visually-hidden">
            Board
          </h2>
          <Board />
        </section>
        <aside className="table__side" aria-label="Sagas, stack and log">
          <SagaPanel />
          <StackView />
          <GameLog />
        </aside>
        <div className={`table__decision${result ? ' table__decision--over' : ''}`}>
          {result ? <GameOver /> : <DecisionPanel />}
        </div>
        <section className="table__players" aria-labelledby="players-heading">
          <h2 id="players-heading" className="visually-hidden">
            Players
          </h2>
          <PlayerStrips />
        </section>
      </main>
    </div>
  );
}
