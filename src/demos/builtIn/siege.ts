import type { Demo } from '../types';
import { demoSetup, play } from './table';

export const siegeDemo: Demo = {
  id: 'stronghold-siege',
  title: 'Siege of a Stronghold',
  blurb:
    'Allaria assaults Tyveria’s Stronghold in the Red Moon Steppe: every hit goes to the walls first, and the Stronghold fights back.',
  rules: [
    'EV-SAGA-HOLD-6',
    'EV-SAGA-HOLD-16',
    'EV-SAGA-HOLD-31',
    'EV-SAGA-HOLD-17',
    'EV-SAGA-HOLD-18',
  ],
  house: true,
  setup: demoSetup(
    {
      name: 'Siege of a Stronghold',
      regions: {
        cross: { units: { allaria: 5 } },
        moon: { units: { tyveria: 2 }, city: true },
      },
      seats: {
        allaria: { location: 'cross' },
        fulgen: { location: 'ysval' },
        tyveria: { location: 'blood' },
        skarn: { location: 'ashen' },
      },
      lineup: [],
      sagas: [{ id: 'strongholds' }],
      strongholds: { moon: { owner: 'tyveria', woundsLeft: 4 } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: ['X', '1', '1', '0', '0', '0', '1', '0', '0', 'X', '1', '1', '0', '0', '0', '0'],
    },
    ['allaria'],
  ),
  steps: [
    {
      target: { regions: ['moon', 'cross'] },
      caption:
        'Tyveria holds the Red Moon Steppe with 2 Units behind a Stronghold that has 4 wounds left. Allaria’s General and 5 Units wait in Vaala Crossing, and her Move·Assault card is revealed. Enemy Units can’t simply walk into a Stronghold’s region (EV-SAGA-HOLD-6): she skips the Move.',
    },
    {
      play: play('allaria', { kind: 'done' }),
      target: { regions: ['moon', 'cross'] },
      caption: 'Her Assault: she attacks Tyveria’s force in the Red Moon Steppe.',
    },
    {
      play: play('allaria', {
        kind: 'target',
        from: 'cross',
        target: { kind: 'force', side: 'tyveria', region: 'moon' },
      }),
      target: { regions: ['moon'] },
      caption:
        'Allaria rolls 6 dice for 3 hits. Hits in a region with a Stronghold go to the Stronghold first (EV-SAGA-HOLD-16): its 4 wounds drop to 1, and not one Tyverian Unit falls. Tyveria counterattacks, and the Stronghold lends its Combat Value of 1 to the Units inside (EV-SAGA-HOLD-31): 3 dice, and one Allarian Unit falls. Allaria decides whether to press on.',
    },
    {
      play: play('allaria', { kind: 'continue' }),
      target: { regions: ['moon'] },
      caption:
        'A second round. Allaria’s critical hit breaks the Stronghold and its ring goes back to the supply (EV-SAGA-HOLD-17). Without its walls Tyveria rolls only 2 dice and misses. The city the Stronghold protected takes the next hit and is removed (EV-SAGA-HOLD-18); only the last hit reaches a Tyverian Unit.',
    },
  ],
};
