/**
 * Plain-data shapes of the game. Everything here is JSON-serialisable: no classes, Maps or
 * functions, so a state can be saved, cloned, diffed and replayed (architecture.md §2).
 */
import type {
  CardId,
  CharacterId,
  DenizenId,
  EventId,
  FactionId,
  RegionId,
  VaalaId,
} from './content/ids';
import type { SagaId, StageCardId, StageMarker } from './content/sagas';

export type {
  CardId,
  CharacterId,
  DenizenId,
  EventId,
  FactionId,
  RegionId,
  SagaId,
  StageCardId,
  StageMarker,
  VaalaId,
};

/** One seat per faction, so the faction id names the seat (readable in moves and scenarios). */
export type SeatId = FactionId;
/** Owners of Units: the General factions and the neutral force. */
export type SideId = FactionId | 'neutral';
export type Role = 'general' | 'dragon';
export type Controller = 'human' | 'faceless';

/** RB-4: the ten faces of the combat die. */
export type DieFace = '0' | '1' | '2' | 'X' | '2X';

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

export type Phase = 'planning' | 'resolution' | 'cleanup' | 'over';

export interface PowerStock {
  unspent: number;
  spent: number;
}

/** A lasting Vaala card lies face up until Clean-up; `used` once its one-shot bonus applied. */
export interface LastingCard {
  card: VaalaId;
  used: boolean;
}

export interface SeatState {
  id: SeatId;
  character: CharacterId;
  role: Role;
  controller: Controller;
  name: string;
  /** The faction's starting region in this game (RB-6, RB-6a). */
  home: RegionId;
  /** Where the miniature stands. */
  location: RegionId;
  power: PowerStock;
  /** Action cards and Region cards (`region:<id>`) in hand. A Faceless keeps its deck here. */
  hand: CardId[];
  vaalaHand: VaalaId[];
  vaalaDeck: VaalaId[];
  vaalaDiscard: VaalaId[];
  lasting: LastingCard[];
  denizens: DenizenId[];
  /** Dragons: wounds on the wound track (RB-37). */
  wounds: number;
  /** Dragons: Units on the Essence track, by owner (RB-36). */
  essence: SideId[];
  /** RB-37a: the skull cancels this character's next Glyph. */
  skipNextGlyph: boolean;
  bondedTo: SeatId | null;
}

export interface RegionState {
  units: Partial<Record<SideId, number>>;
  power: number;
  city: boolean;
}

export interface CreatureInPlay {
  card: DenizenId;
  region: RegionId;
  wounds: number;
  /** RB-39a: the Region card slid under the Creature card, if one was left in the deck. */
  regionCard: RegionId | null;
}

export type StackCard =
  | { kind: 'event'; event: EventId; revealed: boolean }
  | { kind: 'action'; seat: SeatId; card: CardId; revealed: boolean }
  | { kind: 'stage'; card: StageCardId; revealed: boolean };

/** EV-CHOICE-6…10: how a solo player's Saga choices are answered. */
export type SoloMode = 'fast-paced' | 'standard' | 'challenging';
/** EV-NOFACE: 2–3 players without Faceless, bonds allowed or not. */
export type NoFacelessVariant = 'cooperative' | 'competitive';

export interface GameOptions {
  /** The Sagas in play, in setup order (Q-SETUP-2); empty for the base game. */
  sagas: SagaId[];
  soloMode: SoloMode | null;
  noFaceless: NoFacelessVariant | null;
  /** Weeping Mother Creature cards shuffled into the Denizen deck (EV-WEEP-2, Q-WEEP-3). */
  weepingMother: boolean;
}

export interface SagaState {
  id: SagaId;
  marker: StageMarker;
  /** 0 while the marker is on ∞, then I–III (Q-STAGE-3). */
  stage: 0 | 1 | 2 | 3;
}

export type DialKind = 'dragon' | 'portal' | 'nullborn';

/** EV-DIAL: a dial in play (region) or in its supply (region null). */
export interface DialState {
  id: string;
  kind: DialKind;
  region: RegionId | null;
  wounds: number;
  /** EV-DDIAL: the General bonded to a Dragon dial. */
  bondedTo: SeatId | null;
  /** EV-DDIAL-15: the bonded-dial Reference card's Essence track. */
  essence: SideId[];
}

