import { ESSENCE_TRACK_LENGTH } from './numbers';

/**
 * EV-DDIAL-1: the bonded-dial Reference cards (one per Dragon dial, Q-DDIAL-9) and the numbers of
 * the Dragonbonded ability, quoted from the module rulebook (L121–L141).
 */
export const BONDED_DIAL_CARD = {
  name: 'Dragonbonded dial',
  /** One Reference card per Dragon dial, A to D. */
  count: 4,
  ability: [
    'Not a Unit: your Bonded Dragon dial is not considered a Unit. It doesn\u2019t control regions, doesn\u2019t count toward the 6-Unit limit per region and doesn\u2019t collect Power tokens from a Harvest Glyph.',
    'Assault Glyph: in combats involving your Bonded Dragon dial, add 3 to your Combat Value; you may assign wounds to it instead of to friendly Units; enemy Units destroyed go to the Essence track on this card. While attacking, you may move your Bonded Dragon dial to the chosen region where combat will be initiated if it is adjacent to that region. While defending, if you choose to retreat, your Bonded Dragon dial also retreats to the chosen region.',
    'Deploy Glyph: after resolving this Glyph, you may choose to move your Bonded Dragon dial to an adjacent region or a region connected by sea. Like Dragon players, it may move to regions with enemy Units with this action.',
    'Harvest Glyph: after resolving this Glyph, heal 1 wound. You may spend 1 Power to heal an additional wound.',
    'Skull: if your Bonded Dragon dial is fully wounded, cancel your next Glyph and heal 5 wounds. If fully wounded in combat (not by other effects such as Vaala cards), you are injured and forced to retreat with 1 Power stolen.',
  ],
  /**
   * EV-DDIAL-15, Q-DDIAL-5: a standard Essence track (its printed length is not in the text, so
   * the base track's, RB-36) worth 1 Power token.
   */
  essenceTrack: ESSENCE_TRACK_LENGTH,
  essencePower: 1,
  /** EV-DDIAL-13: added to the bonded General's Combat Value. */
  combatBonus: 3,
  /** EV-DDIAL-20/21: the Harvest heal, and the extra wound healed for 1 Power. */
  harvestHeal: 1,
  extraHealCost: 1,
  /** EV-DDIAL-22: the Skull heal. */
  skullHeal: 5,
} as const;
