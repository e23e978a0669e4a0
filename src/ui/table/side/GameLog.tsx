import { memo, useId, useEffect, useRef, useState } from 'react';
import type { GameView, LastMove, LogEntry, SeatId, TableFrame } from '../../../source/tableSource';
import { useTableFollowing } from '../../kit/tableSource';
import { logSentence, phaseName } from '../../words/logSentences';
import { seatLabel } from '../../words/names';
import './side.css';

/** Everyone's lines, or one seat's: the log is filterable by seat. */
type Filter = 'all' | SeatId;

interface RoundGroup {
  round: number;
  entries: { entry: LogEntry; index: number }[];
}

function groupByRound(log: LogEntry[], filter: Filter): RoundGroup[] {
  const groups: RoundGroup[] = [];
  log.forEach((entry, index) => {
    if (filter !== 'all' && entry.seat !== filter) return;
    const last = groups[groups.length - 1];
    if (last && last.round === entry.round) last.entries.push({ entry, index });
    else groups.push({ round: entry.round, entries: [{ entry, index }] });
  });
  return groups;
}

const NO_LOG: LogEntry[] = [];
const NO_SEATS: GameView['seats'] = [];
// Stable selectors: the panel follows the frame one painted frame later (docs/architecture.md "What
// a click draws first"), and the view keeps the log and the seats the same arrays while unchanged.
const selectLog = (f: TableFrame) => f.table?.log ?? NO_LOG;
const selectSeats = (f: TableFrame) => f.table?.seats ?? NO_SEATS;
const selectLastMove = (f: TableFrame) => f.lastMove;

/** How close to the bottom (px) still counts as "following" the log. */
const FOLLOW_SLACK = 40;

/**
 * The game's log as sentences, grouped by round, newest at the bottom. It follows new lines
 * unless the reader has scrolled up to look at older ones.
 */
export const GameLog = memo(function GameLog() {
  const log = useTableFollowing(selectLog);
  const seats = useTableFollowing(selectSeats);
  const lastMove = useTableFollowing(selectLastMove);
  const [filter, setFilter] = useState<Filter>('all');
  const filterId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  // At the next frame, which lays the page out anyway: reading the log's height in the commit
  // would make the click that added lines wait for a layout of its own.
  useEffect(() => {
    const el = scroller.current;
    if (!el || !following.current) return;
    if (typeof requestAnimationFrame !== 'function') return void (el.scrollTop = el.scrollHeight);
    const frame = requestAnimationFrame(() => (el.scrollTop = el.scrollHeight));
    return () => cancelAnimationFrame(frame);
  }, [log, filter]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_SLACK;
  };

  return (
    <section className="log" aria-labelledby="log-heading">
      <h2 id="log-heading">Log</h2>
      <label htmlFor={filterId} className="log__filter">
        Show{' '}
        <select id={filterId} value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          <option value="all">everyone</option>
          {seats.map((seat) => (
            <option key={seat.id} value={seat.id}>
              {seatLabel({ seats }, seat.id)}
            </option>
          ))}
        </select>
      </label>
      <div
        ref={scroller}
        className="log__scroll"
        role="log"
        aria-live="polite"
        aria-label="Game log"
        tabIndex={0}
        onScroll={onScroll}
      >
        {log.length === 0 && <p className="muted">Nothing has happened yet.</p>}
        {groupByRound(log, filter).map((group) => (
          <LogRound key={group.round} group={group} {...litIn(group, lastMove)} />
        ))}
      </div>
    </section>
  );
});

/** The last move's lines [litFrom, litTo) by log index; a round it did not log in gets 0, 0. */
interface Lit {
  litFrom: number;
  litTo: number;
}

function litIn(group: RoundGroup, lastMove: LastMove | null): Lit {
  const first = group.entries[0].index;
  const last = group.entries[group.entries.length - 1].index;
  if (!lastMove || lastMove.logFrom > last || lastMove.logTo <= first)
    return { litFrom: 0, litTo: 0 };
  return { litFrom: lastMove.logFrom, litTo: lastMove.logTo };
}

/**
 * A past round's entries are the same objects move after move, so only the round in play (and
 * one the last move's lines leave) redraws.
 */
const LogRound = memo(
  function LogRound({ group, litFrom, litTo }: { group: RoundGroup } & Lit) {
    return (
      <div className="log__round">
        <h3>Round {group.round}</h3>
        <ol>
          {group.entries.map(({ entry, index }) => (
            <LogLine key={index} entry={entry} last={litPart(index, litFrom, litTo)} />
          ))}
        </ol>
      </div>
    );
  },
  (a, b) =>
    a.group.round === b.group.round &&
    a.litFrom === b.litFrom &&
    a.litTo === b.litTo &&
    a.group.entries.length === b.group.entries.length &&
    a.group.entries.every((e, i) => e.entry === b.group.entries[i].entry),
);

/** The last move's lines are lit, the first with a "Last move" tag like the map's. */
type LastPart = 'first' | 'rest' | null;

const litPart = (index: number, litFrom: number, litTo: number): LastPart =>
  index < litFrom || index >= litTo ? null : index === litFrom ? 'first' : 'rest';

/**
 * One line. Log entries are shared, unchanged, from state to state (the log is append-only), so
 * a line already shown renders again only when it stops being the last move's.
 */
const LogLine = memo(function LogLine({ entry, last }: { entry: LogEntry; last: LastPart }) {
  return (
    <li data-kind={entry.kind} className={last ? 'log__line--last' : undefined}>
      {last === 'first' && <span className="map-region__last-move log__last-move">Last move</span>}
      <span className="log__phase">{phaseName(entry.phase)} · </span>
      {logSentence(entry)}
    </li>
  );
});
