import type { GameSetup, Move } from '../src/engine';

const SEATS: GameSetup['seats'] = [
  { faction: 'allaria', controller: 'human', name: 'Elyse' },
  { faction: 'fulgen', controller: 'faceless' },
  { faction: 'tyveria', controller: 'human', name: 'Cass' },
  { faction: 'skarn', controller: 'faceless' },
];

/**
 * Elyse (Allaria) has skipped her Deploy and may attack Cass's 2 Tyverian Units in Vaala
 * Crossing with her 4 Units and General; the attacker's dice are scripted to land no critical
 * hit, so Cass is asked to counterattack or retreat (RB-31).
 */
export const ASSAULT: { setup: GameSetup; moves: Move[] } = {
  setup: {
    seed: 1,
    seats: SEATS,
    initiative: 'allaria',
    scenario: {
      seats: {
        allaria: { location: 'allar' },
        tyveria: { location: 'blood' },
        fulgen: { location: 'tyvh' },
        skarn: { location: 'tyvh' },
      },
      regions: {
        allar: { units: { allaria: 4 } },
        cross: { units: { tyveria: 2 }, power: 2 },
        moon: { units: { tyveria: 1 } },
      },
      lineup: [null, null, null, null, null, null],
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
      dice: ['1', '0', '0', '0', '0', '1', '0'],
    },
  },
  moves: [{ seat: 'allaria', choice: { kind: 'done' } }],
};

/**
 * A hot-seat game with Vestiges of the Null first, Fulgen (Faceless) holding the initiative: the
 * Null's setup asks where a Portal rises, a choice for the player to its right (EV-CHOICE-1), Elyse.
 */
export const SAGA_CHOICE: GameSetup = {
  seed: 3,
  seats: SEATS,
  initiative: 'fulgen',
  sagas: ['null', 'kadmos', 'crow'],
};

/** Elyse's Move with 3 Units in Crownspire: one option sends them all to Vaala Crossing at once. */
export const MOVE: GameSetup = {
  seed: 1,
  seats: SEATS,
  initiative: 'allaria',
  scenario: {
    seats: { allaria: { location: 'crown' } },
    regions: { crown: { units: { allaria: 3 } } },
    lineup: [null, null, null, null, null, null],
    stack: [{ seat: 'allaria', card: 'move-deploy' }],
  },
};
