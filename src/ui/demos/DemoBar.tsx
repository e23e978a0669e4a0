import { useEffect, useId } from 'react';
import type { TableFrame } from '../../source/tableSource';
import { ICONS } from '../kit/icons';
import { useGameActions, useTable } from '../kit/tableSource';
import './demos.css';

/** Arrow keys step the demo, unless the person is typing or the map or a list has the keys. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return Boolean(target.closest('input, textarea, select, [role="listbox"], .map__board'));
}

const selectDemo = (f: TableFrame) => f.demo;

/**
 * The caption bar of a rules demo (a rule at work at game night, a caption per step): which step,
 * what the rule is doing, Back and Next, "Play from here" to take over the game, and "Leave demo".
 */
export function DemoBar() {
  const actions = useGameActions();
  const session = useTable(selectDemo);
  const headingId = useId();
  const step = session?.step ?? 0;

  useEffect(() => {
    if (!session) return;
    const onKey = (event: KeyboardEvent) => {
      const delta = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (!delta || event.altKey || event.ctrlKey || event.metaKey || ownsArrowKeys(event.target))
        return;
      event.preventDefault();
      actions.showDemoStep(step + delta);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions, session, step]);

  if (!session) return null;
  const { demo } = session;
  const last = demo.steps.length - 1;

  return (
    <section className="demo-bar" aria-labelledby={headingId}>
      <h2 id={headingId} className="demo-bar__title">
        <ICONS.demo aria-hidden="true" className="icon" />
        Demo: {demo.title}
      </h2>
      <p className="demo-bar__step" aria-live="polite">
        <span className="demo-bar__count">
          Step {step + 1} of {last + 1}
        </span>{' '}
        <span className="demo-bar__caption">{demo.steps[step].caption}</span>
      </p>
      {demo.rules.length > 0 && (
        <p className="demo-bar__rules muted">Rules shown: {demo.rules.join(', ')}</p>
      )}
      <div className="demo-bar__actions">
        <button
          type="button"
          onClick={() => actions.showDemoStep(step - 1)}
          disabled={step === 0}
          aria-keyshortcuts="ArrowLeft"
        >
          Back
        </button>
        <button
          type="button"
          onClick={() => actions.showDemoStep(step + 1)}
          disabled={step === last}
          aria-keyshortcuts="ArrowRight"
        >
          Next
        </button>
        <button type="button" onClick={() => actions.playDemoFromHere()}>
          Play from here
        </button>
        <button type="button" className="quiet" onClick={() => actions.leave()}>
          Leave demo
        </button>
      </div>
    </section>
  );
}
