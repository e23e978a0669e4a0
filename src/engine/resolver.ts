import { copyFrame } from './clone';
import { runCombat } from './combat';
import { runSequel } from './creatures/sequel';
import { runEvent } from './events';
import { runAllyBidding, runAllyCard } from './fell/allyToken';
import { runSlotWork, seatWithSlotWork } from './epic/slotWork';
import { runGlyph } from './glyphs';
import { runPlanning } from './phases/planning';
import { runResolution, runTurn } from './phases/resolution';
import { runRound } from './phases/round';
import { runAdvance, runInjury, runRetreat } from './retreat';
import type { Choice, Decision, Frame, FrameKind, GameState } from './types';
import { runSagaAttack } from './sagas/assault';
import { runSaga } from './sagas/registry';
import { runStage } from './sagas/stage';
import { runVaalaCard } from './vaala/effects';
import { runPayment } from './vaala/payment';
import { checkVictory } from './victory';

type Handler<K extends FrameKind> = (
  s: GameState,
  f: Extract<Frame, { kind: K }>,
  answer?: Choice,
) => void;

const HANDLERS: { [K in FrameKind]: Handler<K> } = {
  stage: runStage,
  saga: runSaga,
  'saga-attack': runSagaAttack,
  round: runRound,
  planning: runPlanning,
  resolution: runResolution,
  event: runEvent,
  turn: runTurn,
  glyph: runGlyph,
  'vaala-card': runVaalaCard,
  payment: runPayment,
  combat: runCombat,
  sequel: runSequel,
  injury: runInjury,
  retreat: runRetreat,
  advance: runAdvance,
  'ally-bidding': runAllyBidding,
  'ally-card': runAllyCard,
};

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
  for (;;) {
    if (s.result) return;
    const top = s.frames.length - 1;
    if (top < 0) return;
    // EV-SLOT-2: tokens reach their Epic slots before anything else happens.
    const keeper = seatWithSlotWork(s);
    if (keeper) runSlotWork(s, keeper, next);
    else {
      if (top < owned) {
        s.frames[top] = copyFrame(s.frames[top]);
        owned = top;
      }
      const frame = s.frames[top];
      (HANDLERS[frame.kind] as Handler<FrameKind>)(s, frame, next);
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
