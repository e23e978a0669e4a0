import { targetRegion } from '../targets';
import type { Choice, Decision, FacelessReason, GameState, LogHeader, RegionId } from '../types';

/**
 * The position the choice was made in (`then`, untouched), the log's header then (its Saga step
 * too), where the log stood (`at`) and where the choice's own work was done (`to`, resolve's
 * settled point).
 */
export type LogMark = LogHeader & { then: GameState; at: number; to: number };

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
  const { then, at: _at, to: _to, ...header } = mark;
  if (choice.kind === 'done' || choice.kind === 'pass') {
    s.log.splice(mark.at, 0, {
      ...header,
      kind: 'faceless-held',
      seat: d.seat,
      decision: d.kind,
      why,
    });
    return;
  }
  const target = choice.kind === 'target' ? choice.target : null;
  s.log.splice(mark.at, 0, {
    ...header,
    kind: 'faceless-picked',
    seat: d.policy ? null : d.seat,
    decision: d.kind,
    target,
    region: target ? targetRegion(then, target) : placeOf(choice),
    why,
  });
}

/** The region a choice names, if any. */
function placeOf(choice: Choice): RegionId | null {
  if (choice.kind === 'region') return choice.region;
  if (choice.kind === 'step') return choice.to;
  return null;
}
