import { useId, useRef, type ChangeEvent } from 'react';
import { tooLarge, type GameStore } from '../store';
import { useGame } from './GameStoreContext';

const selectLoadSave = (store: GameStore) => store.loadSave;
const selectRefuseSave = (store: GameStore) => store.refuseSave;
const selectSaveError = (store: GameStore) => store.saveError;
const selectSaveNote = (store: GameStore) => store.saveNote;
const selectClearSaveError = (store: GameStore) => store.clearSaveError;

/** "Load from file": reads a save file and replays it; a refusal is explained, nothing changes. */
export function LoadSave({ label = 'Load from file' }: { label?: string }) {
  const loadSave = useGame(selectLoadSave);
  const saveError = useGame(selectSaveError);
  const saveNote = useGame(selectSaveNote);
  const clearSaveError = useGame(selectClearSaveError);
  const refuseSave = useGame(selectRefuseSave);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Too large files are refused unread.
    const large = tooLarge(file.size);
    if (large) refuseSave(large);
    else {
      // Reading can fail (the file was moved meanwhile); that is a refusal like any other.
      const text = await file.text().catch(() => null);
      if (text === null) refuseSave('This file could not be read.');
      else loadSave(text);
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
      {(saveError ?? saveNote) && (
        <p role={saveError ? 'alert' : 'status'} className={saveError ? 'error' : 'muted'}>
          {saveError ?? saveNote}{' '}
          <button type="button" className="link-button" onClick={clearSaveError}>
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}
