import { useState, type ReactNode } from 'react';

/**
 * A side-column section's heading that folds the section away, so the side column gives
 * each section the room it needs and a person folds what they do not follow. Open by default.
 */
export function useFold(): { open: boolean; heading: (id: string, title: ReactNode) => ReactNode } {
  const [open, setOpen] = useState(true);
  return {
    open,
    heading: (id, title) => (
      <h2 id={id} className="side-heading">
        <button
          type="button"
          className="side-heading__toggle"
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
        >
          <span aria-hidden="true" className="side-heading__chevron">
            {open ? '▾' : '▸'}
          </span>
          {title}
        </button>
      </h2>
    ),
  };
}
