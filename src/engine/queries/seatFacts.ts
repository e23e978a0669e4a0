import { bondedDialOf, type DialInPlay } from '../board';
import type { Ability } from '../content/epic';
import { woundTrack, type WoundTrack } from '../hits';
import { firstOf } from '../ruleHooks/apply';
import { sameData } from '../sameData';
import type { GameState, SeatId } from '../types';
import { powerGoal, type PowerGoal } from '../victory';

export type { WoundTrack };

/** What the rules say of one seat now, for its player board: facts no screen may work out. */
export interface SeatFacts {
  /** RB-42, RB-43: the Power it needs, with its bonded partner's. */
  goal: PowerGoal;
  /** A Dragon's wound track; null for a General. */
  woundTrack: WoundTrack | null;
  /** EV-ABIL: the side of its Epic Character card in force; null for a standard character. */
  ability: Ability | null;
  /** EV-DDIAL-1: the Dragon dial bonded to it, on the map; null when none. */
  bondedDial: DialInPlay | null;
}

/** Each seat's facts, each kept from `last` while it says the same (so boards memo by reference). */
export function seatFacts(
  state: GameState,
  last: Partial<Record<SeatId, SeatFacts>> | undefined,
): Partial<Record<SeatId, SeatFacts>> {
  const facts: Partial<Record<SeatId, SeatFacts>> = {};
  for (const seat of state.seats) {
    const now: SeatFacts = {
      goal: powerGoal(state, seat.id),
      woundTrack: seat.role === 'dragon' ? woundTrack(state, seat.id) : null,
      ability: firstOf(state, 'epicAbility', seat.id),
      bondedDial: bondedDialOf(state, seat.id),
    };
    const kept = last?.[seat.id];
    facts[seat.id] = kept && sameData(kept, now) ? kept : now;
  }
  return last && sameData(last, facts) ? last : facts;
}
