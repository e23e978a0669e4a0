import { useEffect, useState } from 'react';
import { onUpdateReady, reloadToUpdate } from '../../registerServiceWorker';
import './updateNotice.css';

/**
 * "A new version is ready": a new build was published while this page ran. This page keeps
 * working on its own build's files (the service worker keeps them while a page uses them); the
 * person reloads when it suits them — the game is in the autosave.
 */
export function UpdateNotice() {
  const [ready, setReady] = useState(false);
  useEffect(() => onUpdateReady(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <div className="update-notice" role="status">
      A new version of Valerna Table is ready.{' '}
      <button type="button" onClick={reloadToUpdate}>
        Reload
      </button>
    </div>
  );
}