/** EV-SAGA-HOLD: a Stronghold ring around a region's city. */
export interface StrongholdState {
  owner: SeatId | 'neutral';
  /** Wounds left before it is destroyed (4 when placed). */
  woundsLeft: number;
}

export interface Supply {
  power: number;
  cities: number;
  units: Partial<Record<SideId, number>>;
}

/** Something that can be attacked or attack: one side's force in one region, a Dragon, a Creature. */
export type Target =
  | { kind: 'force'; side: SideId; region: RegionId }
  | { kind: 'dragon'; seat: SeatId }
  | { kind: 'creature'; card: DenizenId }
  /** A non-bonded Dragon dial (EV-DIAL); a bonded one fights with its General's force. */
  | { kind: 'dial'; id: string }
  /** All Null dials of a region, fighting as one Null force (EV-DIAL-3). */
  | { kind: 'null'; region: RegionId };

/** An answer to a Decision. Moves are `{ seat, choice }`, readable by hand in scenario files. */
export type Choice =
  | { kind: 'card'; card: CardId }
  | { kind: 'pass' }
  | { kind: 'done' }
  | { kind: 'confirm' }
  | { kind: 'region'; region: RegionId }
  | { kind: 'step'; piece: 'unit' | 'general' | 'dragon'; from: RegionId; to: RegionId }
  | { kind: 'target'; from: RegionId; target: Target }
  | { kind: 'count'; n: number }
  | { kind: 'denizen'; denizen: DenizenId }
  | { kind: 'vaala'; card: VaalaId }
  | { kind: 'draw' }
  | { kind: 'counterattack' }
  | { kind: 'retreat' }
  | { kind: 'continue' }
  | { kind: 'token'; spent: boolean }
  | { kind: 'auto' };

export type DecisionKind =
  | 'plan'
  | 'move'
  | 'deploy'
  | 'harvest'
  | 'assault'
  | 'fortify'
  | 'upgrade'
  | 'fly'
  | 'wrath'
  | 'hoard'
  | 'vaala'
  | 'vaala-target'
  | 'vaala-payment'
  | 'defend'
  | 'press-on'
  | 'retreat-to'
  | 'advance'
  | 'give-token'
  /** Saga choices (EV-CHOICE): which target, region or piece; or one of a card's options. */
  | 'saga-target'
  | 'saga-region'
  | 'saga-piece'
  | 'saga-option';

export interface Decision {
  seat: SeatId;
  kind: DecisionKind;
  /** The rule that asks (shown on hover in the UI). */
  rule: string;
  /** The card or glyph that asked, for the decision bar ("Allaria · Deploy·Assault"). */
  source?: { card?: CardId | VaalaId; glyph?: Glyph };
  options: Choice[];
  /** A Faceless seat decides this one by its policy: the only legal move is `{kind:'auto'}`. */
  automaton: boolean;
  /**
   * Which policy answers an automaton decision: the Faceless (RB-44) or, for a solo player's Saga
   * choices, the chosen solo mode (EV-CHOICE-6). Absent means the Faceless policy.
   */
  policy?: SoloMode | 'random';
  /** For the challenging solo mode: how bad each option is for the human (higher is worse). */
  harm?: number[];
}

export interface Move {
  seat: SeatId;
  choice: Choice;
}

export type MoveErrorCode =
  'game-over' | 'no-decision' | 'wrong-seat' | 'illegal-choice' | 'malformed';

export interface MoveError {
  code: MoveErrorCode;
  message: string;
}

export type MoveResult = { ok: true; state: GameState } | { ok: false; error: MoveError };

export interface LogEntry {
  round: number;
  phase: Phase;
  seat: SeatId | null;
  kind: string;
  params: Record<string, string | number | boolean | string[] | null>;
}

export interface GameResult {
  winners: SeatId[];
  reason: 'power' | 'event-deck';
  /** RB-43a scores when the game was decided by scoring; empty for an outright win. */
  scores: Partial<Record<SeatId, number>>;
}

