import { appendLog } from './draft';
import type { LogEntry, LogFacts, SagaStep } from './logTypes';
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
 */
export function logEvent(s: GameState, facts: LogFacts): void {
  const entry: LogEntry = { round: s.round, phase: s.phase, ...facts };
  const during = sagaStep(s);
  if (during) entry.during = during;
  appendLog(s, entry);
}
