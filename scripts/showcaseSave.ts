import './allRules';
import { applyMove, newGame, type GameSetup, type Move } from '../src/engine';
import { toSaveFile } from '../src/store/saveFile';

/**
 * A mid-game table with everything the board draws (the README's screenshots and
 * e2e/layout.spec.ts): three Sagas, a wild Dragon dial's Wrath against Tyveria (a combat waiting
 * for her answer), a Null Portal, Strongholds, cities, Power and a Creature on the map, and Tyveria
 * played Epic, so her Epic board stands beside the decision. House content throughout.
 */
export const SHOWCASE_SETUP: GameSetup = {
  seed: 1,
  seats: [
    {
      faction: 'allaria',
      controller: 'faceless',
    },
    {
      faction: 'fulgen',
      controller: 'human',
      name: 'Oren',
    },
    {
      faction: 'tyveria',
      controller: 'human',
      name: 'Maren',
      epic: true,
    },
    {
      faction: 'skarn',
      controller: 'faceless',
    },
  ],
  initiative: 'allaria',
  scenario: {
    name: "Showcase: a Dragon dial's Wrath",
    round: 3,
    regions: {
      blood: {
        units: {
          tyveria: 3,
        },
        city: true,
      },
      tyvh: {
        units: {
          tyveria: 2,
        },
        power: 1,
      },
      allar: {
        units: {
          allaria: 4,
        },
        city: true,
        power: 1,
      },
      crown: {
        units: {
          allaria: 1,
        },
      },
      serpent: {
        units: {
          neutral: 2,
        },
        city: true,
      },
      hollow: {
        units: {
          neutral: 1,
        },
        power: 2,
      },
      cross: {
        power: 2,
      },
      nahu: {
        power: 1,
      },
      fell: {
        units: {
          neutral: 1,
        },
        power: 1,
      },
    },
    seats: {
      allaria: {
        location: 'allar',
        power: {
          unspent: 5,
          spent: 2,
        },
      },
      fulgen: {
        location: 'ysval',
        power: {
          unspent: 4,
          spent: 1,
        },
      },
      tyveria: {
        location: 'tyvh',
        slots: {
          '0': 'unspent',
          '2': 'unspent',
          '5': 'spent',
        },
      },
      skarn: {
        location: 'ashen',
        power: {
          unspent: 6,
          spent: 3,
        },
      },
    },
    lineup: [],
    creatures: [{ card: 'stone-colossus', region: 'nahu', wounds: 1 }],
    sagas: [
      {
        id: 'kadmos',
        marker: 'ember',
        stage: 1,
      },
      {
        id: 'strongholds',
        marker: 'tide',
        stage: 1,
      },
      {
        id: 'null',
        marker: 'gale',
        stage: 1,
      },
    ],
    dials: [
      {
        kind: 'dragon',
        region: 'moon',
        wounds: 3,
      },
      {
        kind: 'portal',
        region: 'hollow',
        wounds: 1,
      },
    ],
    strongholds: {
      allar: {
        owner: 'allaria',
        woundsLeft: 3,
      },
      serpent: {
        owner: 'neutral',
        woundsLeft: 4,
      },
    },
    stack: [
      {
        seat: 'fulgen',
        card: 'fly-harvest',
      },
      {
        stage: 'ember-2',
      },
      {
        seat: 'fulgen',
        card: 'wrath-hoard',
      },
    ],
    dice: ['X', '0', '0', '1', '0', '0', '0', '0'],
  },
};

/** Fulgen stays where he is: the Stage card turns, Kadmos Stage II sends the dial at Tyveria. */
export const SHOWCASE_MOVES: Move[] = [{ seat: 'fulgen', choice: { kind: 'done' } }];

/** The showcase as a save file, to load as the autosave. */
export function showcaseSave(): string {
  let state = newGame(SHOWCASE_SETUP);
  for (const move of SHOWCASE_MOVES) {
    const result = applyMove(state, move);
    if (!result.ok) throw new Error(`showcase move refused: ${result.error.message}`);
    state = result.state;
  }
  return JSON.stringify(toSaveFile(SHOWCASE_SETUP, SHOWCASE_MOVES, state));
}
