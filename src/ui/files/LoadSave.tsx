import { useId, useRef, type ChangeEvent } from 'react';
import './loadSave.css';

interface LoadSaveProps {
  label?: string;
  /** Loads the file chosen; a refusal (too large, unreadable, not a save) comes back as `error`. */
  onLoad(file: Blob): void;
  /** Why the last file was refused. */
  error: string | null;
  /** What to know about the save that just loaded. */
  note: string | null;
  /** The refused save's legal beginning, in moves, which `onContinue` opens; null when none. */
  continueFrom?: number | null;
  onContinue?(): void;
  onDismiss(): void;
}

/** "Load from file": reads a save file and replays it; a refusal is explained, nothing changes. */
export function LoadSave({
  label = 'Load from file',
  onLoad,
  error,
  note,
  continueFrom = null,
  onContinue,
  onDismiss,
}: LoadSaveProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const load = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onLoad(file);
  };

  return (
    <div className="load-save">
      <input
        ref={input}
        id={id}
        type="file"
        accept=".json,application/json"
        hidden
        onChange={load}
        aria-label={label}
      />
      <button type="button" className="quiet" onClick={() => input.current?.click()}>
        {label}
      </button>
      {(error ?? note) && (
        <p role={error ? 'alert' : 'status'} className={error ? 'error' : 'muted'}>
          {error ?? note}{' '}
          {error && continueFrom !== null && onContinue && (
            <button type="button" className="link-button" onClick={onContinue}>
              {continueLabel(continueFrom)}
            </button>
          )}{' '}
          <button type="button" className="link-button" onClick={onDismiss}>
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}

/** The offer of a refused save's legal beginning: its moves before the one no longer allowed. */
export function continueLabel(moves: number): string {
  return moves > 0 ? `Continue from move ${moves}` : 'Start this game afresh';
}
