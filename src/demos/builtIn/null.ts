import type { Demo } from '../types';
import { AFTER_THE_STAGE, BEFORE_THE_STAGE, FULGEN_STAYS, demoSetup, play } from './table';

export const nullDemo: Demo = {
  id: 'saga-null',
  title: 'Vestiges of the Null: Stage II',
  blurb:
    'A Nullborn joins the Portal in Vaala Crossing and the Null force strikes at Allaria next door; fighting back, Allaria rolls no more than 3 dice.',
  rules: [
    'EV-SAGA-NULL-9',
    'EV-SAGA-NULL-11',
    'EV-SAGA-NULL-17',
    'EV-SAGA-NULL-5',
    'EV-SAGA-NULL-6',
  ],
  house: true,
  setup: demoSetup(
    {
      name: 'Vestiges of the Null, Stage II',
      regions: { allar: { units: { allaria: 4 } } },
      seats: {
        allaria: { location: 'allar', vaalaHand: ['rally'] },
        fulgen: { location: 'ysval' },
        tyveria: { location: 'blood' },
        skarn: { location: 'ashen' },
      },
      lineup: [],
      sagas: [{ id: 'null', marker: 'ember', stage: 1 }],
      dials: [{ kind: 'portal', region: 'cross', wounds: 1 }],
      stack: [BEFORE_THE_STAGE, { stage: 'ember-2' }, AFTER_THE_STAGE],
      dice: ['1', '0', '0', 'X', '2X', '1'],
    },
    ['allaria', 'fulgen'],
  ),
  steps: [
    {
      target: { regions: ['cross', 'allar'] },
      caption:
        'Vestiges of the Null stands on Stage I, with a wounded Null Portal in Vaala Crossing. Allaria holds the Allarian Heartland next door with 4 Units and her General. Fulgen ends his turn, and the Stage card comes next.',
    },
    {
      play: FULGEN_STAYS,
      target: { regions: ['cross', 'allar'] },
      caption:
        'The Stage card moves the Null marker to Stage II (EV-STAGE-5). A Nullborn appears beside the Portal (EV-SAGA-NULL-9) and the two dials fight as one Null force of Combat Value 3 (EV-SAGA-NULL-17). It takes a Wrath action against Allaria (EV-SAGA-NULL-11): one hit, one Unit falls. Allaria decides: counterattack or retreat.',
    },
    {
      play: play('allaria', { kind: 'counterattack' }),
      target: { regions: ['cross', 'allar'] },
      caption:
        'Allaria counterattacks. Her force is worth 4 (3 Units and the General), but against a Null force any Combat Value above 3 becomes 3 (EV-SAGA-NULL-5): she rolls 3 dice. Her hits destroy the Portal and the Nullborn: the Null force is defeated.',
    },
    {
      play: play('allaria', { kind: 'vaala', card: 'rally' }),
      target: { regions: ['allar'] },
      caption:
        'Defeating a Null force earns a Vaala Glyph action (EV-SAGA-NULL-6): Allaria plays Rally and a new Unit joins her General.',
    },
  ],
};