export interface GameState {
  schema: 1;
  options: GameOptions;
  round: number;
  phase: Phase;
  /** Seats in clockwise seating order. */
  seats: SeatState[];
  initiative: SeatId;
  regions: Record<RegionId, RegionState>;
  supply: Supply;
  eventDeck: EventId[];
  eventDiscard: EventId[];
  regionDeck: RegionId[];
  denizenDeck: DenizenId[];
  /** RB-39a: six slots, left to right; null is an empty slot. */
  lineup: (DenizenId | null)[];
  denizenDiscard: DenizenId[];
  creatures: CreatureInPlay[];
  sagas: SagaState[];
  stageDeck: StageCardId[];
  stageDiscard: StageCardId[];
  dials: DialState[];
  strongholds: Partial<Record<RegionId, StrongholdState>>;
  /** EV-SAGA-RELIC: Power tokens lying on Denizen cards. */
  relics: Partial<Record<DenizenId, number>>;
  stack: StackCard[];
  frames: Frame[];
  pending: Decision | null;
  /** xoshiro128** state (RB-5). */
  rng: [number, number, number, number];
  /** Scenario dice: consumed before the generator (tests and rules demos). */
  scriptedDice: DieFace[];
  log: LogEntry[];
  result: GameResult | null;
  /** Number of moves applied; part of the state so replays are exact. */
  moveCount: number;
}

// ---- Effect frames (architecture.md §5): small serialisable steps on a stack ----

export interface RoundFrame {
  kind: 'round';
  step: 'planning' | 'resolution' | 'cleanup';
}
export interface PlanningFrame {
  kind: 'planning';
  turn: SeatId;
  started: boolean;
}
export interface ResolutionFrame {
  kind: 'resolution';
  next: number;
  /** Whether the ∞ rules triggered by the card just resolved have been queued. */
  triggered?: boolean;
}
export interface EventFrame {
  kind: 'event';
  event: EventId;
  started: boolean;
  /** Glyph grants: how many players in turn order have had theirs. */
  granted?: number;
}
export interface TurnFrame {
  kind: 'turn';
  seat: SeatId;
  card: CardId;
  /** Region cards act only in their region (RB-17a). */
  region: RegionId | null;
  glyphs: Glyph[];
  next: number;
}
export interface GlyphFrame {
  kind: 'glyph';
  seat: SeatId;
  glyph: Glyph;
  card: CardId | null;
  region: RegionId | null;
  /** Progress of multi-step glyphs. */
  remaining: number;
  /** Move: Units that arrived this Glyph, per region (they move only once). */
  arrived: Partial<Record<RegionId, number>>;
  /** Faceless goal region (RB-44a), fixed when the Glyph starts. */
  goal: RegionId | null;
  played: number;
  started: boolean;
}
export interface VaalaFrame {
  kind: 'vaala-card';
  seat: SeatId;
  card: VaalaId;
  step: number;
  region: RegionId | null;
  remaining: number;
}
export interface PaymentFrame {
  kind: 'payment';
  seat: SeatId;
  partner: SeatId;
  cost: number;
  card: VaalaId;
}
export interface CombatFrame {
  kind: 'combat';
  attacker: Target;
  defender: Target;
  /** The players behind each side (null for neutral forces and Creatures). */
  attackerSeat: SeatId | null;
  defenderSeat: SeatId | null;
  /** Region the attacker fights from. */
  origin: RegionId;
  /** Region the defender stood in when the combat began (where an advance goes, RB-21a). */
  battleground: RegionId;
  glyph: Glyph | null;
  step: 'roll' | 'defend' | 'press-on' | 'aftermath' | 'done';
  normalHits: number;
  rounds: number;
  attackerBonus: number;
  defenderBonus: number;
  /** What happened to the defender: it decides whether the attacker may advance. */
  defenderFate: 'standing' | 'destroyed' | 'injured' | 'retreated';
  attackerFate: 'standing' | 'destroyed' | 'injured' | 'retreated';
  /** EV-WEEP-19/20: one of a player's combats through a Weeping Mother's region. */
  sequence?: boolean;
  /** EV-DDIAL-5: Generals who send this combat's wounds to their bonded Dragon dial. */
  dialTakesWounds?: SeatId[];
}
/** EV-WEEP-19/20, Q-WEEP-8: the attacker picks the next enemy in a Weeping Mother's region. */
export interface SequelFrame {
  kind: 'sequel';
  seat: SeatId;
  attacker: Target;
  origin: RegionId;
  region: RegionId;
  glyph: Glyph | null;
}
export interface InjuryFrame {
  kind: 'injury';
  seat: SeatId;
  thief: SeatId | null;
  step: 'token' | 'retreat';
}
export interface RetreatFrame {
  kind: 'retreat';
  seat: SeatId;
  /** The side retreats from here; a General force takes its Units along. */
  from: RegionId;
  withUnits: boolean;
  forced: boolean;
}
export interface AdvanceFrame {
  kind: 'advance';
  seat: SeatId;
  from: RegionId;
  to: RegionId;
  withGeneral: boolean;
}

