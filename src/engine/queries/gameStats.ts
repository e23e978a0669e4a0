import type { LogEntry } from '../logTypes';
import type { Target } from '../terms';
import type { GameState, SagaState, SeatId } from '../types';

/** One seat's game, told in numbers at its end: what the game-over screen shows. */
export interface SeatStats {
  seat: SeatId;
  /** Power tokens (unspent and spent, RB-3) at the end of each round played, round 1 first. */
  powerByRound: number[];
  /** Combats it fought, and those it won (RB-33…RB-37). */
  combatsWon: number;
  combatsFought: number;
  /** Its Units destroyed (RB-32). */
  unitsLost: number;
  /** Action and Region cards revealed from the stack (RB-14), and Vaala cards played (RB-28). */
  cardsPlayed: number;
  vaalaPlayed: number;
}

export interface GameStats {
  rounds: number;
  seats: SeatStats[];
  /** The Stage each Saga reached (EV-SAGA-STAGE). */
  sagas: SagaState[];
}

/** The seat a combatant belongs to, if a player's. */
function seatOf(target: Target): SeatId | null {
  if (target.kind === 'dragon') return target.seat;
  if (target.kind === 'force' && target.side !== 'neutral') return target.side;
  return null;
}

/** A side won when it stood and the other did not (destroyed, retreated, or a Dragon injured). */
const won = (mine: string, theirs: string) => mine === 'standing' && theirs !== 'standing';

/**
 * The numbers of a game from its positions (`states[k]` after k moves, the last the end): each
 * seat's Power at every round's end, and from the log its combats, Units lost and cards played.
 * Everything here is public: the same for every viewer.
 */
export function gameStats(states: readonly GameState[]): GameStats {
  const end = states[states.length - 1];
  const seats = new Map<SeatId, SeatStats>(
    end.seats.map((s) => [
      s.id,
      {
        seat: s.id,
        powerByRound: [],
        combatsWon: 0,
        combatsFought: 0,
        unitsLost: 0,
        cardsPlayed: 0,
        vaalaPlayed: 0,
      },
    ]),
  );
  // Power at each round's end: the last position of that round.
  for (let k = 0; k < states.length; k++) {
    const state = states[k];
    if (k + 1 < states.length && states[k + 1].round === state.round) continue;
    for (const s of state.seats)
      seats.get(s.id)!.powerByRound[state.round - 1] = s.power.unspent + s.power.spent;
  }
  for (const stats of seats.values())
    stats.powerByRound = Array.from(stats.powerByRound, (p, i) =>
      p === undefined && i > 0 ? stats.powerByRound[i - 1] : (p ?? 0),
    );
  let combat: Extract<LogEntry, { kind: 'combat-started' }> | null = null;
  for (const entry of end.log) {
    switch (entry.kind) {
      case 'combat-started':
        combat = entry;
        break;
      case 'combat-ended': {
        if (!combat) break;
        const attacker = seatOf(combat.attacker);
        const defender = seatOf(combat.defender);
        for (const [seat, mine, theirs] of [
          [attacker, entry.attacker, entry.defender],
          [defender, entry.defender, entry.attacker],
        ] as const) {
          const stats = seat && seats.get(seat);
          if (!stats) continue;
          stats.combatsFought += 1;
          if (won(mine, theirs)) stats.combatsWon += 1;
        }
        combat = null;
        break;
      }
      case 'units-destroyed': {
        const stats = entry.side !== 'neutral' ? seats.get(entry.side) : undefined;
        if (stats) stats.unitsLost += entry.count;
        break;
      }
      case 'card-revealed':
        seats.get(entry.seat)!.cardsPlayed += 1;
        break;
      case 'vaala-played':
        seats.get(entry.seat)!.vaalaPlayed += 1;
        break;
    }
  }
  return { rounds: end.round, seats: [...seats.values()], sagas: end.sagas };
}
