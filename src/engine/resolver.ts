import { copyFrame } from './clone';
import { runCombat } from './combat';
import { runEvent } from './events';
import { runGlyph } from './glyphs';
import { runPlanning } from './phases/planning';
import { runResolution, runTurn } from './phases/resolution';
import { runRound } from './phases/round';
import { runAdvance, runInjury, runRetreat } from './retreat';
import { anyOf, frameHandler } from './rules/apply';
import type { FrameHandler, FrameHandlers } from './rules/hooks';
import type { Choice, Decision, FrameKind, GameState } from './types';
import { runVaalaCard } from './vaala/effects';
import { runPayment } from './vaala/payment';
import { checkVictory } from './victory';

/** The frame kinds of the base rules; the modules bring the others (modules.ts). */
export type BaseFrameKind = Exclude<
  FrameKind,
  'stage' | 'saga' | 'saga-attack' | 'sequel' | 'ally-bidding' | 'ally-card'
>;

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

/**
 * Runs frames until a Decision needs a real choice or the game ends. `answer` goes to the frame
 * that asked. Forced choices (a single option) answer themselves (architecture.md §4).
 */
export function resolve(s: GameState, answer?: Choice): void {
  let next = answer;
  s.pending = null;
  // Frames at or above this index belong to this state: pushed during this call or already
  // copied. Those below may still be shared with the state the move was applied to, so each is
  // copied once, when it first comes to the top (handlers only push and pop, clone.ts).
  let owned = s.frames.length;
  for (let steps = 1; ; steps++) {
    if (steps > MAX_RESOLVER_STEPS) throw new RunawayEffect(s);
    if (s.result) return;
    const top = s.frames.length - 1;
    if (top < 0) return;
    // EV-SLOT-2: tokens reach their Epic slots before anything else happens.
    if (!anyOf(s, 'urgentStep', next)) {
      if (top < owned) {
        s.frames[top] = copyFrame(s.frames[top]);
        owned = top;
      }
      const frame = s.frames[top];
      (frameHandler(frame.kind) as FrameHandler<FrameKind>)(s, frame, next);
    }
    next = undefined;
    // RB-43a: victory is checked after every step.
    checkVictory(s);
    // Handlers set `pending`; TypeScript cannot see that through the call.
    const pending = s.pending as Decision | null;
    if (pending && !s.result) {
      if (pending.options.length > 1) return;
      next = pending.options[0];
      s.pending = null;
    }
  }
}
