import { useState } from 'react';
import type { CardId } from '../../../source/tableSource';
import type { DecisionOption } from '../../kit/decisionOptions';
import { useGameActions } from '../../kit/tableSource';
import { cardName } from '../../words/names';
import './planAhead.css';

/**
 * Planning ahead (README "Playing", Hot-seat): pick the cards for this and your next Planning
 * turns in order, one click each, then play them, with or without a pass after. Open from the
 * start in hot-seat, where it saves a hand-off per card. Between your turns the others only add
 * one face-down card each (RB-13), so nothing is lost; the device is not passed back to you. The
 * cards are the decision's card options, as the decision bar offers them.
 */
export function PlanAhead({
  options,
  open,
}: {
  options: readonly DecisionOption[];
  open: boolean;
}) {
  const actions = useGameActions();
  const [chosen, setChosen] = useState<CardId[]>([]);
  const cards = options.flatMap(({ choice }) => (choice.kind === 'card' ? [choice.card] : []));
  if (cards.length < 2) return null;

  const toggle = (card: CardId) =>
    setChosen((now) => (now.includes(card) ? now.filter((c) => c !== card) : [...now, card]));
  const play = (passAfter: boolean) => {
    if (actions.planCards(chosen, passAfter)) setChosen([]);
  };

  return (
    <details className="plan-ahead" open={open}>
      <summary>Choose several cards now (no hand-off between your turns)</summary>
      <p className="muted">
        Click cards in the order to play them, one per turn of yours this Planning.
      </p>
      <ul className="plan-ahead__cards" aria-label="Cards to plan ahead">
        {cards.map((card) => {
          const at = chosen.indexOf(card);
          return (
            <li key={card}>
              <button type="button" aria-pressed={at >= 0} onClick={() => toggle(card)}>
                {at >= 0 && <span className="plan-ahead__order">{at + 1}.</span>} {cardName(card)}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="plan-ahead__actions">
        <button
          type="button"
          className="primary"
          disabled={chosen.length === 0}
          onClick={() => play(true)}
        >
          Play {chosen.length || 'these'} in order, then pass
        </button>
        <button type="button" disabled={chosen.length === 0} onClick={() => play(false)}>
          Play {chosen.length || 'these'} in order, then ask me again
        </button>
      </p>
    </details>
  );
}
