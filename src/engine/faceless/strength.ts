import { type FacelessStrengthInfo } from '../content/facelessStrength';
import { logEvent } from '../log';
import { gainFromSupply } from '../power';
import type { GameState } from '../types';

/** RB-44d: the levers of the game's Faceless strength (house option, normal by default). */
export const facelessStrength = (s: GameState): FacelessStrengthInfo =>
  s.content.facelessStrengths[s.options.facelessStrength];

/** RB-44d: at setup each Faceless takes its strength's starting Power from the supply. */
export function giveStartingPower(s: GameState): void {
  const { startingPower, id } = facelessStrength(s);
  if (startingPower === 0) return;
  for (const seat of s.seats) {
    if (seat.controller !== 'faceless') continue;
    const count = gainFromSupply(s, seat.id, startingPower);
    logEvent(s, seat.id, 'starting-power', { count, strength: id });
  }
}
