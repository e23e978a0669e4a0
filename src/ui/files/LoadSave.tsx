import { useId, useRef, type ChangeEvent } from 'react';
import { tooLarge } from '../../store/saveFile';
import './loadSave.css';

interface LoadSaveProps {
  label?: string;
  /** Replays a save file's text; a refusal comes back as `error`. */
  onLoad(text: string): void;
  /** A file refused before it was read (too large, unreadable). */
  onRefuse(message: string): void;
  /** Why the last file was refused. */
  error: string | null;
  /** What to know about the save that just loaded. */
  note: string | null;
  onDismiss(): void;
}

/** "Load from file": reads a save file and replays it; a refusal is explained, nothing changes. */
export function LoadSave({
  label = 'Load from file',
  onLoad,
  onRefuse,
  error,
  note,
  onDismiss,
}: LoadSaveProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Too large files are refused unread.
    const large = tooLarge(file.size);
    if (large) onRefuse(large);
    else {
      // Reading can fail (the file was moved meanwhile); that is a refusal like any other.
      const text = await file.text().catch(() => null);
      if (text === null) onRefuse('This file could not be read.');
      else onLoad(text);
    }
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
          <button type="button" className="link-button" onClick={onDismiss}>
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}
