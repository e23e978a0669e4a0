import { memo, useEffect, useId } from 'react';
import type { TableActions } from '../../../source/tableSource';
import { useGameActions, useTable } from '../../kit/tableSource';
import { ICONS } from '../../kit/icons';
import { undoSummary } from '../../words/undoText';
import './history.css';

/** Keys typed into a field are the field's, not shortcuts. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * README "Playing", Undo / Redo: Z takes back, Shift+Z plays again (not while typing, not with
 * Ctrl/Alt/Cmd).
 */
function useUndoKeys(actions: TableActions, on: boolean) {
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingIn(event.target) || event.repeat) return;
      event.preventDefault();
      if (event.shiftKey) actions.redo();
      else actions.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions, on]);
}

/**
 * Undo and Redo beside the decision bar. Undo goes back to the last decision a person made; past
 * dice or a revealed card it asks everyone first (the dialog), so the button says which it will do.
 */
export const UndoRedo = memo(function UndoRedo() {
  const time = useTable((f) => f.time);
  const table = useTable((f) => f.table);
  const actions = useGameActions();
  const undoWhyId = useId();
  const redoWhyId = useId();
  useUndoKeys(actions, time !== null);
  // A source that cannot take moves back has no Undo and no Redo.
  if (!time) return null;

  const { undo: step, canRedo, undoOffer } = time;
  const people = table?.seats.filter((s) => s.controller === 'human').length ?? 0;
  const what =
    undoOffer && table
      ? undoSummary(undoOffer, table, people > 1)
      : 'Takes back the last decision.';
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
        onClick={() => actions.undo()}
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
        onClick={() => actions.redo()}
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
