import type { Choice, GameSetup, Move, Scenario, SeatId } from '../../engine/data';

const SEATING: SeatId[] = ['allaria', 'fulgen', 'tyveria', 'skarn'];

/**
 * The demo table: the four seats of the base game, Faceless except the seats whose decisions the
 * demo shows. Initiative with Allaria, so Saga choices fall to Skarn, on her right (EV-CHOICE-1).
 */
export function demoSetup(scenario: Scenario, humans: SeatId[]): GameSetup {
  return {
    seed: 1,
    seats: SEATING.map((faction) => ({
      faction,
      controller: humans.includes(faction) ? 'human' : 'faceless',
    })),
    initiative: 'allaria',
    scenario,
  };
}

/** Seats standing where no demo needs them: each General at home, the Dragons out of the way. */
export const QUIET_SEATS: NonNullable<Scenario['seats']> = {
  allaria: { location: 'allar' },
  fulgen: { location: 'ysval' },
  tyveria: { location: 'blood' },
  skarn: { location: 'ashen' },
};

export const play = (seat: SeatId, choice: Choice): Move => ({ seat, choice });

/**
 * Fulgen's Fly·Harvest placed just before the Stage card, so a demo opens with the Stage card
 * still face down: Fulgen staying where he is reveals it.
 */
export const BEFORE_THE_STAGE: NonNullable<Scenario['stack']>[number] = {
  seat: 'fulgen',
  card: 'fly-harvest',
};
export const FULGEN_STAYS = play('fulgen', { kind: 'done' });

/**
 * Fulgen's Wrath·Hoard after the Stage card, so a demo ends with the Stage's outcome on the
 * table, before Clean-up changes the lineup and the board.
 */
export const AFTER_THE_STAGE: NonNullable<Scenario['stack']>[number] = {
  seat: 'fulgen',
  card: 'wrath-hoard',
};
