import type { FacelessLevers } from '../content/facelessStrength';
import { logEvent } from '../log';
import { gainFromSupply } from '../power';
import type { GameState } from '../types';
import { strengthApplies } from './strengthApplies';

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
    logEvent(s, {
      kind: 'starting-power',
      seat: seat.id,
      count,
      strength: s.options.facelessStrength,
    });
  }
}
