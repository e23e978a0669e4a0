import type { Demo } from '../types';
import { BEFORE_THE_STAGE, FULGEN_STAYS, demoSetup, play } from './table';

export const relicsDemo: Demo = {
  id: 'saga-relics',
  title: 'Legendary Relics: Stage I and a retreat',
  blurb:
    'A relic token lands on the rightmost Denizen; then Allaria, retreating from that Denizen’s homeland, takes it.',
  rules: ['EV-SAGA-RELIC-5', 'EV-SAGA-RELIC-4'],
  house: true,
  setup: demoSetup(
    {
      name: 'Legendary relics secretly guarded, Stage I',
      regions: { cross: { units: { allaria: 2 } } },
      seats: {
        allaria: { location: 'cross' },
        fulgen: { location: 'ysval' },
        tyveria: { location: 'blood' },
        skarn: { location: 'moon' },
      },
      lineup: ['moon-rider', 'allar-knight', null, null, null, 'cross-sage'],
      relics: { 'moon-rider': 1 },
      sagas: [{ id: 'relics', marker: 'ember', stage: 0 }],
      stack: [BEFORE_THE_STAGE, { stage: 'ember-1' }, { seat: 'skarn', card: 'wrath-hoard' }],
      dice: ['1', '0', '0', '0', '0'],
    },
    ['allaria', 'fulgen', 'skarn'],
  ),
  steps: [
    {
      target: { regions: ['cross', 'moon'] },
      caption:
        'The lineup holds the Red Moon Rider (with 1 relic token), the Heartland Knight and, in the rightmost slot, the Sage of the Crossing. Allaria’s General and 2 Units stand in Vaala Crossing; Skarn waits next door. Fulgen ends his turn and the Stage card is revealed.',
    },
    {
      play: FULGEN_STAYS,
      target: { regions: ['cross'] },
      caption:
        'Stage I puts 1 Power token on the rightmost Denizen of the lineup (EV-SAGA-RELIC-5): the Sage of the Crossing. Skarn’s turn follows: he picks a Wrath target.',
    },
    {
      play: play('skarn', {
        kind: 'target',
        from: 'moon',
        target: { kind: 'force', side: 'allaria', region: 'cross' },
      }),
      target: { regions: ['cross', 'moon'] },
      caption:
        'Skarn’s Wrath hits Allaria’s force once. Allaria decides: counterattack or retreat.',
    },
    {
      play: play('allaria', { kind: 'retreat' }),
      target: { regions: ['cross'] },
      caption: 'Allaria retreats; she picks the region her General and Units fall back to.',
    },
    {
      play: play('allaria', { kind: 'region', region: 'allar' }),
      target: { regions: ['cross'] },
      caption:
        'Whoever retreats may take 1 Power token from a lineup Denizen whose homeland is the region they left (EV-SAGA-RELIC-4). The Sage’s homeland is Vaala Crossing, so Allaria may take its token.',
    },
    {
      play: play('allaria', { kind: 'denizen', denizen: 'cross-sage' }),
      target: { regions: ['cross'], seats: ['allaria'] },
      caption:
        'She takes the relic: the Power token moves from the Sage to her player board. The Red Moon Rider keeps its token for someone retreating from the Red Moon Steppe.',
    },
  ],
};
