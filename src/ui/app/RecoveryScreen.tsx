import { useLayoutEffect, useRef } from 'react';
import { downloadText } from '../files/download';
import { continueLabel } from '../files/LoadSave';
import './app.css';

interface RecoveryScreenProps {
  heading: string;
  /** What happened, in the person's words. */
  reason: string;
  /** Technical words for a bug report (an error's message), shown folded. */
  detail?: string;
  /** The saved game to offer for export, as stored; null when there is none. */
  saved: string | null;
  /**
   * The saved game stops at a move today's rules no longer allow: its legal beginning, in moves,
   * which `onContinue` opens as the game; null when there is none to offer.
   */
  continueFrom?: number | null;
  onContinue?(): void;
  onNewGame(): void;
}

/**
 * What the person sees when the table cannot go on (README "Reliability": never a blank page): what happened,
 * the saved game to export, and a way to start again.
 */
export function RecoveryScreen({
  heading,
  reason,
  detail,
  saved,
  continueFrom = null,
  onContinue,
  onNewGame,
}: RecoveryScreenProps) {
  const title = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the message, not somewhere in a page that vanished:
  // in the commit that shows it, so no frame shows the message without the focus on it.
  useLayoutEffect(() => title.current?.focus(), []);
  return (
    <main className="start recovery">
      <h1>Valerna Table</h1>
      <section className="recovery__panel" aria-labelledby="recovery-heading">
        <h2 id="recovery-heading" ref={title} tabIndex={-1}>
          {heading}
        </h2>
        <p role="alert">{reason}</p>
        {saved !== null && (
          <p>
            The saved game is kept in this browser. Export it to keep a copy, or to send it with a
            bug report.
          </p>
        )}
        {detail && (
          <details>
            <summary>Details for a bug report</summary>
            <pre>{detail}</pre>
          </details>
        )}
        <div className="recovery__actions">
          {saved !== null && (
            <button
              type="button"
              onClick={() => downloadText('valerna-table-saved-game.json', saved)}
            >
              Export the saved game
            </button>
          )}
          {continueFrom !== null && onContinue && (
            <button type="button" className="primary" onClick={onContinue}>
              {continueLabel(continueFrom)}
            </button>
          )}
          <button
            type="button"
            className={continueFrom !== null && onContinue ? undefined : 'primary'}
            onClick={onNewGame}
          >
            New game
          </button>
        </div>
      </section>
    </main>
  );
}
