/**
 * The nine Saga cards. Setup, ∞ rules and Stage texts are quoted from the module rulebook (its
 * rules are the EV-… IDs of the rules reference); the rulebook does not print the flavour texts of
 * the card backs or Stages, so those are house texts and marked so. Precedence classes of the ∞
 * rules are not assigned by the text: every rule defaults to β (Q-PREC-1) until checked.
 */

export {
  SAGA_IDS,
  STAGE_CARDS,
  STAGE_MARKERS,
  markerOfStageCard,
  type SagaId,
  type StageCardId,
  type StageMarker,
} from './ids';
import type { SagaId } from './ids';

export type Precedence = 'alpha' | 'beta' | 'omega';

export interface SagaInfo {
  id: SagaId;
  name: string;
  /** The rulebook's introduction of the Saga. */
  summary: string;
  setup: string;
  rules: { text: string; precedence: Precedence }[];
  stages: [string, string, string];
  /** Read aloud at game start (EV-SAGA-SETUP-11); house text. */
  flavour: string;
  /** Read aloud when a Stage activates (EV-STAGE-12); house texts. */
  stageFlavour: [string, string, string];
  house: { flavour: true };
}

const saga = (info: Omit<SagaInfo, 'house'>): SagaInfo => ({ ...info, house: { flavour: true } });

