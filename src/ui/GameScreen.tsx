import {
  selectDemo,
  selectFacelessStrength,
  selectPassTo,
  selectReplayAt,
  selectResult,
  selectView,
  type GameStore,
} from '../store';
import { Board } from './Board';
import { DeciderEpicBoard } from './DeciderEpicBoard';
import { useDecisionHeight } from './useDecisionHeight';
import { CombatPanel } from './CombatPanel';
import { DecisionPanel } from './DecisionPanel';
import { DemoBar } from './DemoBar';
import { GameLog } from './GameLog';
import { GameOver } from './GameOver';
import { useGame, useGameStoreApi } from './GameStoreContext';
import { facelessStrengthLabel } from './facelessStrengthText';
import { phaseName } from './logSentences';
import { LoadSave } from './LoadSave';
import { PassDevice } from './PassDevice';
import { PlayerStrips } from './PlayerStrips';
import { ReplayScreen } from './ReplayScreen';
import { RewindConsent } from './RewindConsent';
import { RulesButton } from './RulesButton';
import { SagaPanel } from './SagaPanel';
import { SaveAsDemo } from './SaveAsDemo';
import { SaveToFile } from './SaveToFile';
import { StackView } from './StackView';
import { LineupView } from './LineupView';
import { UndoRedo } from './UndoRedo';
import { useFacelessAutoplay } from './useFacelessAutoplay';
import './layout.css';

const selectTable = selectView('table');
const selectOpenReplay = (store: GameStore) => store.openReplay;

/** The table (ui.md): board, side column with stack and log, decision bar, player strips. */
export function GameScreen({ facelessDelayMs }: { facelessDelayMs: number }) {
  const table = useGame(selectTable);
  const result = useGame(selectResult);
  const passTo = useGame(selectPassTo);
  const replaying = useGame(selectReplayAt) !== null;
  const openReplay = useGame(selectOpenReplay);
  const demo = useGame(selectDemo);
  const strength = useGame(selectFacelessStrength);
  const store = useGameStoreApi();
  useFacelessAutoplay(facelessDelayMs);
  const decisionBar = useDecisionHeight();
  if (!table) return null;
  if (replaying) return <ReplayScreen />;
  // Hot-seat: nothing of the table is rendered until the next person has the device.
  const progress = { 'data-round': table.round, 'data-moves': table.moveCount };
  if (passTo)
    return (
      <div {...progress}>
        <PassDevice seat={passTo} />
        <UndoRedo />
        <RewindConsent />
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
          {strength && <span className="game__strength"> · {facelessStrengthLabel(strength)}</span>}
        </p>
        <SaveAsDemo />
        <RulesButton />
        <SaveToFile />
        <LoadSave />
        {!demo && (
          <>
            <button type="button" className="quiet" onClick={openReplay}>
              Replay
            </button>
            <button type="button" className="quiet" onClick={leave}>
              Leave game
            </button>
          </>
        )}
      </header>
      <main className={`table${demo ? ' table--demo' : ''}`}>
        <section className="table__board" aria-labelledby="board-heading">
          <h2 id="board-heading" className="visually-hidden">
            Board
          </h2>
          <Board />
        </section>
        {/* The combat panel docks in the side column: it never covers a region in the fight. */}
        <aside className="table__side" aria-label="Combat, Sagas, stack, lineup and log">
          <CombatPanel />
          <SagaPanel />
          <StackView />
          <LineupView />
          <GameLog />
        </aside>
        <div
          ref={decisionBar}
          className={`table__decision${result ? ' table__decision--over' : ''}`}
        >
          <div className="table__decision-main">
            {demo ? <DemoBar /> : result ? <GameOver /> : <DecisionPanel />}
            {!demo && <UndoRedo />}
          </div>
          <DeciderEpicBoard />
        </div>
        <section className="table__players" aria-labelledby="players-heading">
          <h2 id="players-heading" className="visually-hidden">
            Players
          </h2>
          <PlayerStrips />
        </section>
      </main>
      <RewindConsent />
    </div>
  );
}
