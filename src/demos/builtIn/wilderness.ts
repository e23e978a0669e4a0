import type { Demo } from '../types';
import { AFTER_THE_STAGE, BEFORE_THE_STAGE, FULGEN_STAYS, demoSetup } from './table';

export const wildernessDemo: Demo = {
  id: 'saga-wilderness',
  title: 'The Wilderness Uprising: Stage I',
  blurb: 'A Creature lashes out: every Dragon and force next to it takes a wound.',
  rules: ['EV-SAGA-WILD-9', 'Q-WILD-2'],
  house: true,
  setup: demoSetup(
    {
      name: 'The Wilderness Uprising, Stage I',
      regions: {
        allar: { units: { allaria: 2 } },
        moon: { units: { neutral: 1 } },
        nahu: { units: { tyveria: 2 } },
      },
      seats: {
        allaria: { location: 'ysval' },
        fulgen: { location: 'crown' },
        tyveria: { location: 'blood' },
        skarn: { location: 'ashen' },
      },
      lineup: [],
      creatures: [{ card: 'gloom-stalker', region: 'cross' }],
      sagas: [{ id: 'wilderness', marker: 'ember', stage: 0 }],
      stack: [BEFORE_THE_STAGE, { stage: 'ember-1' }, AFTER_THE_STAGE],
    },
    ['fulgen'],
  ),
  steps: [
    {
      target: { regions: ['cross', 'allar', 'crown', 'moon', 'nahu'] },
      caption:
        'The Gloom Stalker, a Creature, prowls Vaala Crossing. Around it: Allaria’s 2 Units in the Allarian Heartland, Fulgen in Crownspire and 1 neutral Unit in the Red Moon Steppe. Tyveria’s Units in the Nahuac Wilds are further away. Fulgen ends his turn and the Stage card is revealed.',
    },
    {
      play: FULGEN_STAYS,
      target: { regions: ['allar', 'crown', 'moon'] },
      caption:
        'Stage I: each Creature deals 1 wound to every Dragon or force in the regions next to it (EV-SAGA-WILD-9), neutral ones too (Q-WILD-2). Allaria loses a Unit, Fulgen takes a wound, the neutral Unit is destroyed. Tyveria, not adjacent, is spared.',
    },
  ],
};
