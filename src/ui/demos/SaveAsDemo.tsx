import { memo, useId, useState } from 'react';
import { selectSetup } from '../../store';
import { useDemoStorage } from './DemoStorage';
import { useGame } from '../kit/GameStoreContext';
import { lazyPart } from '../kit/lazyPart';
import type { SavedDemo } from './SaveAsDemoForm';
import './demos.css';

// The form and the demo shelf it writes to arrive when the button is first pressed.
const SaveAsDemoForm = lazyPart(() => import('./SaveAsDemoForm').then((m) => m.SaveAsDemoForm));

/**
 * "Save as demo" (ui.md: "Any position can be saved as a new demo from the menu"): the game so
 * far, under a name and an optional caption, goes to the Demos list of the start screen.
 */
export const SaveAsDemo = memo(function SaveAsDemo() {
  const setup = useGame(selectSetup);
  const storage = useDemoStorage();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<SavedDemo | null>(null);
  const formId = useId();
  if (!setup || !storage) return null;

  const saved = (result: SavedDemo) => {
    setMessage(result);
    if (!result.failed) setOpen(false);
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
      {open && <SaveAsDemoForm id={formId} onSaved={saved} onCancel={() => setOpen(false)} />}
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
});
