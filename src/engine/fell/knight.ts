import { seatOf } from '../board';
import { ask, pop } from '../frames';
import { logEvent } from '../log';
import type { GainSource } from '../ruleHooks/hooks';
import type { Choice, GameState, GlyphFrame, SeatState, SideId } from '../types';
import { mutRegion } from '../draft';

/**
 * The base game's reconstruction §10: the Fell Knight, Aellas's regular mode (EV-CHAR-6), stands in
 * for a Dragon and plays with the Dragon wound and Essence tracks; these are the ways it differs
 * from one.
 */

export const isFellKnight = (seat: Pick<SeatState, 'id'>) => seat.id === 'fell';

/**
 * §10: Aellas cannot attack his Ally: the holder of the Ally token is no target of his pieces, in
 * combat or by a Vaala card. It holds for Epic Aellas too, who brings the token into play his own
 * way (EV-CHAR-9).
 */
export function sparesAlly(s: GameState, attacker: SideId, defender: SideId): boolean {
  if (attacker === 'neutral' || !s.ally || s.ally.holder !== defender) return false;
  return seatOf(s, attacker).character === 'aellas';
}

/**
 * §10: the Fell Knight gains Power only from its Essence track and Trophies; Harvests, Events and
 * Sagas give it nothing. A token it steals from an injured enemy is a Trophy of that combat
 * (docs/rulings.md).
 */
export function gainsPowerFrom(seat: SeatState, source: GainSource): boolean {
  return !isFellKnight(seat) || source !== 'effect';
}

/** §10: the Fell Knight's Harvest returns up to 2 Power tokens from its region to the supply. */
export function runFellHarvest(s: GameState, f: GlyphFrame, answer?: Choice): void {
  const region = seatOf(s, f.seat).location;
  if (answer?.kind === 'count') {
    if (answer.n > 0) mutRegion(s, region).power -= answer.n;
    s.supply.power += answer.n;
    if (answer.n > 0)
      logEvent(s, { kind: 'power-returned', seat: f.seat, region, count: answer.n });
    pop(s);
    return;
  }
  const most = Math.min(s.content.fellKnight.harvestReturns, s.regions[region].power);
  if (most === 0) return void pop(s);
  // Never Faceless (tableRules), so the player picks how many.
  const options = Array.from({ length: most + 1 }, (_, i): Choice => ({
    kind: 'count',
    n: most - i,
  }));
  ask(s, f.seat, 'harvest', 'EV-CHAR-6', options, {
    card: f.card,
    glyph: 'harvest',
  });
}
