import { useEffect, useRef } from 'react';
import { content } from '../../engine/data';
import { FactionBadge } from '../kit/FactionBadge';
import { useGameActions, useTable } from '../kit/tableSource';
import { ICONS } from '../kit/icons';
import { factionName } from '../words/names';
import './gameOver.css';

const REASONS = {
  power: `reached the Power goal (${content.WIN_POWER} Power, ${content.WIN_POWER_BONDED} for a bonded pair)`,
  'event-deck': 'held the best score when the Event deck ran out',
} as const;

/** The end of the game: who won and why, everyone's Power and scores, and a way to start again. */
export function GameOver() {
  const table = useTable((f) => f.table);
  const actions = useGameActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const result = table?.result;

  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  if (!table || !result) return null;

  const winners = result.winners.map(factionName).join(' and ');
  const hasScores = Object.keys(result.scores).length > 0;

  return (
    <section className="game-over" aria-labelledby="game-over-heading">
      <h2 id="game-over-heading" ref={heading} tabIndex={-1}>
        <ICONS.winner aria-hidden="true" className="icon" />
        Game over: {winners} {result.winners.length > 1 ? 'win' : 'wins'}
      </h2>
      <p>
        {winners} {REASONS[result.reason] ?? result.reason}.
      </p>
      <table className="scores">
        <caption className="visually-hidden">Final Power{hasScores ? ' and scores' : ''}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Power (unspent + spent)</th>
            {hasScores && <th scope="col">Score</th>}
          </tr>
        </thead>
        <tbody>
          {table.seats.map((seat) => (
            <tr key={seat.id} className={result.winners.includes(seat.id) ? 'winner' : undefined}>
              <th scope="row">
                <FactionBadge side={seat.id} /> {seat.name} · {factionName(seat.id)}
                {result.winners.includes(seat.id) && ' (winner)'}
              </th>
              <td>
                {seat.power.unspent + seat.power.spent} ({seat.power.unspent} + {seat.power.spent})
              </td>
              {hasScores && <td>{result.scores[seat.id] ?? '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="primary" onClick={() => actions.leave()}>
        New game
      </button>
    </section>
  );
}
