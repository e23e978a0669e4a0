import { useState } from 'react';
import { forgetSetAside, readStored, SET_ASIDE_KEY, type SaveStorage } from '../../store/setAside';
import { downloadText } from '../files/download';

/** On the start screen while a saved game that could not be restored is kept: export or delete it. */
export function SetAsideNotice({ storage }: { storage: SaveStorage | null }) {
  const [saved, setSaved] = useState(() => readStored(storage, SET_ASIDE_KEY));
  if (!storage || saved === null) return null;
  const forget = () => {
    forgetSetAside(storage);
    setSaved(readStored(storage, SET_ASIDE_KEY));
  };
  return (
    <p className="muted">
      A saved game that could not be restored is kept in this browser.{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => downloadText('valerna-table-saved-game.json', saved)}
      >
        Export it
      </button>{' '}
      <button type="button" className="link-button" onClick={forget}>
        Delete it
      </button>
    </p>
  );
}
