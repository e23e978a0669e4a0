import { copyFrame } from './clone';
import { runCombat } from './combat';
import { runEvent } from './events';
import { runGlyph } from './glyphs';
import { runPlanning } from './phases/planning';
import { runResolution, runTurn } from './phases/resolution';
import { runRound } from './phases/round';
import { runAdvance, runInjury, runRetreat } from './retreat';
import { anyOf, frameHandler } from './ruleHooks/apply';
import type { BaseFrameKind, FrameHandler, FrameHandlers } from './ruleHooks/hooks';
import type { Choice, Decision, FrameKind, GameState } from './types';
import { runVaalaCard } from './vaala/effects';
import { runPayment } from './vaala/payment';
import { checkVictory } from './victory';

export const BASE_FRAME_HANDLERS: Pick<FrameHandlers, BaseFrameKind> = {
  round: runRound,
  planning: runPlanning,
  resolution: runResolution,
  event: runEvent,
  turn: runTurn,
  glyph: runGlyph,
  'vaala-card': runVaalaCard,
  payment: runPayment,
  combat: runCombat,
  injury: runInjury,
  retreat: runRetreat,
  advance: runAdvance,
};

/**
 * The most steps one call may run. Real play needs at most a few hundred between two decisions
 * (376 over 300 random Saga games); an effect that runs this long without asking anything never
 * ends, and is stopped instead of hanging the table.
 */
export const MAX_RESOLVER_STEPS = 100_000;

/** Thrown by `resolve` at the step limit; applyMove and createGame turn it into a refusal. */
export class RunawayEffect extends Error {
  constructor(s: GameState) {
    const top = s.frames
      .slice(-4)
      .reverse()
      .map((f) => f.kind)
      .join(' ← ');
    super(
      `The rules engine stopped an effect that ran ${MAX_RESOLVER_STEPS} steps without a decision (${top}). This is a fault of the table; nothing was changed.`,
    );
    this.name = 'RunawayEffect';
  }
}

/** Where the answer's own work ended: its settled point, or the log's end if it never settled. */
const workEnd = (s: GameState, settledAt: number) => (settledAt < 0 ? s.log.length : settledAt);

/**
 * Runs frames until a Decision needs a real choice or the game ends. `answer` goes to the frame
 * that asked. Forced choices (a single option) answer themselves (docs/architecture.md §4).
 *
 * Returns where the answer's own work ended: the log's length when the frame that asked was done
 * (popped, with no successor pushed in its place) — or, for an Epic slot placed first (EV-SLOT-2),
 * after that step — and the log's length at the end if it was still at work when the next decision
 * came. What runs after that point (a next Glyph, the Clean-up, a new round's Event) follows from
 * the rules, not from the choice: the Faceless reason and the last move lit on the map stop there
 * (docs/ui.md "Following the Faceless"). With `stopAtSettled` it stops there, leaving `s` part-way
 * (a state only to compare with: api.ts answeredPart).
 */
export function resolve(s: GameState, answer?: Choice, stopAtSettled = false): number {
  let next = answer;
  s.pending = null;
  // Frames at or above this index belong to this state: pushed during this call or already
  // copied. Those below may still be shared with the state the move was applied to, so each is
  // copied once, when it first comes to the top (handlers only push and pop, clone.ts).
  let owned = s.frames.length;
  const askerAt = s.frames.length - 1;
  let slotAnswered = false;
  let settledAt = answer === undefined ? 0 : -1;
  for (let steps = 1; ; steps++) {
    if (steps > MAX_RESOLVER_STEPS) throw new RunawayEffect(s);
    if (s.result) return workEnd(s, settledAt);
    const top = s.frames.length - 1;
    if (top < 0) return workEnd(s, settledAt);
    // EV-SLOT-2: tokens reach their Epic slots before anything else happens.
    if (!anyOf(s, 'urgentStep', next)) {
      if (top < owned) {
        s.frames[top] = copyFrame(s.frames[top]);
        owned = top;
      }
      const frame = s.frames[top];
      (frameHandler(frame.kind) as FrameHandler<FrameKind>)(s, frame, next);
    } else if (steps === 1) slotAnswered = true;
    next = undefined;
    // RB-43a: victory is checked after every step.
    checkVictory(s);
    if (settledAt < 0 && (slotAnswered || s.frames.length <= askerAt)) {
      settledAt = s.log.length;
      if (stopAtSettled) return settledAt;
    }
    // Handlers set `pending`; TypeScript cannot see that through the call.
    const pending = s.pending as Decision | null;
    if (pending && !s.result) {
      if (pending.options.length > 1) return workEnd(s, settledAt);
      next = pending.options[0];
      s.pending = null;
    }
  }
}
