import { bondedDialOf, type DialInPlay } from '../board';
import type { Ability } from '../content/epic';
import { abilityOf } from '../epic/ability';
import { blockedSpaces, currentSpace, woundCapacity } from '../epic/dragonBoard';
import { sameData } from '../sameData';
import type { GameState, SeatId } from '../types';
import { powerGoal, type PowerGoal } from '../victory';

/** A Dragon's wound track as the rules read it now (RB-37, EV-EDRAGON-4…8). */
export interface WoundTrack {
  /** Wound spaces it has: the track's less those under the Epic board's blocker. */
  capacity: number;
  /** Spaces under the blocker (an Epic Dragon's Health slots slide it off). */
  blocked: number;
  /** The space whose printed Combat Value is in force. */
  current: number;
}

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
      woundTrack:
        seat.role === 'dragon'
          ? {
              capacity: woundCapacity(state.content, seat),
              blocked: blockedSpaces(state.content, seat),
              current: currentSpace(state.content, seat),
            }
          : null,
      ability: seat.epic ? abilityOf(state, seat) : null,
      bondedDial: bondedDialOf(state, seat.id),
    };
    const kept = last?.[seat.id];
    facts[seat.id] = kept && sameData(kept, now) ? kept : now;
  }
  return last && sameData(last, facts) ? last : facts;
}
