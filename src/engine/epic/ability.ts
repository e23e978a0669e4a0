import { seatOf } from '../board';
import type { Ability } from '../content/epic';
import { ask, pop, push } from '../frames';
import { logEvent } from '../log';
import type { Choice, GameState, GlyphFrame, SeatId, SeatState } from '../types';
import { effectFrame, hasVaalaEffect } from '../vaala/effects';
import { mutSeat } from '../draft';

/**
 * EV-ABIL-7/9: the Epic Character card turns to its Dragonbonded side while the character is
 * bonded — to a Dragon or General, or to a Dragon dial (Q-ABIL-3).
 */
function showsBondedSide(
  s: Pick<GameState, 'dials'>,
  seat: Pick<SeatState, 'id' | 'bondedTo'>,
): boolean {
  // Q-ABIL-3: a Dragon dial bonded to him, standing on the map (EV-DDIAL).
  return seat.bondedTo !== null || s.dials.some((d) => d.bondedTo === seat.id && d.region !== null);
}

/** EV-ABIL-1/9: the ability printed on the side of the Epic Character card that is up. */
export function abilityOf(
  s: Pick<GameState, 'dials' | 'content'>,
  seat: Pick<SeatState, 'id' | 'bondedTo' | 'character'>,
): Ability {
  const card = s.content.epic.cards[seat.character];
  if (!card) throw new Error(`no Epic Character card for ${seat.character}`);
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

/** EV-ABIL-3: discard 1 Vaala card from hand, then the ability's steps run in order. */
function discardForAbility(s: GameState, f: GlyphFrame, answer?: Choice): void {
  const me = seatOf(s, f.seat);
  if (answer?.kind !== 'vaala') {
    const options = me.vaalaHand.map((card): Choice => ({ kind: 'vaala', card }));
    ask(s, f.seat, 'ability-discard', 'EV-ABIL-3', options, { glyph: 'vaala' });
    return;
  }
  const ability = abilityOf(s, me);
  const hand = mutSeat(s, f.seat);
  hand.vaalaHand.splice(hand.vaalaHand.indexOf(answer.card), 1);
  hand.vaalaDiscard.push(answer.card);
  logEvent(s, {
    kind: 'ability-used',
    seat: f.seat,
    ability: ability.name,
    discarded: answer.card,
  });
  pop(s);
  push(s, ...ability.steps.map((step) => effectFrame(f.seat, null, step)));
}

/**
 * EV-ABIL-2…5, Q-ABIL-2: at a Vaala Glyph an Epic character may discard a card to use its ability
 * instead of playing or drawing. `started` marks that the ability was chosen and the discard is
 * being asked. True when this step was the ability's.
 */
export function abilityStep(s: GameState, f: GlyphFrame, answer?: Choice): boolean {
  if (f.glyph !== 'vaala') return false;
  if (f.started) {
    discardForAbility(s, f, answer);
    return true;
  }
  if (answer?.kind !== 'ability') return false;
  f.started = true;
  discardForAbility(s, f);
  return true;
}
