import { QUICK_START } from '../../rulebook/quickStart';

/** The quick start at the top of the rules reference: the goal and a round, each line's rules one click away. */
export function QuickStart({ onShowId }: { onShowId(id: string): void }) {
  return (
    <section className="quick-start" aria-labelledby="quick-start-heading">
      <h3 id="quick-start-heading" className="rules__section">
        Quick start: the goal and a turn
      </h3>
      <p className="muted">A summary by this table; the rules below are the authority.</p>
      {QUICK_START.map((part) => (
        <div key={part.title} className="quick-start__part">
          <h4>{part.title}</h4>
          <ul>
            {part.lines.map((line) => (
              <li key={line.text}>
                {line.text}{' '}
                {line.rules.map((rule) => (
                  <button
                    key={rule}
                    type="button"
                    className="link-button quick-start__rule"
                    onClick={() => onShowId(rule)}
                  >
                    {rule}
                  </button>
                ))}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
