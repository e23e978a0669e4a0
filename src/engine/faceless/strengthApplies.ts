import type { Controller } from '../types';

/**
 * RB-44d: the strength is a handicap against the people at the table, so it applies only where a
 * person plays with Faceless seats; an all-Faceless table plays the tuned base game. A module of
 * its own, apart from the Faceless rules, so the new-game form can say it before they load.
 */
export const strengthApplies = (seats: readonly { controller: Controller }[]): boolean =>
  seats.some((seat) => seat.controller === 'human') &&
  seats.some((seat) => seat.controller === 'faceless');
