import { appendLog } from './draft';
import type { GameState, LogEntry, SeatId } from './types';

/** Appends one structured entry ({round, phase, seat, kind, params}); the UI turns it into a sentence. */
export function logEvent(
  s: GameState,
  seat: SeatId | null,
  kind: string,
  params: LogEntry['params'] = {},
): void {
  appendLog(s, { round: s.round, phase: s.phase, seat, kind, params });
}
