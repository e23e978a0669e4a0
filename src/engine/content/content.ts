/**
 * Content as a value (docs/architecture.md §7, "Content is data"): everything the rules read that
 * an owner could edit to match a printed box — the map, the factions and characters, every card,
 * the Sagas' printed data, the dials, the Epic boards, every house number. A game's state carries
 * its Content (shared by reference, never copied by a move); rule code reads `s.content`, never a
 * module-level table. The id sets are the vocabulary of the code (ids.ts): a Content changes
 * values, not ids.
 */
import type { ActionCardInfo, DenizenInfo, EventInfo } from './cards';
import type { DialInfo } from './dials';
import type { EpicBoardInfo, EpicCardInfo, SlotKind } from './epic';
import type { FacelessLevers, FacelessStrengthInfo } from './facelessStrength';
import type { CharacterInfo, FactionInfo } from './factions';
import type {
  ActionCardId,
  CharacterId,
  DenizenId,
  DialKind,
  DieFace,
  EventId,
  FacelessStrength,
  FactionId,
  Glyph,
  RegionId,
  Role,
  VaalaId,
} from './ids';
import type { MountainInfo, RegionInfo } from './map';
import type { SagaId, SagaInfo } from './sagas';
import type { VaalaInfo } from './vaalaCard';

/** The base game's numbers (numbers.ts). */
export interface Numbers {
  powerTokens: number;
  unitsPerGeneral: number;
  neutralUnits: number;
  cityTokens: number;
  maxUnitsPerRegion: number;
  vaalaHandLimit: number;
  vaalaOpeningHand: number;
  essenceTrackLength: number;
  dragonWoundTrack: number[];
  skullHeal: number;
  epicHarvest: number;
  dragonHarvest: number;
  regionCardHarvest: number;
  generalHarvestPerRegion: number;
  hoardHeal: number;
  winPower: number;
  winPowerBonded: number;
  lineupSlots: number;
  singleScoreFactor: number;
  bondedScoreFactor: number;
  dieFaces: DieFace[];
  bondedGeneralCv: number;
  bondedDragonExtraHarvest: number;
}

/** The numbers printed on the Saga cards (sagaNumbers.ts). */
export interface SagaNumbers {
  returnPurgeAt: Record<2 | 3, number>;
  returnStageRegions: number;
  zenithHandLimit: number;
  zenithSetupPower: number;
  zenithRegionKeeps: number;
  weaversDiscount: number;
  weaversStage2Actions: number;
  weaversFlip: number;
  wildernessStageWounds: number[];
  nullCap: number;
}

export interface BondedDialCard {
  name: string;
  count: number;
  ability: string[];
  essenceTrack: number;
  essencePower: number;
  combatBonus: number;
  harvestHeal: number;
  extraHealCost: number;
  skullHeal: number;
}

export interface Content {
  /** Names the content in saves (a save records it with its fingerprint). */
  id: string;
  name: string;
  regions: Record<RegionId, RegionInfo>;
  mountains: MountainInfo[];
  /** RB-10: the non-starting regions that get 2 Power tokens at setup. */
  richRegions: RegionId[];
  factions: Record<FactionId, FactionInfo>;
  characters: Record<CharacterId, CharacterInfo>;
  actionCards: Record<ActionCardId, ActionCardInfo>;
  /** The Glyphs of a Region card, by whether its region borders a mountain. */
  regionCardGlyphs: { mountainAdjacent: Glyph[]; other: Glyph[] };
  events: Record<EventId, EventInfo>;
  denizens: Record<DenizenId, DenizenInfo>;
  vaala: Record<VaalaId, VaalaInfo>;
  /** EV-CHAR-3: each role's Vaala set, and the expansion characters' own sets. */
  vaalaSets: Record<Role, VaalaId[]> & {
    characters: Partial<Record<CharacterId, VaalaId[]>>;
  };
  sagas: Record<SagaId, SagaInfo>;
  sagaNumbers: SagaNumbers;
  dials: Record<DialKind, DialInfo>;
  /** The dials each Saga brings (EV-SAGA-KAD-1, EV-SAGA-NULL-1). */
  sagaDials: Partial<Record<SagaId, DialKind[]>>;
  bondedDialCard: BondedDialCard;
  epic: {
    boards: Record<Role, EpicBoardInfo>;
    cards: Partial<Record<CharacterId, EpicCardInfo>>;
    /** What one occupied slot adds (Q-EDRAGON-3/4/5, Q-EGEN-3). */
    slotBonus: Record<Exclude<SlotKind, 'plain' | 'health' | 'essence' | 'harvest'>, number>;
    /** EV-EPIC-SETUP-11: wound spaces behind the blocker at setup. */
    blockedSpaces: number;
  };
  fellKnight: { loneCombatValue: number; harvestReturns: number; maxBid: number };
  stronghold: { rings: number; ringsPerGeneral: number; combatValue: number; wounds: number };
  facelessStrengths: Record<FacelessStrength, FacelessStrengthInfo>;
  /** RB-44d: how the Faceless play where no strength applies (a table with no person). */
  baseGameFaceless: FacelessLevers;
  numbers: Numbers;
}
