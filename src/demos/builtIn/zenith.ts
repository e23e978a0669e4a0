import type { Demo } from '../types';
import { AFTER_THE_STAGE, BEFORE_THE_STAGE, demoSetup, FULGEN_STAYS, QUIET_SEATS } from './table';

export const zenithDemo: Demo = {
  id: 'saga-zenith',
  title: 'Zenith of the Elder Moon: Stage I',
  blurb: 'The Elder Moon drains the land: no region keeps more than 1 Power token.',
  rules: ['EV-SAGA-ZENITH-3'],
  house: true,
  setup: demoSetup(
    {
      name: 'Zenith of the Elder Moon, Stage I',
      regions: {
        moon: { units: { neutral: 1 }, power: 3 },
        cross: { power: 2 },
        hollow: { power: 1 },
        allar: { units: { allaria: 3 }, power: 2 },
      },
      seats: QUIET_SEATS,
      lineup: [],
      sagas: [{ id: 'zenith', marker: 'ember', stage: 0 }],
      stack: [BEFORE_THE_STAGE, { stage: 'ember-1' }, AFTER_THE_STAGE],
    },
    ['fulgen'],
  ),
  steps: [
    {
      target: { regions: ['moon', 'cross', 'allar', 'hollow'] },
      caption:
        'Power lies around the map: 3 tokens in the Red Moon Steppe, 2 in Vaala Crossing, 2 in the Allarian Heartland and 1 in Hollowdepths. Fulgen ends his turn and the Stage card is revealed.',
    },
    {
      play: FULGEN_STAYS,
      target: { regions: ['moon', 'cross', 'allar', 'hollow'] },
      caption:
        'Stage I removes all but 1 Power token from every region that has more than 1 (EV-SAGA-ZENITH-3), whoever controls it. Every region now holds at most 1.',
    },
  ],
};
