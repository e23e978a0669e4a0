import type { GameSetup } from '../../source/tableSource';
import { quickSetup, randomSeed, type QuickTable } from './newGameSetup';
import { useRules } from '../rules/RulesContext';
import './quickPlay.css';

const HOT_SEAT: readonly QuickTable[] = [2, 3, 4];

interface QuickPlayProps {
  onStart(setup: GameSetup): void;
  /** Opens the rules demos' list further down the start screen. */
  onDemos(): void;
}

/**
 * The player's quick start at the top of the start screen: a solo game in one click, a hot-seat
 * table for 2–4 people, the demos and the rules, before the full new-game form.
 */
export function QuickPlay({ onStart, onDemos }: QuickPlayProps) {
  const rules = useRules();
  const start = (people: QuickTable) => onStart(quickSetup(people, randomSeed()));
  const demos = () => {
    onDemos();
    document.getElementById('demos-heading')?.scrollIntoView({ block: 'start' });
  };

  return (
    <section className="quick-play" aria-labelledby="quick-play-heading">
      <h2 id="quick-play-heading">Play now</h2>
      <div className="quick-play__choices">
        <div className="quick-play__choice">
          <button type="button" className="primary" onClick={() => start(1)}>
            Play solo
          </button>
          <p className="muted">You are Allaria’s General against three Faceless.</p>
        </div>
        <div className="quick-play__choice">
          <div
            role="group"
            aria-label="Hot-seat: people at this device"
            className="quick-play__row"
          >
            {HOT_SEAT.map((people) => (
              <button key={people} type="button" onClick={() => start(people)}>
                Hot-seat for {people}
              </button>
            ))}
          </div>
          <p className="muted">One device passed around; each hand stays private.</p>
        </div>
        <div className="quick-play__choice">
          <div className="quick-play__row">
            <button type="button" onClick={demos}>
              Rules demos
            </button>
            {rules && (
              <button type="button" onClick={() => rules.openRules()}>
                How to play
              </button>
            )}
          </div>
          <p className="muted">See a rule at work, or read the goal and a turn.</p>
        </div>
      </div>
      <p className="quick-play__more">
        <a href="#new-game">Set up a table</a>: names, seats, Sagas, Epic characters, the seed.
      </p>
    </section>
  );
}
