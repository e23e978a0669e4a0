import type { Demo } from '../types';
import { AFTER_THE_STAGE, BEFORE_THE_STAGE, FULGEN_STAYS, demoSetup, play } from './table';

export const crowDemo: Demo = {
  id: 'saga-crow',
  title: 'The Crimson Crow: Stage I',
  blurb:
    'The strongest neutral force, with the Crow behind it, assaults Allaria’s Units next door.',
  rules: ['EV-SAGA-CROW-2', 'EV-SAGA-CROW-3', 'EV-ASSAULT-2'],
  house: true,
  setup: demoSetup(
    {
      name: 'The Great Conspiracy from the Crimson Crow, Stage I',
      regions: {
        cross: { units: { neutral: 3 } },
        hollow: { units: { neutral: 1 } },
        allar: { units: { allaria: 4 } },
      },
      seats: {
        allaria: { location: 'ysval' },
        fulgen: { location: 'ysval' },
        tyveria: { location: 'blood' },
        skarn: { location: 'ashen' },
      },
      lineup: [],
      sagas: [{ id: 'crow', marker: 'ember', stage: 0 }],
      stack: [BEFORE_THE_STAGE, { stage: 'ember-1' }, AFTER_THE_STAGE],
      dice: ['X', '1', '0', '0', '0', '0', '0'],
    },
    ['allaria', 'fulgen'],
  ),
  steps: [
    {
      target: { regions: ['cross', 'hollow', 'allar'] },
      caption:
        'The Crimson Crow has not moved yet. Neutral forces hold Vaala Crossing (3 Units) and Hollowdepths (1 Unit); Allaria has 4 Units in the Allarian Heartland. Fulgen ends his turn and the Stage card is revealed.',
    },
    {
      play: FULGEN_STAYS,
      target: { regions: ['cross', 'allar'] },
      caption:
        'Stage I: the neutral force with the highest Combat Value takes an Assault action (EV-SAGA-CROW-3). The Crow adds its Stage to every neutral force (EV-SAGA-CROW-2), so the 3 Units of Vaala Crossing roll 4 dice against Allaria: a critical hit lands at once. Allaria decides: counterattack or retreat.',
    },
    {
      play: play('allaria', { kind: 'retreat' }),
      target: { regions: ['allar'] },
      caption:
        'Allaria retreats rather than fight on against a force worth 4. The normal hit still lands as she goes, so a second Unit falls; she picks where the other 2 go.',
    },
    {
      play: play('allaria', { kind: 'region', region: 'serpent' }),
      target: { regions: ['serpent', 'allar'] },
      caption:
        'Her 2 Units fall back to the Serpentine Coast, and the Allarian Heartland stands empty.',
    },
  ],
};
