import { useId, useState, type FormEvent } from 'react';
import { demoOfPosition } from '../demos/shelf';
import { selectSetup, type GameStore } from '../store';
import { useDemoShelf } from './DemoShelf';
import { useGame } from './GameStoreContext';

const selectMoves = (store: GameStore) => store.moves;

/**
 * "Save as demo" (ui.md: "Any position can be saved as a new demo from the menu"): the game so
 * far, under a name and an optional caption, goes to the Demos list of the start screen.
 */
export function SaveAsDemo() {
  const setup = useGame(selectSetup);
  const moves = useGame(selectMoves);
  const shelf = useDemoShelf();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const formId = useId();
  if (!setup || !shelf.canSave) return null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    // The id only has to be unique on this machine's shelf.
    const demo = demoOfPosition(`saved-${Date.now()}`, name, note.trim(), setup, moves);
    const failure = shelf.save(demo);
    setMessage(
      failure
        ? { text: failure, failed: true }
        : { text: `Saved “${name}”: it is in the Demos list of the start screen.`, failed: false },
    );
    if (!failure) {
      setOpen(false);
      setTitle('');
      setNote('');
    }
  };

  return (
    <div className="save-demo">
      <button
        type="button"
        className="quiet"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => {
          setOpen(!open);
          setMessage(null);
        }}
      >
        Save as demo
      </button>
      {open && (
        <form id={formId} className="save-demo__form" onSubmit={save} aria-label="Save as demo">
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
            <textarea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={3}
              maxLength={400}
            />
          </label>
          <div className="save-demo__actions">
            <button type="submit" disabled={title.trim() === ''}>
              Save demo
            </button>
            <button type="button" className="quiet" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {message && (
        <p
          role={message.failed ? 'alert' : 'status'}
          className={message.failed ? 'error' : 'save-demo__saved'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
