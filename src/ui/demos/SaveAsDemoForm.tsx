import { useState, type FormEvent } from 'react';
import { useDemoShelf } from './DemoShelf';
import { useGameActions, useTable } from '../kit/tableSource';
import './demos.css';

/** What became of a save: the words to show, and whether it failed (the form then stays). */
export interface SavedDemo {
  text: string;
  failed: boolean;
}

/** The game so far, under a name and an optional caption, onto the saved demos shelf. */
export function SaveAsDemoForm({
  id,
  onSaved,
  onCancel,
}: {
  id: string;
  onSaved(result: SavedDemo): void;
  onCancel(): void;
}) {
  const playing = useTable((f) => f.table !== null);
  const actions = useGameActions();
  const shelf = useDemoShelf();
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  if (!playing) return null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    // The id only has to be unique on this machine's shelf.
    const demo = actions.positionAsDemo(`saved-${Date.now()}`, name, note.trim());
    const failure = demo ? shelf.save(demo) : 'This table cannot keep its position as a demo.';
    onSaved(
      failure
        ? { text: failure, failed: true }
        : { text: `Saved “${name}”: it is in the Demos list of the start screen.`, failed: false },
    );
  };

  return (
    <form id={id} className="save-demo__form" onSubmit={save} aria-label="Save as demo">
      <label>
        Demo name
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={80}
          autoFocus
        />
      </label>
      <label>
        Caption (optional)
        <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={400} />
      </label>
      <div className="save-demo__actions">
        <button type="submit" disabled={title.trim() === ''}>
          Save demo
        </button>
        <button type="button" className="quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
