import type { FacelessLevers } from '../content/facelessStrength';
import { logEvent } from '../log';
import { gainFromSupply } from '../power';
import type { Controller, GameState } from '../types';

/**
 * RB-44d: the strength is a handicap against the people at the table, so it applies only where a
 * person plays with Faceless seats; an all-Faceless table plays the tuned base game.
 */
export const strengthApplies = (seats: readonly { controller: Controller }[]): boolean =>
  seats.some((seat) => seat.controller === 'human') &&
  seats.some((seat) => seat.controller === 'faceless');

/** RB-44d: how the Faceless of this game play (the chosen strength's levers, where it applies). */
export const facelessStrength = (s: GameState): FacelessLevers =>
  strengthApplies(s.seats)
    ? s.content.facelessStrengths[s.options.facelessStrength]
    : s.content.baseGameFaceless;

/** RB-44d: at setup each Faceless takes its strength's starting Power from the supply. */
export function giveStartingPower(s: GameState): void {
  const { startingPower } = facelessStrength(s);
  if (startingPower === 0) return;
  for (const seat of s.seats) {
    if (seat.controller !== 'faceless') continue;
    const count = gainFromSupply(s, seat.id, startingPower);
    logEvent(s, seat.id, 'starting-power', { count, strength: s.options.facelessStrength });
  }
}
