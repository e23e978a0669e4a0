import { memo, useId, useState } from 'react';
import { useDemoStorage } from './DemoStorage';
import { lazyPart } from '../kit/lazyPart';
import { useTable } from '../kit/tableSource';
import type { SavedDemo } from './SaveAsDemoForm';
import './demos.css';

// The form and the demo shelf it writes to arrive when the button is first pressed.
const SaveAsDemoForm = lazyPart(() => import('./SaveAsDemoForm').then((m) => m.SaveAsDemoForm));

/**
 * "Save as demo" (README "Rules demos": any position can be kept as a demo): the game so
 * far, under a name and an optional caption, goes to the Demos list of the start screen.
 */
export const SaveAsDemo = memo(function SaveAsDemo() {
  const playing = useTable((f) => f.table !== null);
  const storage = useDemoStorage();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<SavedDemo | null>(null);
  const formId = useId();
  if (!playing || !storage) return null;

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
