import { memo, useEffect, useId } from 'react';
import {
  selectCanRedo,
  selectUndoStep,
  selectUndoTarget,
  selectView,
  type GameStore,
} from '../../../store';
import { useGame, useGameStoreApi } from '../../kit/GameStoreContext';
import { ICONS } from '../../kit/icons';
import { undoSummary } from '../../words/undoText';
import './history.css';

const selectUndo = (store: GameStore) => store.undo;
const selectRedo = (store: GameStore) => store.redo;
const selectTable = selectView('table');

/** Keys typed into a field are the field's, not shortcuts. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** ui.md: Z takes back, Shift+Z plays again (not while typing, not with Ctrl/Alt/Cmd). */
function useUndoKeys() {
  const store = useGameStoreApi();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingIn(event.target) || event.repeat) return;
      event.preventDefault();
      if (event.shiftKey) store.getState().redo();
      else store.getState().undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}

/**
 * Undo and Redo beside the decision bar. Undo goes back to the last decision a person made; past
 * dice or a revealed card it asks everyone first (the dialog), so the button says which it will do.
 */
export const UndoRedo = memo(function UndoRedo() {
  const step = useGame(selectUndoStep);
  const canRedo = useGame(selectCanRedo);
  const undo = useGame(selectUndo);
  const redo = useGame(selectRedo);
  const target = useGame(selectUndoTarget);
  const table = useGame(selectTable);
  const undoWhyId = useId();
  const redoWhyId = useId();
  useUndoKeys();

  const people = table?.seats.filter((s) => s.controller === 'human').length ?? 0;
  const what =
    target && table ? undoSummary(target, table, people > 1) : 'Takes back the last decision.';
  const undoWhy = !step.possible
    ? step.why
    : step.sealedBy
      ? `${what} Since then ${step.sealedBy}: everyone must agree.`
      : what;
  const redoWhy = canRedo ? 'Plays the taken-back decision again.' : 'Nothing was taken back.';

  return (
    <section className="undo-redo" aria-label="Take back">
      <span id={undoWhyId} className="undo-redo__what">
        {undoWhy}
      </span>
      <button
        type="button"
        className="quiet"
        onClick={() => undo()}
        disabled={!step.possible}
        title={`${undoWhy} (Z)`}
        aria-keyshortcuts="Z"
        aria-describedby={undoWhyId}
      >
        <ICONS.undo aria-hidden="true" className="icon" /> Undo
      </button>
      <button
        type="button"
        className="quiet"
        onClick={() => redo()}
        disabled={!canRedo}
        title={`${redoWhy} (Shift+Z)`}
        aria-keyshortcuts="Shift+Z"
        aria-describedby={redoWhyId}
      >
        <ICONS.redo aria-hidden="true" className="icon" /> Redo
      </button>
      <span id={redoWhyId} className="visually-hidden">
        {redoWhy}
      </span>
    </section>
  );
});
