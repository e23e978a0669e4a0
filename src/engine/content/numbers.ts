/**
 * Numbers of the base game (RB-3, RB-4, RB-13a, RB-19a, RB-26, RB-28, RB-36, RB-37, RB-43) as data.
 * Those marked [tuned: balance] are house numbers chosen by measurement; change them only with
 * figures from the balance report, recorded in docs/rulings.md "Tuned for balance".
 */
export const POWER_TOKENS = 50;
export const UNITS_PER_GENERAL = 20;
export const NEUTRAL_UNITS = 30;
export const CITY_TOKENS = 12;
export const MAX_UNITS_PER_REGION = 6;
export const VAALA_HAND_LIMIT = 5;
export const VAALA_OPENING_HAND = 2;
/** RB-36 [tuned: balance]: spaces on a Dragon's Essence track. */
export const ESSENCE_TRACK_LENGTH = 6;
/** RB-37 [tuned: balance]: the printed Combat Value of each wound space, left to right. */
export const DRAGON_WOUND_TRACK = [5, 4, 4, 3, 3, 2];
export const SKULL_HEAL = 5;
/** EV-EGEN-4 (house Epic General board): tokens its Harvest takes where the General stands. */
export const EPIC_HARVEST = 2;
/** RB-26 [tuned: balance]: tokens a Dragon's Harvest takes from its region. */
export const DRAGON_HARVEST = 1;
/** RB-17a: tokens a Region card's Harvest takes from its region. */
export const REGION_CARD_HARVEST = 2;
/** RB-20: tokens a General's Harvest takes from each region it controls. */
export const GENERAL_HARVEST_PER_REGION = 1;
/** RB-13a [tuned: balance]: the card after which a Faceless passes in Planning (normal strength). */
export const FACELESS_PLANNING_CARDS = 4;
/** RB-27: wounds the Hoard Glyph heals. */
export const HOARD_HEAL = 2;
export const WIN_POWER = 10;
export const WIN_POWER_BONDED = 15;
export const LINEUP_SLOTS = 6;
export const SINGLE_SCORE_FACTOR = 3;
export const BONDED_SCORE_FACTOR = 2;
/** RB-4: the ten faces of the die. */
export const DIE_FACES = ['0', '0', '0', '0', '1', '1', '1', '2', 'X', '2X'] as const;
/** §10: bonded abilities. */
export const BONDED_GENERAL_CV = 2;
export const BONDED_DRAGON_EXTRA_HARVEST = 1;

/** EV-SAGA-WILD-9…11: wounds each Creature deals to adjacent Dragons and forces at Stages I–III. */
export const WILDERNESS_STAGE_WOUNDS = [1, 1, 2] as const;
