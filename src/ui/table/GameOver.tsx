import { useEffect, useRef } from 'react';
import { content } from '../../engine/data';
import { FactionBadge } from '../kit/FactionBadge';
import { useGameActions, useTable } from '../kit/tableSource';
import { ICONS } from '../kit/icons';
import { factionName, sagaName, stageName } from '../words/names';
import { PowerChart } from './PowerChart';
import './gameOver.css';

const REASONS = {
  power: `reached the Power goal (${content.WIN_POWER} Power, ${content.WIN_POWER_BONDED} for a bonded pair)`,
  'event-deck': 'held the best score when the Event deck ran out',
} as const;

/**
 * The end of the game: who won and why; each seat's Power over the rounds (a chart), its final
 * Power and score, combats won, Units lost and cards played; the Stages the Sagas reached; the
 * replay from the start, and a new game.
 */
export function GameOver() {
  const table = useTable((f) => f.table);
  const ending = useTable((f) => f.ending);
  const canReplay = useTable((f) => f.time !== null);
  const actions = useGameActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const result = table?.result;

  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  if (!table || !result) return null;

  const winners = result.winners.map(factionName).join(' and ');
  const hasScores = Object.keys(result.scores).length > 0;
  const statsOf = (seat: string) => ending?.seats.find((s) => s.seat === seat);

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
        <caption className="visually-hidden">
          Final Power{hasScores ? ' and scores' : ''}, combats, Units and cards
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Power (unspent + spent)</th>
            {hasScores && <th scope="col">Score</th>}
            {ending && (
              <>
                <th scope="col">Combats won</th>
                <th scope="col">Units lost</th>
                <th scope="col">Cards played</th>
              </>
            )}
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
              {ending && (
                <>
                  <td>
                    {statsOf(seat.id)?.combatsWon ?? 0} of {statsOf(seat.id)?.combatsFought ?? 0}
                  </td>
                  <td>{statsOf(seat.id)?.unitsLost ?? 0}</td>
                  <td>
                    {statsOf(seat.id)?.cardsPlayed ?? 0}
                    {(statsOf(seat.id)?.vaalaPlayed ?? 0) > 0 &&
                      ` + ${statsOf(seat.id)!.vaalaPlayed} Vaala`}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {ending && (
        <figure className="game-over__chart">
          <PowerChart stats={ending.seats} />
          <figcaption className="muted">
            Power at the end of each round (R1…R{ending.rounds}); the dashed line is the goal.
          </figcaption>
        </figure>
      )}
      {ending && ending.sagas.length > 0 && (
        <p>
          Sagas reached:{' '}
          {ending.sagas
            .map((saga) => `${sagaName(saga.id)} ${saga.stage === 0 ? '∞' : stageName(saga.stage)}`)
            .join(', ')}
          .
        </p>
      )}
      <div className="game-over__actions">
        <button type="button" className="primary" onClick={() => actions.leave()}>
          New game
        </button>
        {canReplay && (
          <button
            type="button"
            onClick={() => {
              actions.openReplay();
              actions.stepReplay(0);
            }}
          >
            Watch the replay from the start
          </button>
        )}
      </div>
    </section>
  );
}
