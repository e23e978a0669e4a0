/** String-literal ids from `as const` arrays, so content tables and rule code share one vocabulary. */

export const REGION_IDS = [
  'ysval',
  'crown',
  'fell',
  'tyvh',
  'allar',
  'cross',
  'moon',
  'blood',
  'serpent',
  'hollow',
  'nahu',
  'ashen',
] as const;
export type RegionId = (typeof REGION_IDS)[number];

export const GENERAL_FACTIONS = ['allaria', 'tyveria', 'nahuac'] as const;
export const DRAGON_FACTIONS = ['fulgen', 'skarn', 'fell'] as const;
export const FACTION_IDS = [...GENERAL_FACTIONS, ...DRAGON_FACTIONS] as const;
export type FactionId = (typeof FACTION_IDS)[number];

export const CHARACTER_IDS = [
  'elyse',
  'adrael',
  'itza',
  'fulgen-elder',
  'reganna',
  'skarn-wyrm',
  'aellas',
] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];

export const GENERAL_ACTION_CARDS = [
  'move-assault',
  'move-deploy',
  'deploy-assault',
  'harvest-move',
  'assault-vaala-deploy',
  'harvest-vaala-fortify',
] as const;
export const DRAGON_ACTION_CARDS = [
  'fly-wrath-a',
  'fly-wrath-b',
  'fly-harvest',
  'wrath-hoard',
  'fly-wrath-vaala',
  'hoard-vaala',
] as const;
export type ActionCardId =
  (typeof GENERAL_ACTION_CARDS)[number] | (typeof DRAGON_ACTION_CARDS)[number];
/** A card in a player's hand: an Action card or a Region card (`region:<region id>`). */
export type CardId = ActionCardId | `region:${RegionId}`;

export const EVENT_IDS = [
  'dragonbond',
  'vaala-bloom-1',
  'vaala-bloom-2',
  'vaala-bloom-3',
  'red-moon',
  'veins-of-kadmos',
  'brigands-1',
  'brigands-2',
  'dragons-rest',
  'call-to-arms',
  'vaala-tide',
  'harvest-moon',
] as const;
export type EventId = (typeof EVENT_IDS)[number];

export const DENIZEN_IDS = [
  'ysval-warden',
  'crown-sentinel',
  'fell-ranger',
  'tyvh-shieldmaiden',
  'allar-knight',
  'cross-sage',
  'moon-rider',
  'blood-reaver',
  'serpent-corsair',
  'hollow-miner',
  'nahu-hunter',
  'ashen-priestess',
  'gloom-stalker',
  'stone-colossus',
] as const;
/**
 * The module's 4 Creature cards, all The Weeping Mother (EV-WEEP-1, Q-WEEP-4). Kept apart from
 * the base deck: they join it only by EV-WEEP-2 / EV-SAGA-WILD-1 (Q-WEEP-3).
 */
export const WEEPING_MOTHER_IDS = [
  'weeping-mother-1',
  'weeping-mother-2',
  'weeping-mother-3',
  'weeping-mother-4',
] as const;
export type DenizenId = (typeof DENIZEN_IDS)[number] | (typeof WEEPING_MOTHER_IDS)[number];

export const GENERAL_VAALA = [
  'rally',
  'forced-march',
  'battle-hymn',
  'firestorm',
  'muster',
] as const;
export const DRAGON_VAALA = ['preen', 'tailwind', 'fury', 'dragonfire', 'roar'] as const;
/** EV-CHAR-2/3 (house): the module's 15 Vaala cards, one set of 5 for each expansion character. */
export const REGANNA_VAALA = [
  'glide',
  'mending-scales',
  'tip-the-scales',
  'cunning-flame',
  'opportune-strike',
] as const;
export const ITZA_VAALA = [
  'bone-call',
  'spirit-walk',
  'xibac-rite',
  'necrotic-fire',
  'raise-the-fallen',
] as const;
export const AELLAS_VAALA = [
  'fey-mending',
  'dream-step',
  'oath-of-the-fell',
  'fell-blade',
  'knights-vigil',
] as const;
export const EXPANSION_VAALA = [...REGANNA_VAALA, ...ITZA_VAALA, ...AELLAS_VAALA] as const;
export const VAALA_IDS = [...GENERAL_VAALA, ...DRAGON_VAALA, ...EXPANSION_VAALA] as const;
export type VaalaId = (typeof VAALA_IDS)[number];

/** House option (RB-44d): how strong the Faceless automata play; the solo preference is separate. */
export const FACELESS_STRENGTH_IDS = ['easy', 'normal', 'hard'] as const;
export type FacelessStrength = (typeof FACELESS_STRENGTH_IDS)[number];

/** The printed game's vocabulary that content and rules share. */
export type Role = 'general' | 'dragon';

export type Glyph =
  | 'move'
  | 'deploy'
  | 'harvest'
  | 'assault'
  | 'fortify'
  | 'upgrade'
  | 'fly'
  | 'wrath'
  | 'hoard'
  | 'vaala';

/** EV-DIAL: the kinds of dial the module's Sagas bring. */
export type DialKind = 'dragon' | 'portal' | 'nullborn';

/** RB-4: the faces of the combat die (its ten sides show these: DIE_FACES in numbers.ts). */
export const DIE_FACE_KINDS = ['0', '1', '2', 'X', '2X'] as const;
export type DieFace = (typeof DIE_FACE_KINDS)[number];

/** RB-4: what a face hits for: 1 and 2 are normal hits, X is one critical hit, 2X two. */
export const FACE_HITS: Record<DieFace, { normal: number; critical: number }> = {
  '0': { normal: 0, critical: 0 },
  '1': { normal: 1, critical: 0 },
  '2': { normal: 2, critical: 0 },
  X: { normal: 0, critical: 1 },
  '2X': { normal: 0, critical: 2 },
};

export const SAGA_IDS = [
  'kadmos',
  'crow',
  'relics',
  'return',
  'strongholds',
  'null',
  'weavers',
  'wilderness',
  'zenith',
] as const;
export type SagaId = (typeof SAGA_IDS)[number];

/** Three Stage markers; each Stage card shows one of them (Q-SETUP-1). Names are house. */
export const STAGE_MARKERS = ['ember', 'tide', 'gale'] as const;
export type StageMarker = (typeof STAGE_MARKERS)[number];

/** 12 Stage cards, 4 per marker (Q-SETUP-1). */
export const STAGE_CARDS = STAGE_MARKERS.flatMap((marker) =>
  [1, 2, 3, 4].map((n) => `${marker}-${n}` as const),
);
export type StageCardId = (typeof STAGE_CARDS)[number];
export const markerOfStageCard = (card: StageCardId): StageMarker =>
  card.split('-')[0] as StageMarker;
