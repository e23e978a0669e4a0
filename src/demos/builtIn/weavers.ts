import type { Demo } from '../types';
import { AFTER_THE_STAGE, BEFORE_THE_STAGE, FULGEN_STAYS, demoSetup, play } from './table';

export const weaversDemo: Demo = {
  id: 'saga-weavers',
  title: 'Weavers of the Arcane Arts: Stage II',
  blurb:
    'The player with the least Power takes two Vaala actions, and every Vaala card costs 1 less.',
  rules: ['EV-SAGA-WEAVE-4', 'EV-SAGA-WEAVE-2'],
  house: true,
  setup: demoSetup(
    {
      name: 'Weavers of the Arcane Arts, Stage II',
      regions: { allar: { units: { allaria: 3 } } },
      seats: {
        allaria: { location: 'allar', power: { unspent: 1 }, vaalaHand: ['battle-hymn'] },
        fulgen: { location: 'ysval', power: { unspent: 2 } },
        tyveria: { location: 'blood', power: { unspent: 2 } },
        skarn: { location: 'ashen', power: { unspent: 3 } },
      },
      lineup: [],
      sagas: [{ id: 'weavers', marker: 'ember', stage: 1 }],
      stack: [BEFORE_THE_STAGE, { stage: 'ember-2' }, AFTER_THE_STAGE],
    },
    ['allaria', 'fulgen'],
  ),
  steps: [
    {
      target: { seats: ['allaria'] },
      caption:
        'Allaria has 1 Power token on her board; every other player has 2 or more. In her hand: Battle Hymn, which costs 1. Fulgen ends his turn and the Stage card is revealed.',
    },
    {
      play: FULGEN_STAYS,
      target: { seats: ['allaria'] },
      caption:
        'Stage II: the player with the least Power tokens on their board may take a Vaala action twice (EV-SAGA-WEAVE-4). That is Allaria. She may play a card, draw one, or pass.',
    },
    {
      play: play('allaria', { kind: 'vaala', card: 'battle-hymn' }),
      target: { seats: ['allaria'] },
      caption:
        'She plays Battle Hymn. Under the Weavers every Vaala card costs 1 Power less (EV-SAGA-WEAVE-2), so it is free and her token stays unspent. Her second Vaala action follows.',
    },
    {
      play: play('allaria', { kind: 'draw' }),
      target: { seats: ['allaria'] },
      caption: 'With her second action she draws a new Vaala card.',
    },
  ],
};
