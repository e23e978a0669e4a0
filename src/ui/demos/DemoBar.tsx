import { useEffect, useId } from 'react';
import { selectDemo } from '../../store';
import { useGame, useGameStoreApi } from '../kit/GameStoreContext';
import { ICONS } from '../kit/icons';
import './demos.css';

/** Arrow keys step the demo, unless the person is typing or the map or a list has the keys. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return Boolean(target.closest('input, textarea, select, [role="listbox"], .map__board'));
}

/**
 * The caption bar of a rules demo (ui.md "Rules demos at game night"): which step, what the rule
 * is doing, Back and Next, "Play from here" to take over the game, and "Leave demo".
 */
export function DemoBar() {
  const store = useGameStoreApi();
  const session = useGame(selectDemo);
  const headingId = useId();
  const step = session?.step ?? 0;

  useEffect(() => {
    if (!session) return;
    const onKey = (event: KeyboardEvent) => {
      const delta = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (!delta || event.altKey || event.ctrlKey || event.metaKey || ownsArrowKeys(event.target))
        return;
      event.preventDefault();
      store.getState().showDemoStep(step + delta);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, session, step]);

  if (!session) return null;
  const { demo, states } = session;
  const last = states.length - 1;

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
          onClick={() => store.getState().showDemoStep(step - 1)}
          disabled={step === 0}
          aria-keyshortcuts="ArrowLeft"
        >
          Back
        </button>
        <button
          type="button"
          onClick={() => store.getState().showDemoStep(step + 1)}
          disabled={step === last}
          aria-keyshortcuts="ArrowRight"
        >
          Next
        </button>
        <button type="button" onClick={() => store.getState().playDemoFromHere()}>
          Play from here
        </button>
        <button type="button" className="quiet" onClick={() => store.getState().leaveGame()}>
          Leave demo
        </button>
      </div>
    </section>
  );
}
