import { seatOf } from '../board';
import { epicCard, type Ability } from '../content/epic';
import { bondedDialOf } from '../sagas/bondedDial';
import type { GameState, SeatId, SeatState } from '../types';
import { hasVaalaEffect } from '../vaala/effects';

/**
 * EV-ABIL-7/9: the Epic Character card turns to its Dragonbonded side while the character is
 * bonded — to a Dragon or General, or to a Dragon dial (Q-ABIL-3).
 */
function showsBondedSide(
  s: Pick<GameState, 'dials'>,
  seat: Pick<SeatState, 'id' | 'bondedTo'>,
): boolean {
  return seat.bondedTo !== null || bondedDialOf(s, seat.id) !== null;
}

/** EV-ABIL-1/9: the ability printed on the side of the Epic Character card that is up. */
export function abilityOf(
  s: Pick<GameState, 'dials'>,
  seat: Pick<SeatState, 'id' | 'bondedTo' | 'character'>,
): Ability {
  const card = epicCard(seat.character);
  return showsBondedSide(s, seat) ? card.bonded : card.ability;
}

/** EV-ABIL-2/3, Q-ABIL-1: an Epic character with a Vaala card to discard, and an ability that would act. */
export function canUseAbility(s: GameState, id: SeatId): boolean {
  const seat = seatOf(s, id);
  return (
    seat.epic !== null &&
    seat.vaalaHand.length > 0 &&
    abilityOf(s, seat).steps.some((step) => hasVaalaEffect(s, id, step))
  );
}