/** EV-STAGE-5…7: a revealed Stage card moves its marker, resolves that Stage, then is discarded. */
export interface StageFrame {
  kind: 'stage';
  card: StageCardId;
  step: 'advance' | 'discard';
}

export type SagaMemo = Record<string, string | number | boolean | string[] | null>;

/** One Saga's setup, Stage effect or triggered ∞ rule, run by that Saga's module. */
export interface SagaFrame {
  kind: 'saga';
  saga: SagaId;
  when: 'setup' | 'stage' | 'trigger';
  /** The Stage being resolved (when: 'stage'). */
  stage: 0 | 1 | 2 | 3;
  /** Which ∞ rule fired (when: 'trigger'). */
  trigger: string | null;
  step: number;
  memo: SagaMemo;
}

/** EV-ASSAULT: a Saga-caused attacker's Assault or Wrath, one combat after another. */
export interface SagaAttackFrame {
  kind: 'saga-attack';
  attacker: Target;
  /** A Stage's own bonus, e.g. +1 Combat Value (EV-SAGA-NULL-14). */
  bonus: number;
  step: 'target' | 'fight';
  battleground: RegionId | null;
  rule: string;
}

export type Frame =
  | StageFrame
  | SagaFrame
  | SagaAttackFrame
  | RoundFrame
  | PlanningFrame
  | ResolutionFrame
  | EventFrame
  | TurnFrame
  | GlyphFrame
  | VaalaFrame
  | PaymentFrame
  | CombatFrame
  | SequelFrame
  | InjuryFrame
  | RetreatFrame
  | AdvanceFrame;

export type FrameKind = Frame['kind'];

// ---- Setup ----

export interface SeatSetup {
  faction: FactionId;
  character?: CharacterId;
  controller: Controller;
  name?: string;
}

export interface GameSetup {
  seed: number;
  /** In clockwise seating order. */
  seats: SeatSetup[];
  /** Who holds the initiative token at the start; random when absent (RB-11). */
  initiative?: SeatId;
  /** Three Sagas in setup order, or drawn at random (EV-SAGA-SETUP-3); none: the base game. */
  sagas?: SagaId[] | 'random';
  soloMode?: SoloMode;
  noFaceless?: NoFacelessVariant;
  weepingMother?: boolean;
  scenario?: Scenario;
}

/** A JSON-describable starting position (docs/scenarios.md). */
export interface Scenario {
  name?: string;
  round?: number;
  /** Every region not listed starts empty. */
  regions?: Partial<
    Record<RegionId, { units?: Partial<Record<SideId, number>>; power?: number; city?: boolean }>
  >;
  seats?: Partial<
    Record<
      SeatId,
      {
        location?: RegionId;
        power?: Partial<PowerStock>;
        hand?: CardId[];
        vaalaHand?: VaalaId[];
        denizens?: DenizenId[];
        wounds?: number;
        essence?: SideId[];
        bondedTo?: SeatId;
        skipNextGlyph?: boolean;
      }
    >
  >;
  lineup?: (DenizenId | null)[];
  creatures?: { card: DenizenId; region: RegionId; wounds?: number }[];
  eventDeck?: EventId[];
  /** When present the game starts in Resolution with these cards on the Action stack. */
  stack?: ({ event: EventId } | { seat: SeatId; card: CardId } | { stage: StageCardId })[];
  dice?: DieFace[];
  /** Sagas in play and their Stages; their setup is not run (the position says it all). */
  sagas?: { id: SagaId; stage?: 0 | 1 | 2 | 3; marker?: StageMarker }[];
  /** Stage deck, top first; all 12 shuffled when absent. */
  stageDeck?: StageCardId[];
  dials?: { kind: DialKind; region: RegionId; wounds?: number; bondedTo?: SeatId }[];
  strongholds?: Partial<Record<RegionId, { owner: SeatId | 'neutral'; woundsLeft?: number }>>;
  /** Power tokens on Denizen cards (EV-SAGA-RELIC). */
  relics?: Partial<Record<DenizenId, number>>;
}
