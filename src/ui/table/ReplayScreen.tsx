import { useEffect, useId, useMemo } from 'react';
import type { GameSetup, GameState, LogEntry } from '../../engine';
import {
  createGameStore,
  selectHistory,
  selectReplayAt,
  selectSetup,
  type GameStore,
  type GameStoreApi,
} from '../../store';
import { Board } from './map/Board';
import { GameLog } from './side/GameLog';
import { GameStoreProvider, useGame } from '../kit/GameStoreContext';
import { logSentence, phaseName } from '../words/logSentences';
import { PlayerStrips } from './players/PlayerStrips';
import { RewindConsent } from './time/RewindConsent';
import { SagaPanel } from './side/SagaPanel';
import { StackView } from './side/StackView';
import { LineupView } from './side/LineupView';
import { seatLabel } from '../words/names';
import './time/history.css';

const selectMoves = (store: GameStore) => store.moves;
const selectStep = (store: GameStore) => store.stepReplay;
const selectClose = (store: GameStore) => store.closeReplay;
const selectPlayFromHere = (store: GameStore) => store.playFromHere;

/**
 * A store holding one past position for the table components to read. The waiting decision is
 * left out, so nothing on the map can be answered and no seat's hand is shown (onlooker's view).
 */
function pastTable(setup: GameSetup | null, state: GameState): GameStoreApi {
  const store = createGameStore();
  store.setState({ setup, state: { ...state, pending: null } });
  return store;
}

/** What one move put in the log: the lines added between the two positions. */
const linesOf = (before: GameState | undefined, after: GameState): LogEntry[] =>
  before ? after.log.slice(before.log.length) : [];

function useStepKeys(at: number, last: number, step: (moves: number) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // A focused slider or field moves itself with the arrows.
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[event.key];
      if (to === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      step(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [at, last, step]);
}

/**
 * Steps through the game move by move (issue #5): the table as it stood after move k, read-only,
 * with the log lines of that move; "Play from here" asks everyone, then plays on from move k.
 */
export function ReplayScreen() {
  const at = useGame(selectReplayAt) ?? 0;
  const history = useGame(selectHistory);
  const setup = useGame(selectSetup);
  const moves = useGame(selectMoves);
  const step = useGame(selectStep);
  const close = useGame(selectClose);
  const playFromHere = useGame(selectPlayFromHere);
  const sliderId = useId();
  const last = moves.length;
  const shown = history[at];
  const table = useMemo(() => pastTable(setup, shown), [setup, shown]);
  useStepKeys(at, last, step);

  const move = at > 0 ? moves[at - 1] : null;
  const lines = linesOf(history[at - 1], shown);
  const atEnd = at === last;

  return (
    <div className="game replay" data-replay-at={at}>
      <header className="game__header">
        <h1>Replay</h1>
        <p className="game__round">
          Round {shown.round} · {phaseName(shown.phase)}
        </p>
        <button type="button" className="quiet" onClick={close}>
          Return to the game
        </button>
      </header>
      <GameStoreProvider store={table}>
        <main className="table">
          <section className="table__board" aria-labelledby="replay-board-heading">
            <h2 id="replay-board-heading" className="visually-hidden">
              Board at move {at}
            </h2>
            <Board />
          </section>
          <aside className="table__side" aria-label="Sagas, stack, lineup and log">
            <SagaPanel />
            <StackView />
            <LineupView />
            <GameLog />
          </aside>
          <section className="table__players" aria-label="Players">
            <PlayerStrips />
          </section>
        </main>
      </GameStoreProvider>
      <section className="replay-bar" aria-labelledby="replay-step-heading">
        <h2 id="replay-step-heading" aria-live="polite">
          Move {at} of {last}
          {move && <span className="replay-bar__who"> · {seatLabel(shown, move.seat)}</span>}
        </h2>
        <ol className="replay-bar__lines" aria-label="What this move did">
          {at === 0 && <li>The opening position.</li>}
          {at > 0 && lines.length === 0 && <li>A decision that changed nothing on the table.</li>}
          {lines.map((entry, i) => (
            <li key={i}>{logSentence(entry)}</li>
          ))}
        </ol>
        <div className="replay-bar__controls">
          <button type="button" onClick={() => step(0)} disabled={at === 0}>
            First
          </button>
          <button type="button" onClick={() => step(at - 1)} disabled={at === 0}>
            Back
          </button>
          <label htmlFor={sliderId} className="visually-hidden">
            Move
          </label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={last}
            value={at}
            aria-valuetext={`Move ${at} of ${last}`}
            onChange={(event) => step(Number(event.target.value))}
          />
          <button type="button" onClick={() => step(at + 1)} disabled={atEnd}>
            Next
          </button>
          <button type="button" onClick={() => step(last)} disabled={atEnd}>
            Last
          </button>
          <button
            type="button"
            className="primary"
            onClick={playFromHere}
            disabled={atEnd}
            title={atEnd ? 'This is where the game stands: return to the game.' : undefined}
          >
            Play from here
          </button>
        </div>
      </section>
      <RewindConsent />
    </div>
  );
}
