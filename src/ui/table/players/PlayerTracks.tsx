import { content } from '../../../engine/data';
import type { PowerGoal, SeatView, WoundTrack } from '../../../source/tableSource';
import { factionName, plural } from '../../words/names';
import './tracks.css';

/**
 * A player board's tracks drawn as tracks (README "The board"): Power toward the goal (10, or 15
 * combined when bonded) with a warning one token away, and a Dragon's wounds and Essence. The
 * words are the track's accessible name; the spaces are decoration.
 */
export function PowerTrack({ seat, goal }: { seat: SeatView; goal: PowerGoal }) {
  const { partnerPower, bondedWith: partner } = goal;
  const spaces = [
    ...Array<string>(seat.power.unspent).fill('unspent'),
    ...Array<string>(seat.power.spent).fill('spent'),
    ...Array<string>(partnerPower).fill('partner'),
  ];
  const close = goal.toGo === 1;
  const label =
    `Power toward the goal: ${goal.power} of ${goal.goal}` +
    (partner ? ` with ${factionName(partner)}` : '') +
    ` (${seat.power.unspent} unspent, ${seat.power.spent} spent` +
    (partner ? `, ${partnerPower} of ${factionName(partner)}'s` : '') +
    `); ${goal.toGo > 0 ? `${plural(goal.toGo, 'token')} to win` : 'goal reached'}`;
  return (
    <div className={`track track--power${close ? ' track--close' : ''}`}>
      <p role="img" aria-label={label} className="track__spaces">
        {Array.from({ length: goal.goal }, (_, i) => (
          <span key={i} className={`track__space track__space--${spaces[i] ?? 'empty'}`} />
        ))}
      </p>
      <p className="track__note" aria-hidden="true">
        {goal.power}/{goal.goal}
        {partner ? ` with ${factionName(partner)}` : ''}
      </p>
      {close && (
        <p className="track__warning" role="status">
          One Power token from victory
        </p>
      )}
    </div>
  );
}

/** A Dragon's wound spaces (its wounds filled) and its Essence track. */
export function DragonTracks({ seat, track }: { seat: SeatView; track: WoundTrack }) {
  const { capacity } = track;
  return (
    <div className="track" aria-hidden="true">
      <p className="track__spaces" title="Wounds">
        {Array.from({ length: capacity }, (_, i) => (
          <span
            key={i}
            className={`track__space track__space--wound${i < seat.wounds ? ' track__space--taken' : ''}`}
          />
        ))}
      </p>
      <p className="track__spaces" title="Essence">
        {Array.from({ length: content.ESSENCE_TRACK_LENGTH }, (_, i) => (
          <span
            key={i}
            className={`track__space track__space--essence${i < seat.essence.length ? ' track__space--taken' : ''}`}
          />
        ))}
      </p>
    </div>
  );
}