export const SAGAS: Record<SagaId, SagaInfo> = {
  kadmos: saga({
    id: 'kadmos',
    name: 'The Eye of Kadmos',
    summary:
      'This Saga, key to the setting, brings Dragon dials into play to lay waste in Valerna. Non-bonded Generals may form a dragonbond with them.',
    setup: 'Place 1 Dragon dial in 2 non-starting regions.',
    rules: [
      {
        text: 'Non-bonded Generals finishing their turn in the same region as a Dragon dial roll for Dragonbond.',
        precedence: 'beta',
      },
    ],
    stages: [
      'Destroy 1 Power token from each region with a non-bonded Dragon dial. If there are no non-bonded Dragon dials, place a Dragon dial in an uncontrolled region.',
      'Each non-bonded Dragon dial heals all wounds and takes a Wrath action. If there are no non-bonded Dragon dials, place a Dragon dial in an uncontrolled region.',
      'Each non-bonded Dragon dial heals all wounds and takes a Wrath action. If there are no non-bonded Dragon dials, place a Dragon dial in 2 uncontrolled regions.',
    ],
    flavour: 'Beneath the mountain the old eye opens, and wild dragons answer its call.',
    stageFlavour: [
      'Scales glint over the passes.',
      'The wild brood descends in fury.',
      'The sky burns above Kadmos.',
    ],
  }),
  crow: saga({
    id: 'crow',
    name: 'The Great Conspiracy from the Crimson Crow',
    summary:
      'Introduce the largest criminal organization of Valerna to the game. The Saga adds neutral Units to non-starting regions, increasing the Combat Value of neutral forces, and triggering assaults, further escalating its impact and presence as the game progresses.',
    setup: 'Place 1 additional neutral Unit in each non-starting region.',
    rules: [
      {
        text: 'Neutral forces gain additional Combat Value equal to the Stage of this Saga.',
        precedence: 'beta',
      },
    ],
    stages: [
      'The neutral force with the highest Combat Value takes an Assault action.',
      'Place 1 neutral Unit in each neutral or uncontrolled region.',
      'Place 1 neutral Unit in each neutral or uncontrolled region. The neutral force with the highest Combat Value takes an Assault action.',
    ],
    flavour: 'Red feathers are left at every door the Crow has bought.',
    stageFlavour: [
      'The Crow strikes its first blow.',
      'Its agents swell the roads.',
      'The conspiracy shows its full face.',
    ],
  }),
  relics: saga({
    id: 'relics',
    name: 'Legendary relics secretly guarded',
    summary:
      'Power tokens are placed on Denizen cards in the lineup. Players can gain Power tokens from Denizen cards by retreating to their homeland, influencing which Denizens are available and adding another layer of strategy to obtaining Power.',
    setup:
      'Place 1 Power token on each Denizen card in the lineup whose homeland is not a starting region.',
    rules: [
      {
        text: 'During the Clean-up phase, Denizen cards in the lineup with at least 1 Power token on them are not shuffled back into the Denizen deck. Draw cards until there are 6 total cards in the lineup.',
        precedence: 'beta',
      },
      {
        text: 'Whenever a Dragon or General retreats, they may gain 1 Power token from any Denizen card in the lineup whose homeland matches the region they retreated from.',
        precedence: 'beta',
      },
    ],
    stages: [
      'Place 1 Power token on the rightmost Denizen from the lineup.',
      'Place 1 Power token on the leftmost Denizen from the lineup.',
      'Remove 1 Power token from each Denizen in the lineup. Then, place 1 Power token on the rightmost Denizen in the lineup.',
    ],
    flavour: 'Every keeper of Valerna hides something older than the realm.',
    stageFlavour: [
      'A relic stirs at the edge of the line.',
      'Another keeper reveals a treasure.',
      'Relics change hands in the dark.',
    ],
  }),
  return: saga({
    id: 'return',
    name: 'The Return of the Dragonbonded',
    summary:
      'This Saga brings more neutral Units, representing adversaries plotting against or exploiting the emergence of dragonbonded heroes. It also impacts Power token distribution and removal from regions, creating dynamic shifts in territories and their resources as the stages progress.',
    setup: 'Place 1 additional neutral Unit in each region adjacent to a mountain.',
    rules: [
      {
        text: 'After resolving the Dragonbond Event card, place 1 neutral Unit in each neutral or uncontrolled region.',
        precedence: 'beta',
      },
    ],
    stages: [
      'Place 1 neutral Unit in any neutral or uncontrolled region. Place 1 Power token in any neutral region without Power tokens.',
      'Remove all Power tokens from each region with 3 or more Power tokens. Place 1 neutral Unit in 2 different uncontrolled regions if possible.',
      'Remove all Power tokens from each region with 2 or more Power tokens. Place 1 neutral Unit in 2 different uncontrolled regions if possible.',
    ],
    flavour: 'When riders and dragons bond again, old enemies remember their grudges.',
    stageFlavour: [
      'Whispers gather in the hills.',
      'The hoards are plundered.',
      'The last treasures vanish.',
    ],
  }),
  strongholds: saga({
    id: 'strongholds',
    name: 'Strongholds of Wonder',
    summary:
      'Cities can become Strongholds to defend regions and Dragons from collecting Power unless the Stronghold is destroyed. Stage progression favors placement in neutral or uncontrolled regions and grants Power to regions with Strongholds.',
    setup: "Each General takes their faction's Stronghold tokens.",
    rules: [
      {
        text: "If a city would be placed in a region that already has a city, place a 4-Wound Stronghold instead. If there is already a Stronghold, reset it to 4 Wounds. Dragons can't collect Power from regions with a Stronghold. Units can't move into a region with a Stronghold, except by initiating combat.",
        precedence: 'beta',
      },
    ],
    stages: [
      'Place a city in every neutral region.',
      'Place a city in every neutral or uncontrolled region.',
      'Place 1 Power token from the supply in each region with a Stronghold token.',
    ],
    flavour: 'Walls rise where wonders sleep, and no dragon feeds behind them.',
    stageFlavour: [
      'Towns take root in the wilds.',
      'Every crossroad grows a wall.',
      'The strongholds glow with Vaala.',
    ],
  }),
  null: saga({
    id: 'null',
    name: 'Vestiges of the Null',
    summary:
      'Introduces Null Portals and Nullborn to the game. Combat against Null forces is altered, and defeating them allows players to take a Vaala action. The stages increase the presence and power of the Null forces, making them a growing threat.',
    setup: 'Place 1 Null Portal in 2 non-starting regions.',
    rules: [
      {
        text: "During combat against a Null force, players' Combat Value above 3 becomes 3. After defeating a Null force in combat, you may take a Vaala Glyph action.",
        precedence: 'beta',
      },
    ],
    stages: [
      'Place 1 Nullborn in each region with a Null Portal. If there are no Null Portals, place 1 Null Portal in any uncontrolled region.',
      'Place 1 Nullborn in each region with a Null Portal. If there are no Null Portals, place 1 Null Portal token in any uncontrolled region. Each Null force takes a Wrath action.',
      'Place 2 Nullborn in each region with a Null Portal. If there are no Null Portals, place 1 Null Portal and 1 Nullborn in any uncontrolled region. Each Null force takes a Wrath action with +1 Combat Value.',
    ],
    flavour: 'Where the Vaala thins, the Null seeps through and takes shape.',
    stageFlavour: ['The portals breathe.', 'The Nullborn hunt.', 'The Null tears the world open.'],
  }),
  weavers: saga({
    id: 'weavers',
    name: 'Weavers of the Arcane Arts',
    summary:
      'Weavers of the Arcane Arts enriches the game by spotlighting magic and potential through Vaala cards. It lowers the cost to play Vaala cards, promotes their use with bonus Vaala actions, and lets players restore unspent Power tokens to keep playing Vaala cards.',
    setup: 'Each player draws a Vaala card from the top of their deck.',
    rules: [{ text: 'Vaala cards cost -1 Power to play (to a minimum of 0).', precedence: 'beta' }],
    stages: [
      'In turn order, each player may take a Vaala action.',
      'The player (or tied players, in turn order) with the least Power tokens on their player board may take a Vaala action twice.',
      'All players flip up to 3 Power tokens on their player board to their unspent side.',
    ],
    flavour: 'The weavers sing, and the threads of Vaala answer anyone who listens.',
    stageFlavour: [
      'The threads hum.',
      'The weavers favour the humble.',
      'The loom restores what was spent.',
    ],
  }),
  wilderness: saga({
    id: 'wilderness',
    name: 'The Wilderness Uprising',
    summary:
      'This Saga empowers the monsters that roam the land. It guarantees Creatures to appear as Denizens, and escalating wound damage to adjacent foes.',
    setup:
      'If there are no Creatures in play after forming the lineup, reveal cards from the Denizen deck until a Creature is revealed and put it into play. Shuffle the other revealed cards back into the Denizen deck.',
    rules: [
      {
        text: 'During the Clean-up phase, if there are no Creatures in play after forming a new lineup, reveal cards from the Denizen deck until a Creature is revealed and put it into play.',
        precedence: 'beta',
      },
    ],
    stages: [
      'Each Creature deals 1 wound to every Dragon or force in adjacent regions.',
      'Each Creature deals 1 wound to every Dragon or force in adjacent regions.',
      'Each Creature deals 2 wounds to every Dragon or force in adjacent regions.',
    ],
    flavour: 'The wild things of Valerna will not be tamed again.',
    stageFlavour: ['Howls at the borders.', 'The beasts lash out.', 'The wilderness rises.'],
  }),
  zenith: saga({
    id: 'zenith',
    name: 'Zenith of the Elder Moon',
    summary:
      "The Elder Moon embodies the Null's opposition to Vaala's transformative power. This Saga limits Vaala hand size to 2, reduces region Power tokens to a maximum of 1, forces players with the most Power tokens to spend one, but grants each player one unspent Power token at setup.",
    setup:
      'Place 1 unspent Power token from the supply on each player board (including Faceless, if any).',
    rules: [
      {
        text: "Players can't have more than 2 Vaala cards in their hands at any time.",
        precedence: 'beta',
      },
    ],
    stages: [
      'Remove all but 1 Power token from every region that has more than 1 Power token.',
      'Remove all but 1 Power token from every region that has more than 1 Power token.',
      'The player (or players, if tied) with the most Power tokens on their player board flips 1 of them to their spent side.',
    ],
    flavour: 'The Elder Moon rises, and the Vaala in every hand grows quiet.',
    stageFlavour: [
      'The moonlight drains the land.',
      'The fields fall silent.',
      'The mighty bow to the Moon.',
    ],
  }),
};
