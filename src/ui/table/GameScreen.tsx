import { lazy, Suspense } from 'react';
import { Board } from './map/Board';
import { DeciderEpicBoard } from './players/DeciderEpicBoard';
import { useDecisionHeight } from './useDecisionHeight';
import { CombatPanel } from './side/CombatPanel';
import { DecisionPanel } from './decision/DecisionPanel';
import { LastMoveLine } from './decision/LastMoveLine';
import { GameLoadSave } from '../files/GameLoadSave';
import { GameLog } from './side/GameLog';
import { useGameActions, useTable } from '../kit/tableSource';
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

/**
 * The table (README "Playing"): board, side column with stack and log, decision bar, player
 * strips. It is drawn again at every move (its round line, its progress marks); each panel is
 * memoised and subscribes to what it shows, so only the panels a move changed are drawn again.
 * What the table source cannot do (keep a pace, take moves back, pass the device) is not drawn.
 */
export function GameScreen({ facelessDelayMs }: { facelessDelayMs: number }) {
  const table = useTable((f) => f.table);
  const result = useTable((f) => f.table?.result ?? null);
  const passTo = useTable((f) => f.hotSeat?.passTo ?? null);
  const replaying = useTable((f) => f.replay !== null);
  const demo = useTable((f) => f.demo !== null);
  const strength = useTable((f) => f.facelessStrength);
  const hasPace = useTable((f) => f.pace !== null);
  const hasTime = useTable((f) => f.time !== null);
  const rewinding = useTable((f) => Boolean(f.time?.rewindRequest));
  const actions = useGameActions();
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
        {hasTime && <UndoRedo />}
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
      actions.leave();
  };

  return (
    <div className="game" {...progress}>
      <header className="game__header">
        <h1>Valerna Table</h1>
        <p className="game__round" aria-live="off">
          Round {table.round} · {phaseName(table.phase)}
          {strength && <span className="game__strength"> · {facelessStrengthLabel(strength)}</span>}
        </p>
        {!demo && hasPace && <PaceSetting />}
        <SaveAsDemo />
        <RulesButton />
        <SaveToFile />
        <GameLoadSave />
        {!demo && (
          <>
            {hasTime && (
              <button type="button" className="quiet" onClick={() => actions.openReplay()}>
                Replay
              </button>
            )}
            <button type="button" className="quiet" onClick={leave}>
              Leave game
            </button>
          </>
        )}
      </header>
      <main className={`table${demo ? ' table--demo' : ''}${result ? ' table--over' : ''}`}>
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
          {!demo && <LastMoveLine />}
          <div className="table__decision-main">
            <Suspense fallback={<Loading />}>
              {demo ? <DemoBar /> : result ? <GameOver /> : <DecisionPanel />}
            </Suspense>
            {!demo && hasTime && <UndoRedo />}
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
