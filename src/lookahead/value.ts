import { content, regionStatus, type GameState, type SeatId, type SeatState } from '../engine';

/**
 * How good a position is for one seat, from 0 (lost) to 1 (won). A decided game is its result
 * (RB-43; bonded partners share it). Otherwise it compares the seat's progress towards its target
 * (10 Power, 15 combined when bonded) with the leading other contender's, counting what each
 * is about to gain as a fraction of a token.
 */
export function valueFor(s: GameState, seat: SeatId): number {
  if (s.result) return s.result.winners.includes(seat) ? 1 : 0;
  const mine = progress(s, seat);
  let rival = -Infinity;
  for (const other of s.seats) {
    if (other.id === seat || other.bondedTo === seat) continue;
    // A bonded pair is one contender: counted once, from its first seat.
    if (
      other.bondedTo &&
      s.seats.findIndex((x) => x.id === other.bondedTo) < s.seats.indexOf(other)
    )
      continue;
    rival = Math.max(rival, progress(s, other.id));
  }
  return 1 / (1 + Math.exp(-SHARPNESS * (mine - rival)));
}

/** How steeply the value turns a lead into a likely win (a lead of 1 Power of 10 is about 0.6). */
const SHARPNESS = 4;

/** Power on the board plus what the position promises, over the contender's target. */
function progress(s: GameState, id: SeatId): number {
  const seat = seatIn(s, id);
  const partner = seat.bondedTo ? seatIn(s, seat.bondedTo) : null;
  const members = partner ? [seat, partner] : [seat];
  const target = partner ? content.WIN_POWER_BONDED : content.WIN_POWER;
  let score = 0;
  for (const m of members) score += m.power.unspent + m.power.spent + promise(s, m);
  return score / target;
}

/**
 * What a character's position is worth in Power still to come: a General's regions (each feeds a
 * Harvest) and Units; a Dragon's Essence track, less its wounds. Small weights: a token on the
 * board always counts more than a promise.
 */
function promise(s: GameState, seat: SeatState): number {
  if (seat.role === 'dragon')
    return (
      (0.8 * seat.essence.length) / content.ESSENCE_TRACK_LENGTH -
      0.15 * seat.wounds +
      0.3 * Math.min(2, s.regions[seat.location].power)
    );
  let value = 0;
  for (const region of content.REGION_IDS) {
    const status = regionStatus(s, region);
    if (status.kind !== 'controlled' || status.by !== seat.id) continue;
    value += 0.25 + 0.3 * Math.min(1, s.regions[region].power);
    value += 0.05 * (s.regions[region].units[seat.id] ?? 0);
  }
  return value;
}

const seatIn = (s: GameState, id: SeatId) => s.seats.find((x) => x.id === id)!;
