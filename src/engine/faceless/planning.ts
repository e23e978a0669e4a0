import { controllerOf, isGeneral, regionsControlledBy } from '../board';
import type { ActionCardId } from '../content/ids';
import { facelessStrength } from './strength';
import { regionOfCard } from '../cardFacts';
import { shuffle } from '../rng';
import type { CardId, Choice, GameState, SeatState } from '../types';

/**
 * RB-13a: a Faceless keeps its deck in `hand`, top card first. Its Action cards with a Harvest
 * Glyph and (a General) the Region cards of regions it controls go on top; a Region card of a
 * region it does not hold would do nothing (RB-17), so it stays in the rest of the deck. A
 * General's Harvest Action cards go on top only while a region it controls holds a Power token
 * (RB-20 would collect nothing otherwise): with bare land it plays its Move, Deploy and Assault
 * cards instead (docs/rulings.md, RB-13a).
 */
function goesOnTop(s: GameState, seat: SeatState, card: CardId): boolean {
  const region = regionOfCard(card);
  if (region) return controllerOf(s, region) === seat.id;
  if (!s.content.actionCards[card as ActionCardId].glyphs.includes('harvest')) return false;
  return !isGeneral(seat) || regionsControlledBy(s, seat.id).some((r) => s.regions[r].power > 0);
}

/**
 * RB-13a: one shuffle, then the top cards are lifted out in the order the shuffle left them, so
 * both parts of the deck are in random order (the game's generator, RB-5).
 */
export function stackFacelessDeck(s: GameState, seat: SeatState): void {
  shuffle(s, seat.hand);
  const top = seat.hand.filter((card) => goesOnTop(s, seat, card));
  seat.hand = [...top, ...seat.hand.filter((card) => !top.includes(card))];
}

/**
 * RB-13a, RB-44d: the top card, until the Faceless has placed as many cards this Planning as its
 * strength allows (normal: after its 4th) or its deck is empty; then it passes.
 */
export function facelessPlan(s: GameState, seat: SeatState): Choice {
  const placed = s.stack.filter((c) => c.kind === 'action' && c.seat === seat.id).length;
  const done = placed >= facelessStrength(s).cardsPerPlanning || seat.hand.length === 0;
  return done ? { kind: 'pass' } : { kind: 'card', card: seat.hand[0] };
}
