import { ACTION_CARDS, DENIZENS, EVENTS, VAALA_CARDS } from './cards';
import type { Content } from './content';
import { DIALS, SAGA_DIALS } from './dials';
import { BONDED_DIAL_CARD } from './dragonDials';
import { EPIC_BLOCKED_SPACES, EPIC_BOARDS, EPIC_CARDS, SLOT_BONUS } from './epic';
import { CHARACTER_VAALA } from './expansionVaala';
import { BASE_GAME_FACELESS, FACELESS_STRENGTHS } from './facelessStrength';
import { CHARACTERS, FACTIONS } from './factions';
import { FELL_KNIGHT } from './fellKnight';
import { DRAGON_VAALA, GENERAL_VAALA } from './ids';
import { MOUNTAINS, REGIONS, RICH_REGIONS } from './map';
import * as n from './numbers';
import * as sn from './sagaNumbers';
import { SAGAS } from './sagas';
import { STRONGHOLD } from './strongholds';

/**
 * The table's own content: the module's printed data where the rulebook gives it, house content
 * everywhere else (each house item marked `house`). Every game plays it unless its setup names
 * another Content.
 */
export const HOUSE_CONTENT: Content = {
  id: 'house',
  name: 'Valerna Table house content',
  regions: REGIONS,
  mountains: [...MOUNTAINS],
  richRegions: RICH_REGIONS,
  factions: FACTIONS,
  characters: CHARACTERS,
  actionCards: ACTION_CARDS,
  regionCardGlyphs: {
    mountainAdjacent: ['upgrade', 'deploy', 'harvest'],
    other: ['deploy', 'fortify', 'harvest'],
  },
  events: EVENTS,
  denizens: DENIZENS,
  vaala: VAALA_CARDS,
  vaalaSets: {
    general: [...GENERAL_VAALA],
    dragon: [...DRAGON_VAALA],
    characters: Object.fromEntries(
      Object.entries(CHARACTER_VAALA).map(([character, set]) => [character, [...set]]),
    ),
  },
  sagas: SAGAS,
  sagaNumbers: {
    returnPurgeAt: sn.RETURN_PURGE_AT,
    returnStageRegions: sn.RETURN_STAGE_REGIONS,
    zenithHandLimit: sn.ZENITH_HAND_LIMIT,
    zenithSetupPower: sn.ZENITH_SETUP_POWER,
    zenithRegionKeeps: sn.ZENITH_REGION_KEEPS,
    weaversDiscount: sn.WEAVERS_DISCOUNT,
    weaversStage2Actions: sn.WEAVERS_STAGE_2_ACTIONS,
    weaversFlip: sn.WEAVERS_FLIP,
    wildernessStageWounds: [...n.WILDERNESS_STAGE_WOUNDS],
    nullCap: sn.NULL_CAP,
  },
  dials: DIALS,
  sagaDials: SAGA_DIALS,
  bondedDialCard: { ...BONDED_DIAL_CARD, ability: [...BONDED_DIAL_CARD.ability] },
  epic: {
    boards: EPIC_BOARDS,
    cards: EPIC_CARDS,
    slotBonus: SLOT_BONUS,
    blockedSpaces: EPIC_BLOCKED_SPACES,
  },
  fellKnight: FELL_KNIGHT,
  stronghold: STRONGHOLD,
  facelessStrengths: FACELESS_STRENGTHS,
  baseGameFaceless: BASE_GAME_FACELESS,
  numbers: {
    powerTokens: n.POWER_TOKENS,
    unitsPerGeneral: n.UNITS_PER_GENERAL,
    neutralUnits: n.NEUTRAL_UNITS,
    cityTokens: n.CITY_TOKENS,
    maxUnitsPerRegion: n.MAX_UNITS_PER_REGION,
    vaalaHandLimit: n.VAALA_HAND_LIMIT,
    vaalaOpeningHand: n.VAALA_OPENING_HAND,
    essenceTrackLength: n.ESSENCE_TRACK_LENGTH,
    dragonWoundTrack: n.DRAGON_WOUND_TRACK,
    skullHeal: n.SKULL_HEAL,
    epicHarvest: n.EPIC_HARVEST,
    dragonHarvest: n.DRAGON_HARVEST,
    regionCardHarvest: n.REGION_CARD_HARVEST,
    generalHarvestPerRegion: n.GENERAL_HARVEST_PER_REGION,
    hoardHeal: n.HOARD_HEAL,
    winPower: n.WIN_POWER,
    winPowerBonded: n.WIN_POWER_BONDED,
    lineupSlots: n.LINEUP_SLOTS,
    singleScoreFactor: n.SINGLE_SCORE_FACTOR,
    bondedScoreFactor: n.BONDED_SCORE_FACTOR,
    dieFaces: [...n.DIE_FACES],
    bondedGeneralCv: n.BONDED_GENERAL_CV,
    bondedDragonExtraHarvest: n.BONDED_DRAGON_EXTRA_HARVEST,
  },
};

/** The contents a save may name (by id); a save naming another is refused. */
export const KNOWN_CONTENT: readonly Content[] = [HOUSE_CONTENT];
