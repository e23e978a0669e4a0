import type { GameSetup, Scenario, SeatId } from '../../engine/data';
import type { Demo } from '../types';
import { demoSetup, play } from './table';

/** The demo table with one seat played Epic by a person (EV-EPIC-SETUP-4). */
function epicSetup(scenario: Scenario, epic: SeatId): GameSetup {
  const setup = demoSetup(scenario, [epic]);
  return {
    ...setup,
    seats: setup.seats.map((seat) => (seat.faction === epic ? { ...seat, epic: true } : seat)),
  };
}

/** Slot indexes of the house Epic boards (content/epic.ts), named for the captions' sake. */
const DRAGON_HEALTH = 0;
const DRAGON_COMBAT_SPACE_3 = 5;
const GENERAL_MAX_FORCE = 0;
const GENERAL_ASSAULT = 2;
const GENERAL_DEPLOY = 6;

export const epicDragonDemo: Demo = {
  id: 'epic-dragon',
  title: 'An Epic Dragon grows',
  blurb:
    'Epic Fulgen harvests a Power token with his Fly·Harvest card and another at the Harvest Moon, and lays them on slots of his Epic board: one slides the wound blocker, one raises his Combat Value on the wound space he stands on. Then he attacks with it.',
  rules: ['EV-EPIC-SETUP-11', 'EV-SLOT-2', 'EV-EDRAGON-5', 'EV-EDRAGON-7'],
  house: true,
  setup: epicSetup(
    {
      name: 'An Epic Dragon grows',
      regions: { tyvh: { power: 2, units: { neutral: 2 } } },
      seats: { fulgen: { location: 'tyvh' } },
      lineup: [null, null, null, null, null, null],
      stack: [
        { seat: 'fulgen', card: 'fly-harvest' },
        { event: 'harvest-moon' },
        { seat: 'fulgen', card: 'wrath-hoard' },
      ],
      // Fulgen's 5 dice (two hits), then the 2 neutral Units' (misses).
      dice: ['1', '1', '0', '0', '0', '0', '0'],
    },
    'fulgen',
  ),
  steps: [
    {
      target: { regions: ['tyvh'], seats: ['fulgen'] },
      caption:
        'Epic Fulgen has no Power track: his tokens go on the slots of his Epic board. The wound blocker covers the 3 leftmost wound spaces, so he has 3 wounds to the skull and reads his Combat Value (3) on the 4th space (EV-EPIC-SETUP-11).',
    },
    {
      play: play('fulgen', { kind: 'done' }),
      target: { regions: ['tyvh'] },
      caption:
        'He stays in the Tyverian Highlands, where his Harvest may take 1 of its 2 Power tokens (RB-26).',
    },
    {
      play: play('fulgen', { kind: 'count', n: 1 }),
      target: { seats: ['fulgen'] },
      caption:
        'Each token gained must be laid on a free slot of his choice, one slot per token (EV-SLOT-2, EV-SLOT-3).',
    },
    {
      play: play('fulgen', { kind: 'slot', slot: DRAGON_HEALTH }),
      target: { seats: ['fulgen'] },
      caption:
        'On a Health slot: the blocker slides one space left (EV-EDRAGON-5). 4 wound spaces now, and his Combat Value is read on the 3rd space (4). Then the Harvest Moon gives every player a Harvest Glyph.',
    },
    {
      play: play('fulgen', { kind: 'count', n: 1 }),
      target: { regions: ['tyvh'], seats: ['fulgen'] },
      caption: 'He takes the Highlands’ last token and lays it on a slot too.',
    },
    {
      play: play('fulgen', { kind: 'slot', slot: DRAGON_COMBAT_SPACE_3 }),
      target: { seats: ['fulgen'] },
      caption:
        'On the Combat Value slot under the 3rd wound space: +1 Combat Value while he stands on that space, so 5 now (EV-EDRAGON-7). Tokens never move once placed (EV-SLOT-4).',
    },
    {
      play: play('fulgen', {
        kind: 'target',
        from: 'tyvh',
        target: { kind: 'force', side: 'neutral', region: 'tyvh' },
      }),
      target: { regions: ['tyvh'] },
      caption:
        'His Wrath on the neutral Units rolls 5 dice; two hits destroy them and they go to his Essence track.',
    },
  ],
};

