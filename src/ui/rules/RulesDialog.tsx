import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { RulesReference } from './RulesReference';
import './rules.css';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex="0"]';

/** Tab and Shift+Tab wrap around inside the dialog, so the keyboard never lands behind it. */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface RulesDialogProps {
  initialQuery: string;
  onClose(): void;
}

/**
 * The rules reference as a modal dialog: it takes the keyboard when it opens, keeps it until
 * Escape or Close, then gives it back to whatever opened it.
 */
export default function RulesDialog({ initialQuery, onClose }: RulesDialogProps) {
  const headingId = useId();
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    search.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else trapTab(event);
  };

  return (
    <div className="rules-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className="rules"
        onKeyDown={onKeyDown}
      >
        <header className="rules__header">
          <h2 id={headingId}>Rules reference</h2>
          <button type="button" className="quiet" onClick={onClose}>
            Close
          </button>
        </header>
        <RulesReference initialQuery={initialQuery} searchRef={search} />
      </section>
    </div>
  );
}
