import { useLayoutEffect, useRef } from 'react';
import type { LogEntry } from '../engine';
import { selectLog } from '../store';
import { useGame } from './GameStoreContext';
import { logSentence, phaseName } from './logSentences';

interface RoundGroup {
  round: number;
  entries: { entry: LogEntry; index: number }[];
}

function groupByRound(log: LogEntry[]): RoundGroup[] {
  const groups: RoundGroup[] = [];
  log.forEach((entry, index) => {
    const last = groups[groups.length - 1];
    if (last && last.round === entry.round) last.entries.push({ entry, index });
    else groups.push({ round: entry.round, entries: [{ entry, index }] });
  });
  return groups;
}

/** How close to the bottom (px) still counts as "following" the log. */
const FOLLOW_SLACK = 40;

/**
 * The game's log as sentences, grouped by round, newest at the bottom. It follows new lines
 * unless the reader has scrolled up to look at older ones.
 */
export function GameLog() {
  const log = useGame(selectLog);
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [log]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_SLACK;
  };

  return (
    <section className="log" aria-labelledby="log-heading">
      <h2 id="log-heading">Log</h2>
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
        {groupByRound(log).map((group) => (
          <div key={group.round} className="log__round">
            <h3>Round {group.round}</h3>
            <ol>
              {group.entries.map(({ entry, index }) => (
                <li key={index} data-kind={entry.kind}>
                  <span className="log__phase">{phaseName(entry.phase)} · </span>
                  {logSentence(entry)}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