export const epicGeneralDemo: Demo = {
  id: 'epic-general',
  title: 'An Epic General leads from the front',
  blurb:
    'Epic Elyse assaults only from where she stands, with her Assault slot’s +1; uses her Epic ability instead of a Vaala card; and deploys 3 Units where she is, past the usual 6 thanks to her Maximum Force slot.',
  rules: ['EV-EGEN-2', 'EV-EGEN-8', 'EV-ABIL-3', 'EV-EGEN-3', 'EV-EGEN-12', 'EV-EGEN-7'],
  house: true,
  setup: epicSetup(
    {
      name: 'An Epic General leads from the front',
      regions: {
        allar: { units: { allaria: 3 }, city: true },
        cross: { units: { allaria: 2 } },
        moon: { units: { neutral: 1 } },
      },
      seats: {
        allaria: {
          location: 'cross',
          vaalaHand: ['rally', 'muster'],
          slots: {
            [GENERAL_MAX_FORCE]: 'unspent',
            [GENERAL_ASSAULT]: 'unspent',
            [GENERAL_DEPLOY]: 'spent',
          },
        },
      },
      lineup: [null, null, null, null, null, null],
      stack: [{ seat: 'allaria', card: 'assault-vaala-deploy' }],
      // Elyse's 4 dice (one hit), then the neutral Unit's (a miss).
      dice: ['1', '0', '0', '0', '0'],
    },
    'allaria',
  ),
  steps: [
    {
      target: { regions: ['cross', 'allar'] },
      caption:
        'Epic Elyse stands in Vaala Crossing with 2 Units; 3 more wait in the Heartland. Her board holds tokens on a Maximum Force, an Assault and a Deploy slot. Her Assault may start only where she stands (EV-EGEN-2): the Heartland’s Units are not offered.',
    },
    {
      play: play('allaria', {
        kind: 'target',
        from: 'cross',
        target: { kind: 'force', side: 'neutral', region: 'moon' },
      }),
      target: { regions: ['moon', 'cross'] },
      caption:
        'She attacks the Red Moon Steppe with 4 dice: 2 Units, herself, and +1 from the Assault slot, which counts only for her own Assault Glyph (EV-EGEN-8, EV-EGEN-9). One hit clears the Steppe.',
    },
    {
      play: play('allaria', { kind: 'count', n: 0 }),
      target: { regions: ['cross'] },
      caption: 'Her Units stay in the Crossing.',
    },
    {
      play: play('allaria', { kind: 'done' }),
      target: { seats: ['allaria'] },
      caption:
        'Vaala Glyph: instead of playing or drawing, she may discard a Vaala card to use her Epic ability, Banner of the Heartland (EV-ABIL-2, EV-ABIL-3).',
    },
    {
      play: play('allaria', { kind: 'ability' }),
      target: { seats: ['allaria'] },
      caption: 'She chooses the card to discard.',
    },
    {
      play: play('allaria', { kind: 'vaala', card: 'muster' }),
      target: { regions: ['cross'], seats: ['allaria'] },
      caption:
        'Muster goes to her discard pile, unpaid; the ability places 2 Units where she stands: 4 in the Crossing.',
    },
    {
      play: play('allaria', { kind: 'region', region: 'cross' }),
      target: { regions: ['cross'] },
      caption:
        'Deploy: only where she stands (EV-EGEN-3), 3 Units instead of 2 thanks to the Deploy slot (EV-EGEN-12).',
    },
    {
      play: play('allaria', { kind: 'region', region: 'cross' }),
      target: { regions: ['cross'] },
      caption: 'Six Units in the Crossing…',
    },
    {
      play: play('allaria', { kind: 'region', region: 'cross' }),
      target: { regions: ['cross'] },
      caption:
        '…and a seventh: the Maximum Force slot raises her limit per region to 7 (EV-EGEN-7).',
    },
  ],
};
