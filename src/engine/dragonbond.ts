import { isDragon, isGeneral, seatOf, turnOrder } from './board';
import { logEvent } from './log';
import { anyOf } from './ruleHooks/apply';
import { rollDie } from './rng';
import type { GameState, SeatId } from './types';
import { mutSeat } from './draft';

/** RB-4: for a Dragonbond roll any non-0 face is a hit. */
const isHit = (face: string) => face !== '0';

/**
 * RB-41: the General and its would-be partner (a Dragon player, or a Dragon dial: EV-SAGA-KAD-4)
 * each roll one die; two hits make the bond. Returns whether they bonded.
 */
export function bondRoll(s: GameState, general: SeatId, dragon: string): boolean {
  const generalDie = rollDie(s);
  const dragonDie = rollDie(s);
  const bonded = isHit(generalDie) && isHit(dragonDie);
  const player = s.seats.find((seat) => seat.id === dragon)?.id ?? null;
  logEvent(s, {
    kind: 'dragonbond-roll',
    seat: general,
    dragon: player,
    dial: player ? null : dragon,
    dice: [generalDie, dragonDie],
    bonded,
  });
  return bonded;
}

/** RB-41: bonded to a player, or by a module's rule (EV-DDIAL-8: to a Dragon dial). */
export const isBonded = (s: GameState, seat: SeatId) =>
  seatOf(s, seat).bondedTo !== null || anyOf(s, 'bonded', seat);

/** RB-41/RB-42: both roll; two hits bond the pair for good. Returns whether they bonded. */
function dragonbondRoll(s: GameState, general: SeatId, dragon: SeatId): boolean {
  const bonded = bondRoll(s, general, dragon);
  if (bonded) {
    mutSeat(s, general).bondedTo = dragon;
    mutSeat(s, dragon).bondedTo = general;
  }
  return bonded;
}

/**
 * RB-41: each non-bonded General sharing a region with a non-bonded Dragon rolls with it, pairs
 * one at a time in turn order of the General then of the Dragon; a character that bonds rolls no more.
 */
export function rollDragonbonds(s: GameState): void {
  const order = turnOrder(s);
  for (const generalId of order) {
    const general = seatOf(s, generalId);
    if (!isGeneral(general)) continue;
    for (const dragonId of order) {
      const dragon = seatOf(s, dragonId);
      if (!isDragon(dragon) || isBonded(s, generalId) || dragon.bondedTo) continue;
      if (dragon.location !== general.location) continue;
      dragonbondRoll(s, generalId, dragonId);
    }
  }
}
