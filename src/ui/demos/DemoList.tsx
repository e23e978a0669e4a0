import { lazy, Suspense, useId } from 'react';
import type { Demo } from '../../demos/types';
import { Loading } from '../kit/Loading';
import './demos.css';

// The demos' positions and captions load only when someone opens the list.
const DemoCatalogue = lazy(() => import('./DemoCatalogue'));

interface DemoListProps {
  open: boolean;
  onToggle(open: boolean): void;
  /** Opens a demo at the table; a demo the rules refuse changes nothing: the reason comes back. */
  openDemo(demo: Demo): Promise<string | null>;
}

/** Start screen → "Rules demos" (README "Rules demos"): the built-in demos and the ones saved from the table. */
export function DemoList({ open, onToggle, openDemo }: DemoListProps) {
  const listId = useId();
  return (
    <section className="start__demos" aria-labelledby="demos-heading">
      <h2 id="demos-heading">Rules demos</h2>
      <p className="muted">
        Each demo opens a prepared position and shows one rule at work, a caption per step. Step
        with Next and Back (or the arrow keys); “Play from here” turns it into a game.
      </p>
      <button
        type="button"
        className="start__demos-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(!open)}
      >
        {open ? 'Hide the demos' : 'Show the demos'}
      </button>
      <div id={listId} className="start__demos-list">
        {open && (
          <Suspense fallback={<Loading />}>
            <DemoCatalogue openDemo={openDemo} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
