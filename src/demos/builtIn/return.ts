import type { Demo } from '../types';
import {
  AFTER_THE_STAGE,
  BEFORE_THE_STAGE,
  demoSetup,
  FULGEN_STAYS,
  play,
  QUIET_SEATS,
} from './table';

export const returnDemo: Demo = {
  id: 'saga-return',
  title: 'The Return of the Dragonbonded: Stage I',
  blurb:
    'The player right of the initiative places a neutral Unit in a neutral or uncontrolled region, then a Power token in a neutral region without any.',
  rules: ['EV-SAGA-RETURN-3', 'EV-SAGA-RETURN-4', 'EV-CHOICE-1'],
  house: true,
  setup: demoSetup(
    {
      name: 'The Return of the Dragonbonded, Stage I',
      regions: {
        allar: { units: { allaria: 3 } },
        blood: { units: { tyveria: 3 } },
        moon: { units: { neutral: 2 } },
        nahu: { units: { neutral: 1 } },
        hollow: { units: { neutral: 1 }, power: 2 },
      },
      seats: QUIET_SEATS,
      lineup: [],
      sagas: [{ id: 'return', marker: 'ember', stage: 0 }],
      stack: [BEFORE_THE_STAGE, { stage: 'ember-1' }, AFTER_THE_STAGE],
    },
    ['fulgen', 'skarn'],
  ),
  steps: [
    {
      target: { regions: ['moon', 'nahu', 'hollow'] },
      caption:
        'Neutral forces hold the Red Moon Steppe, the Nahuac Wilds and Hollowdepths; only Hollowdepths has Power. Allaria holds the initiative, so Saga choices fall to Skarn on her right (EV-CHOICE-1). Fulgen ends his turn and the Stage card is revealed.',
    },
    {
      play: FULGEN_STAYS,
      target: { regions: ['moon', 'nahu', 'hollow'] },
      caption:
        'Stage I: 1 neutral Unit goes to any neutral or uncontrolled region (EV-SAGA-RETURN-3). Skarn chooses where.',
    },
    {
      play: play('skarn', { kind: 'region', region: 'moon' }),
      target: { regions: ['moon', 'nahu'] },
      caption:
        'The Red Moon Steppe’s neutral force grows to 3. Next, 1 Power token goes to a neutral region with no Power (EV-SAGA-RETURN-4): the Steppe or the Nahuac Wilds, not Hollowdepths.',
    },
    {
      play: play('skarn', { kind: 'region', region: 'nahu' }),
      target: { regions: ['nahu'] },
      caption: 'A Power token now lies in the Nahuac Wilds, guarded by its neutral Unit.',
    },
  ],
};
