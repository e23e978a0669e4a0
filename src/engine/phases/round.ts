import { pop, push } from '../frames';
import { listOf } from '../ruleHooks/apply';
import type { GameState, RoundFrame } from '../types';
import { endByEventDeck } from '../victory';
import { cleanUp } from './cleanup';

/** A round is Planning, Resolution, Clean-up (RB-12…RB-39); the game ends after the round in which the Event deck ran out. */
export function runRound(s: GameState, f: RoundFrame): void {
  switch (f.step) {
    case 'planning':
      s.phase = 'planning';
      f.step = 'resolution';
      // EV-CHAR-8: a module's steps (the Ally bidding) open Planning.
      push(s, ...listOf(s, 'beforePlanning'), {
        kind: 'planning',
        turn: s.initiative,
        started: false,
      });
      return;
    case 'resolution':
      s.phase = 'resolution';
      f.step = 'cleanup';
      push(s, { kind: 'resolution', next: 0 });
      return;
    case 'cleanup':
      // RB-12a, RB-38: with the Event deck empty the game ends instead of cleaning up.
      if (s.eventDeck.length === 0) {
        pop(s);
        endByEventDeck(s);
        return;
      }
      s.phase = 'cleanup';
      cleanUp(s);
      s.round += 1;
      f.step = 'planning';
      return;
  }
}
