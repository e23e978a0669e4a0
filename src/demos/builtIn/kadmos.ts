import type { Demo } from '../types';
import { AFTER_THE_STAGE, BEFORE_THE_STAGE, FULGEN_STAYS, demoSetup, play } from './table';

export const kadmosDemo: Demo = {
  id: 'saga-kadmos',
  title: 'The Eye of Kadmos: Stage II',
  blurb:
    'A wild Dragon dial heals all its wounds and takes a Wrath action against Tyveria’s Units.',
  rules: ['EV-SAGA-KAD-2', 'EV-SAGA-KAD-8', 'EV-SAGA-KAD-9'],
  house: true,
  setup: demoSetup(
    {
      name: 'The Eye of Kadmos, Stage II',
      regions: { blood: { units: { tyveria: 3 } } },
      seats: {
        allaria: { location: 'ysval' },
        fulgen: { location: 'ysval' },
        tyveria: { location: 'tyvh' },
        skarn: { location: 'ashen' },
      },
      lineup: [],
      sagas: [{ id: 'kadmos', marker: 'ember', stage: 1 }],
      dials: [{ kind: 'dragon', region: 'moon', wounds: 3 }],
      stack: [BEFORE_THE_STAGE, { stage: 'ember-2' }, AFTER_THE_STAGE],
      dice: ['X', '0', '0', '1', '0', '0', '0', '0'],
    },
    ['fulgen', 'tyveria'],
  ),
  steps: [
    {
      target: { regions: ['moon', 'blood'] },
      caption:
        'The Eye of Kadmos stands on Stage I. A wild Dragon dial with 3 wounds sits in the Red Moon Steppe, next to Tyveria’s 3 Units in the Blood Marches. Fulgen ends his turn and the Stage card is revealed.',
    },
    {
      play: FULGEN_STAYS,
      target: { regions: ['moon', 'blood'] },
      caption:
        'Stage II: every non-bonded Dragon dial heals all its wounds (EV-SAGA-KAD-8), then takes a Wrath action (EV-SAGA-KAD-9). At Combat Value 3 (EV-SAGA-KAD-2) it rolls 3 dice at Tyveria: a critical hit destroys a Unit. Tyveria decides: counterattack or retreat.',
    },
    {
      play: play('tyveria', { kind: 'counterattack' }),
      target: { regions: ['moon', 'blood'] },
      caption:
        'Tyveria’s 2 remaining Units counterattack and wound the dial once. Its wounds were healed first, so it has 1 now, not 4. The dial misses in the next round, and Tyveria may answer again.',
    },
    {
      play: play('tyveria', { kind: 'retreat' }),
      target: { regions: ['blood'] },
      caption: 'Tyveria has seen enough and retreats; she picks where her Units go.',
    },
    {
      play: play('tyveria', { kind: 'region', region: 'tyvh' }),
      target: { regions: ['tyvh', 'moon'] },
      caption:
        'Her 2 Units fall back to the Tyverian Highlands. The wild dial keeps the 1 wound it took: only a Stage heals it.',
    },
  ],
};
