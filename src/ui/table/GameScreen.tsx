import { lazy, Suspense } from 'react';
import {
  selectDemo,
  selectFacelessStrength,
  selectPassTo,
  selectReplayAt,
  selectResult,
  selectRewindRequest,
  selectView,
  type GameStore,
} from '../../store';
import { Board } from './map/Board';
import { DeciderEpicBoard } from './players/DeciderEpicBoard';
import { useDecisionHeight } from './useDecisionHeight';
import { CombatPanel } from './side/CombatPanel';
import { DecisionPanel } from './decision/DecisionPanel';
import { GameLoadSave } from '../files/GameLoadSave';
import { GameLog } from './side/GameLog';
import { useGame, useGameStoreApi } from '../kit/GameStoreContext';
import { facelessStrengthLabel } from '../words/facelessStrengthText';
import { phaseName } from '../words/logSentences';
import { PaceSetting } from './PaceSetting';
import { PlayerStrips } from './players/PlayerStrips';
import { RulesButton } from '../rules/RulesButton';
import { SaveAsDemo } from '../demos/SaveAsDemo';
import { SaveToFile } from '../files/SaveToFile';
import { StackView } from './side/StackView';
import { LineupView } from './side/LineupView';
import { Loading } from '../kit/Loading';
import { lazyPart } from '../kit/lazyPart';
import { UndoRedo } from './time/UndoRedo';
import { useFacelessAutoplay } from './useFacelessAutoplay';
import './layout.css';

// Shown only at times (a replay, a demo, the end of a game): each loads when first needed.
const ReplayScreen = lazy(() =>
  import('./ReplayScreen').then((m) => ({ default: m.ReplayScreen })),
);
const DemoBar = lazy(() => import('../demos/DemoBar').then((m) => ({ default: m.DemoBar })));
const GameOver = lazy(() => import('./GameOver').then((m) => ({ default: m.GameOver })));
// Hot-seat hand-offs and take-backs come later in a game, if at all; the base game has no Sagas.
const SagaPanel = lazyPart(() => import('./side/SagaPanel').then((m) => m.SagaPanel));
const PassDevice = lazyPart(() => import('./PassDevice').then((m) => m.PassDevice));
const RewindConsent = lazyPart(() => import('./time/RewindConsent').then((m) => m.RewindConsent));

const selectTable = selectView('table');
const selectOpenReplay = (store: GameStore) => store.openReplay;

/**
 * The table (ui.md): board, side column with stack and log, decision bar, player strips. It is
 * drawn again at every move (its round line, its progress marks); each panel is memoised and
 * subscribes to what it shows, so only the panels a move changed are drawn again.
 */
export function GameScreen({ facelessDelayMs }: { facelessDelayMs: number }) {
  const table = useGame(selectTable);
  const result = useGame(selectResult);
  const passTo = useGame(selectPassTo);
  const replaying = useGame(selectReplayAt) !== null;
  const openReplay = useGame(selectOpenReplay);
  const demo = useGame(selectDemo);
  const strength = useGame(selectFacelessStrength);
  const rewinding = useGame(selectRewindRequest) !== null;
  const store = useGameStoreApi();
  useFacelessAutoplay(facelessDelayMs);
  const decisionBar = useDecisionHeight();
  if (!table) return null;
  if (replaying)
    return (
      <Suspense fallback={<Loading />}>
        <ReplayScreen />
      </Suspense>
    );
  // Hot-seat: nothing of the table is rendered until the next person has the device.
  const progress = { 'data-round': table.round, 'data-moves': table.moveCount };
  if (passTo)
    return (
      <div {...progress}>
        <PassDevice seat={passTo} />
        <UndoRedo />
        {rewinding && <RewindConsent />}
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
        {!demo && <PaceSetting />}
        <SaveAsDemo />
        <RulesButton />
        <SaveToFile />
        <GameLoadSave />
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
          {table.sagas.length > 0 && <SagaPanel />}
          <StackView />
          <LineupView />
          <GameLog />
        </aside>
        <div ref={decisionBar} className="table__decision">
          <div className="table__decision-main">
            <Suspense fallback={<Loading />}>
              {demo ? <DemoBar /> : result ? <GameOver /> : <DecisionPanel />}
            </Suspense>
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
      {rewinding && <RewindConsent />}
    </div>
  );
}
