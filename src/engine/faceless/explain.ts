import { insertLog } from '../draft';
import type { Decision, FacelessReason, GameState, LogHeader } from '../types';

/** Where the log stood when the choice was made. */
export type LogMark = Pick<LogHeader, 'round' | 'phase'> & { at: number };

/**
 * RB-44: the Faceless policy's reason goes on the first entry its choice logged for its seat
 * ("Skarn flew … — heading for …"); a choice that logged nothing of its own (it does not attack,
 * it stops moving) gets a `faceless-held` entry at the point the choice was made.
 */
export function explain(s: GameState, d: Decision, mark: LogMark, why: FacelessReason): void {
  for (let i = mark.at; i < s.log.length; i++) {
    const entry = s.log[i];
    if (entry.seat === d.seat) {
      // The entry was made by this move, so no earlier state shares it.
      entry.why = why;
      return;
    }
  }
  insertLog(s, mark.at, {
    round: mark.round,
    phase: mark.phase,
    kind: 'faceless-held',
    seat: d.seat,
    decision: d.kind,
    why,
  });
}
