import { content } from '../../engine/data';
import type { SeatStats } from '../../source/tableSource';
import { factionBadge, factionColour, factionName } from '../words/names';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 28, right: 28, top: 10, bottom: 24 };

/**
 * Each seat's Power at every round's end as a line in its faction's colour, its badge letter at
 * the line's end (colour is never the only cue); the goal (RB-43) as a dashed line. The same
 * numbers are in the statistics table beside it, for screen readers too.
 */
export function PowerChart({ stats }: { stats: SeatStats[] }) {
  const rounds = Math.max(1, ...stats.map((s) => s.powerByRound.length));
  const top = Math.max(content.WIN_POWER, ...stats.flatMap((s) => s.powerByRound));
  const x = (round: number) =>
    PAD.left + (rounds === 1 ? 0 : ((round - 1) / (rounds - 1)) * (WIDTH - PAD.left - PAD.right));
  const y = (power: number) =>
    HEIGHT - PAD.bottom - (power / top) * (HEIGHT - PAD.top - PAD.bottom);
  const goal = y(content.WIN_POWER);
  return (
    <svg
      className="power-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Power at the end of each round: ${stats
        .map((s) => `${factionName(s.seat)} ${s.powerByRound.join(', ')}`)
        .join('; ')}`}
    >
      <line
        className="power-chart__goal"
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={goal}
        y2={goal}
      />
      <text className="power-chart__label" x={2} y={goal + 4}>
        {content.WIN_POWER}
      </text>
      {Array.from({ length: rounds }, (_, i) => (
        <text
          key={i}
          className="power-chart__label"
          x={x(i + 1)}
          y={HEIGHT - 6}
          textAnchor="middle"
        >
          R{i + 1}
        </text>
      ))}
      {stats.map((s, index) => {
        // Lines that end on the same Power put their letters side by side, not on one another.
        const end = s.powerByRound[s.powerByRound.length - 1];
        const before = stats
          .slice(0, index)
          .filter((o) => o.powerByRound[o.powerByRound.length - 1] === end).length;
        const points = s.powerByRound.map((p, i) => `${x(i + 1)},${y(p)}`).join(' ');
        const last = s.powerByRound.length;
        return (
          <g key={s.seat} style={{ color: factionColour(s.seat) }}>
            <polyline className="power-chart__line" points={points} />
            {s.powerByRound.map((p, i) => (
              <circle key={i} className="power-chart__point" cx={x(i + 1)} cy={y(p)} r={3} />
            ))}
            <text
              className="power-chart__badge"
              x={x(last) + 6 + 12 * before}
              y={y(s.powerByRound[last - 1] ?? 0) + 4}
            >
              {factionBadge(s.seat)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
