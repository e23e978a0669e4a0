import { useEffect, useId, useMemo } from 'react';
import type { TableActions } from '../../source/tableSource';
import { staticTable } from '../../source/staticTable';
import { Board } from './map/Board';
import { GameLog } from './side/GameLog';
import { TableSourceProvider, useGameActions, useTable } from '../kit/tableSource';
import { logSentence, phaseName } from '../words/logSentences';
import { PlayerStrips } from './players/PlayerStrips';
import { RewindConsent } from './time/RewindConsent';
import { SagaPanel } from './side/SagaPanel';
import { StackView } from './side/StackView';
import { LineupView } from './side/LineupView';
import { seatLabel } from '../words/names';
import './time/history.css';

function useStepKeys(at: number, last: number, actions: TableActions) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // A focused slider or field moves itself with the arrows.
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[event.key];
      if (to === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      actions.stepReplay(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [at, last, actions]);
}

/**
 * Steps through the game move by move (README "Playing", Replay): the table as it stood after
 * move k, read-only (a table source that stands still, so nothing on it can be answered, and no
 * hand on screen), with the log lines of that move; "Play from here" asks everyone, then plays on
 * from move k.
 */
export function ReplayScreen() {
  const replay = useTable((f) => f.replay);
  const actions = useGameActions();
  const sliderId = useId();
  const pastFrame = replay?.past ?? null;
  const past = useMemo(() => pastFrame && staticTable(pastFrame), [pastFrame]);
  const at = replay?.at ?? 0;
  const last = replay?.length ?? 0;
  useStepKeys(at, last, actions);
  const shown = pastFrame?.table;
  if (!replay || !past || !shown) return null;

  const { mover, lines } = replay;
  const atEnd = at === last;
  const step = (to: number) => actions.stepReplay(to);

  return (
    <div className="game replay" data-replay-at={at}>
      <header className="game__header">
        <h1>Replay</h1>
        <p className="game__round">
          Round {shown.round} · {phaseName(shown.phase)}
        </p>
        <button type="button" className="quiet" onClick={() => actions.closeReplay()}>
          Return to the game
        </button>
      </header>
      <TableSourceProvider source={past}>
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
      </TableSourceProvider>
      <section className="replay-bar" aria-labelledby="replay-step-heading">
        <h2 id="replay-step-heading" aria-live="polite">
          Move {at} of {last}
          {mover && <span className="replay-bar__who"> · {seatLabel(shown, mover)}</span>}
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
            onClick={() => actions.playFromHere()}
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
