import type { Demo } from '../types';
import { AFTER_THE_STAGE, BEFORE_THE_STAGE, demoSetup, FULGEN_STAYS, QUIET_SEATS } from './table';

export const strongholdsDemo: Demo = {
  id: 'saga-strongholds',
  title: 'Strongholds of Wonder: Stage I',
  blurb:
    'Every neutral region gets a city; where a city already stands, a 4-wound neutral Stronghold rises instead.',
  rules: ['EV-SAGA-HOLD-7', 'EV-SAGA-HOLD-3', 'EV-SAGA-HOLD-14', 'EV-SAGA-HOLD-15'],
  house: true,
  setup: demoSetup(
    {
      name: 'Strongholds of Wonder, Stage I',
      regions: {
        allar: { units: { allaria: 3 }, city: true },
        moon: { units: { neutral: 2 }, city: true },
        hollow: { units: { neutral: 1 } },
      },
      seats: QUIET_SEATS,
      lineup: [],
      sagas: [{ id: 'strongholds', marker: 'ember', stage: 0 }],
      stack: [BEFORE_THE_STAGE, { stage: 'ember-1' }, AFTER_THE_STAGE],
    },
    ['fulgen'],
  ),
  steps: [
    {
      target: { regions: ['moon', 'hollow', 'allar'] },
      caption:
        'Two regions are neutral: the Red Moon Steppe, which has a city, and Hollowdepths, which has none. The Allarian Heartland is Allaria’s and also has a city. Fulgen ends his turn and the Stage card is revealed.',
    },
    {
      play: FULGEN_STAYS,
      target: { regions: ['hollow', 'moon'] },
      caption:
        'Stage I places a city in every neutral region (EV-SAGA-HOLD-7). Hollowdepths gets its first city. The Red Moon Steppe already had one, so a Stronghold with 4 wounds rises there instead (EV-SAGA-HOLD-3, EV-SAGA-HOLD-15), neutral side up because the region is neutral (EV-SAGA-HOLD-14). Allaria’s Heartland is controlled, so it gets nothing.',
    },
  ],
};
