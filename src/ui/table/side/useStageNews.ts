import { useState } from 'react';
import type { LogEntry, SagaId } from '../../../source/tableSource';

/** A Stage activation (EV-STAGE-5…11) as the log records it. */
export interface StageActivation {
  /** Where it stands in the log, so a take-back that removes it removes its announcement. */
  index: number;
  saga: SagaId;
  stage: 1 | 2 | 3;
}

const sameEntry = (a: LogEntry | undefined, b: LogEntry | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** True when `shorter` is the start of `longer` (one game's log, some lines on). */
const isPrefix = (shorter: LogEntry[], longer: LogEntry[]) =>
  shorter.length <= longer.length &&
  (shorter.length === 0 || sameEntry(shorter[shorter.length - 1], longer[shorter.length - 1]));

function lastActivation(log: LogEntry[], from: number): StageActivation | null {
  for (let i = log.length - 1; i >= from; i--) {
    const entry = log[i];
    if (entry.kind === 'stage-advanced')
      return {
        index: i,
        saga: entry.saga,
        stage: entry.stage,
      };
  }
  return null;
}

/**
 * The Stage activation to announce: the newest one the log gained while the table was on screen,
 * until it is dismissed. A game opened, loaded or reloaded announces nothing of its past; a
 * take-back keeps the announcement only while its Stage is still in the log.
 */
export function useStageNews(log: LogEntry[]) {
  const [seen, setSeen] = useState(log);
  const [shown, setShown] = useState<StageActivation | null>(null);

  // Adjusting state while rendering (not in an effect) so the banner appears with the new log.
  if (log !== seen) {
    setSeen(log);
    if (isPrefix(seen, log)) setShown(lastActivation(log, seen.length) ?? shown);
    else if (!isPrefix(log, seen) || (shown && shown.index >= log.length)) setShown(null);
  }

  return { activation: shown, dismiss: () => setShown(null) };
}
