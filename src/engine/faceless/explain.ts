import { insertLog } from '../draft';
import { targetRegion } from '../targets';
import type { Choice, Decision, FacelessReason, GameState, LogHeader, RegionId } from '../types';

/**
 * The log's header when the choice was made (its Saga step too), where the log stood then (`at`),
 * where the choice's own work was done (`to`, resolve's settled point) and where the choice
 * points on the map (`place`, taken before it was resolved: `choicePlace`).
 */
export type LogMark = LogHeader & { at: number; to: number; place: RegionId | null };

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
  const own = s.log.slice(mark.at, mark.to);
  // The entry was made by this move, so no earlier state shares it.
  const entry = d.policy ? own[0] : own.find((e) => e.seat === d.seat);
  if (entry) {
    entry.why = why;
    return;
  }
  const { at, to: _to, place, ...header } = mark;
  if (choice.kind === 'done' || choice.kind === 'pass') {
    insertLog(s, at, { ...header, kind: 'faceless-held', seat: d.seat, decision: d.kind, why });
    return;
  }
  insertLog(s, at, {
    ...header,
    kind: 'faceless-picked',
    seat: d.policy ? null : d.seat,
    decision: d.kind,
    target: choice.kind === 'target' ? choice.target : null,
    region: place,
    why,
  });
}
