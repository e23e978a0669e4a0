import type { Demo } from '../types';
import { BEFORE_THE_STAGE, FULGEN_STAYS, demoSetup } from './table';

const held = (side: 'allaria' | 'tyveria', regions: string[]) =>
  Object.fromEntries(regions.map((r) => [r, { units: { [side]: 1 } }]));

export const weepingMotherDemo: Demo = {
  id: 'weeping-mother',
  title: 'The Weeping Mother appears',
  blurb:
    'At Clean-up a Weeping Mother card is turned over: she takes a Region card, appears in that region and destroys its Power.',
  rules: ['EV-WEEP-3', 'EV-WEEP-4', 'EV-WEEP-5', 'EV-WEEP-6'],
  house: true,
  setup: {
    ...demoSetup(
      {
        name: 'The Weeping Mother appears',
        regions: {
          ...held('allaria', ['allar', 'ysval', 'crown', 'cross', 'serpent', 'moon']),
          ...held('tyveria', ['blood', 'tyvh', 'nahu', 'hollow', 'ashen']),
          fell: { units: { neutral: 1 }, power: 2 },
        },
        seats: {
          allaria: { denizens: ['ysval-warden', 'crown-sentinel', 'fell-ranger', 'allar-knight'] },
          fulgen: { location: 'crown' },
          tyveria: {
            denizens: ['tyvh-shieldmaiden', 'cross-sage', 'blood-reaver', 'serpent-corsair'],
          },
        },
        creatures: [
          { card: 'gloom-stalker', region: 'hollow' },
          { card: 'stone-colossus', region: 'ashen' },
        ],
        lineup: ['moon-rider', 'hollow-miner', 'nahu-hunter', 'ashen-priestess', null, null],
        stack: [BEFORE_THE_STAGE],
        eventDeck: ['vaala-bloom-1', 'vaala-bloom-2'],
      },
      ['fulgen'],
    ),
    weepingMother: true,
  },
  steps: [
    {
      target: { regions: ['fell'] },
      caption:
        'The last card of the round is Fulgen’s. The Generals control every region but the Fell Gate (a neutral Unit, 2 Power tokens). The lineup has 2 empty slots, and only the 4 Weeping Mother cards are left in the Denizen deck.',
    },
    {
      play: FULGEN_STAYS,
      target: { regions: ['fell'] },
      caption:
        'Round 1’s Clean-up has run, and round 2 opens with its Planning. In Clean-up the Generals took the Region cards of their regions, so only the Fell Gate’s was left. Refilling the lineup turned over a Weeping Mother: the Fell Gate card slid under her (EV-WEEP-3), she appeared there (EV-WEEP-4) and its 2 Power tokens were destroyed (EV-WEEP-5). The other Weeping Mothers turned over after her were discarded (EV-WEEP-6).',
    },
  ],
};
