import { appendLog } from './draft';
import type { LogEntry, LogFacts, LogHeader, SagaStep } from './logTypes';
import type { GameState } from './types';

/** The Saga step running now, if any: the nearest Saga frame on the effect stack. */
export function sagaStep(s: GameState): SagaStep | null {
  for (let i = s.frames.length - 1; i >= 0; i--) {
    const f = s.frames[i];
    if (f.kind === 'saga') return { saga: f.saga, when: f.when, stage: f.stage };
  }
  return null;
}

/**
 * Appends one entry of facts (logTypes.ts); the UI turns it into a sentence. A Saga's work says
 * which Saga step did it (`during`), so no rule file has to pass it along.
 *
 * The facts become the entry, given its header in place: every caller builds them for this call
 * alone, and copying them into a new object (a spread over the log's ~80 shapes, which takes V8's
 * generic path) cost more than the rest of logging, three entries a move.
 */
export function logEvent(s: GameState, facts: LogFacts): void {
  const entry: LogFacts & Partial<LogHeader> = facts;
  // A fact of the same name stands, as it did when the facts were spread over the header: a
  // combat roll's `round` is its combat round (RB-34).
  entry.round ??= s.round;
  entry.phase = s.phase;
  const during = sagaStep(s);
  if (during) entry.during = during;
  appendLog(s, entry as LogEntry);
}
