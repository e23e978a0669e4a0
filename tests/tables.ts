import type { SeatId, SeatSetup } from '../src/engine';

/**
 * The seat tables the suites play at, each defined once. The rule tests sit at tables of unnamed
 * seats; the store and component tests at tables where Allaria's player is named Elyse (and
 * Fulgen's, in a hot-seat pair, Bram), as the screen shows them.
 */

/** The usual table for rule tests: two Generals and two Dragons, all human. */
export const HUMAN_TABLE: SeatSetup[] = [
  { faction: 'allaria', controller: 'human' },
  { faction: 'fulgen', controller: 'human' },
  { faction: 'tyveria', controller: 'human' },
  { faction: 'skarn', controller: 'human' },
];

/** The usual table with every seat Faceless. */
export const FACELESS_TABLE: SeatSetup[] = HUMAN_TABLE.map((seat) => ({
  ...seat,
  controller: 'faceless',
}));

/** Seats of the usual table with the given factions made Faceless. */
export function tableWith(faceless: SeatId[]): SeatSetup[] {
  return HUMAN_TABLE.map((seat) => ({
    ...seat,
    controller: faceless.includes(seat.faction) ? 'faceless' : 'human',
  }));
}

/** Solo: Allaria is human, the three others Faceless. */
export const SOLO_TABLE: SeatSetup[] = tableWith(['fulgen', 'tyveria', 'skarn']);

/** The usual human table with the given seats played Epic. */
export const epicTable = (...epic: SeatId[]): SeatSetup[] =>
  HUMAN_TABLE.map((seat) => (epic.includes(seat.faction) ? { ...seat, epic: true } : seat));

/** Four humans at one device; Elyse plays Allaria. */
export const ELYSE_HUMAN_TABLE: SeatSetup[] = [
  { faction: 'allaria', controller: 'human', name: 'Elyse' },
  { faction: 'fulgen', controller: 'human' },
  { faction: 'tyveria', controller: 'human' },
  { faction: 'skarn', controller: 'human' },
];

/** Solo: Elyse plays Allaria against three Faceless. */
export const ELYSE_SOLO_TABLE: SeatSetup[] = [
  { faction: 'allaria', controller: 'human', name: 'Elyse' },
  { faction: 'fulgen', controller: 'faceless' },
  { faction: 'tyveria', controller: 'faceless' },
  { faction: 'skarn', controller: 'faceless' },
];

/** Hot seat for two: Elyse (Allaria) and Bram (Fulgen) against two Faceless. */
export const ELYSE_AND_BRAM_TABLE: SeatSetup[] = [
  { faction: 'allaria', controller: 'human', name: 'Elyse' },
  { faction: 'fulgen', controller: 'human', name: 'Bram' },
  { faction: 'tyveria', controller: 'faceless' },
  { faction: 'skarn', controller: 'faceless' },
];
