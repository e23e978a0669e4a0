import type { GameState, LogEntry, SeatId } from './types';

/** Appends one structured entry ({round, phase, seat, kind, params}); the UI turns it into a sentence. */
export function logEvent(
  s: GameState,
  seat: SeatId | null,
  kind: string,
  params: LogEntry['params'] = {},
): void {
  s.log.push({ round: s.round, phase: s.phase, seat, kind, params });
}
