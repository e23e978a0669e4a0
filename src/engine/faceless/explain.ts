import { insertLog } from '../draft';
import { targetRegion } from '../targets';
import type {
  Choice,
  Decision,
  FacelessReason,
  GameState,
  LogEntry,
  LogHeader,
  RegionId,
  SagaStep,
} from '../types';

/**
 * The log's header when the choice was made (its Saga step too), where the log stood then (`at`),
 * where the choice's own work was done (`to`, resolve's settled point) and where the choice
 * points on the map (`place`, taken before it was resolved: `choicePlace`).
 */
export interface LogMark extends Pick<LogHeader, 'round' | 'phase'> {
  during: SagaStep | null;
  at: number;
  to: number;
  place: RegionId | null;
}

/** The region a choice names or targets, in the position it is made in. */
export function choicePlace(s: GameState, choice: Choice): RegionId | null {
  if (choice.kind === 'target') return targetRegion(s, choice.target);
  if (choice.kind === 'region') return choice.region;
  if (choice.kind === 'step') return choice.to;
  return null;
}

/**
 * RB-44: the Faceless policy's reason goes on the first entry its choice logged for its seat
 * ("Skarn flew … — heading for …"), or, for a choice a solo preference made for the table
 * (EV-CHOICE-6), on the first entry it logged at all. A choice that logged nothing of its own
 * gets an entry at the point it was made: `faceless-held` when it does nothing (it does not
 * attack, it stops moving), `faceless-picked` naming what it picked when the pick's work comes
 * in a later decision. Only the choice's own work counts (`to`): a Harvest that follows a Move
 * that stopped is the rules' next step, not the reason's.
 */
export function explain(
  s: GameState,
  d: Decision,
  choice: Choice,
  mark: LogMark,
  why: FacelessReason,
): void {
  // The entries were made by this move, so no earlier state shares them.
  for (let i = mark.at; i < mark.to; i++) {
    const entry = s.log[i];
    if (d.policy || entry.seat === d.seat) {
      entry.why = why;
      return;
    }
  }
  const { round, phase } = mark;
  const entry: LogEntry =
    choice.kind === 'done' || choice.kind === 'pass'
      ? { round, phase, kind: 'faceless-held', seat: d.seat, decision: d.kind, why }
      : {
          round,
          phase,
          kind: 'faceless-picked',
          seat: d.policy ? null : d.seat,
          decision: d.kind,
          target: choice.kind === 'target' ? choice.target : null,
          region: mark.place,
          why,
        };
  if (mark.during) entry.during = mark.during;
  insertLog(s, mark.at, entry);
}
