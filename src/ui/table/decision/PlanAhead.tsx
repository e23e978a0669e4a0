import { useState } from 'react';
import type { CardId, Choice } from '../../../engine';
import type { GameStore } from '../../../store';
import { useGame } from '../../kit/GameStoreContext';
import { cardName } from '../../words/names';
import './planAhead.css';

const selectPlanCards = (store: GameStore) => store.planCards;

/**
 * Planning ahead (issue 12 item 6): pick the cards for this and your next Planning turns in order,
 * one click each, then play them, with or without a pass after. Open from the start in hot-seat,
 * where it saves a hand-off per card. Between your turns the others
 * only add one face-down card each, so nothing is lost; the device is not passed back to you.
 */
export function PlanAhead({ options, open }: { options: readonly Choice[]; open: boolean }) {
  const planCards = useGame(selectPlanCards);
  const [chosen, setChosen] = useState<CardId[]>([]);
  const cards = options.flatMap((o) => (o.kind === 'card' ? [o.card] : []));
  if (cards.length < 2) return null;

  const toggle = (card: CardId) =>
    setChosen((now) => (now.includes(card) ? now.filter((c) => c !== card) : [...now, card]));
  const play = (passAfter: boolean) => {
    if (planCards(chosen, passAfter)) setChosen([]);
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
