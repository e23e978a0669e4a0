/**
 * Plain-data shapes of the game. Everything here is JSON-serialisable: no classes, Maps or
 * functions, so a state can be saved, cloned, diffed and replayed (docs/architecture.md §2).
 */
import type {
  CardId,
  CharacterId,
  DenizenId,
  DialKind,
  EventId,
  FactionId,
  FacelessStrength,
  Glyph,
  RegionId,
  Role,
  VaalaId,
} from './content/ids';
import type { SagaId, StageCardId, StageMarker } from './content/sagas';
import type { Content } from './content/content';
import type { Frame } from './frameTypes';
import type { LogEntry } from './logTypes';
import type {
  Controller,
  DecisionKind,
  DieFace,
  NoFacelessVariant,
  Phase,
  PowerStock,
  SeatId,
  SideId,
  SoloMode,
  Target,
  TokenSide,
} from './terms';

export type {
  CardId,
  CharacterId,
  DenizenId,
  DialKind,
  EventId,
  FactionId,
  FacelessStrength,
  Glyph,
  RegionId,
  Role,
  SagaId,
  StageCardId,
  StageMarker,
  VaalaId,
};

/** A lasting Vaala card lies face up until Clean-up; `used` once its one-shot bonus applied. */
export interface LastingCard {
  card: VaalaId;
  used: boolean;
  /**
   * EV-CHAR-10/11: Aellas may place a card in front of his Ally; it then lies in the Ally's
   * `lasting` and helps the Ally, but goes back to Aellas's discard pile at Clean-up.
   */
  from?: SeatId;
}

/**
 * EV-SLOT: an Epic player board (its Epic Character card is the seat's character's). The seat's `power` stays the count of every token it holds; this
 * says where each one lies. Tokens just gained wait in `unplaced`, and flips just paid for wait
 * in `toSpend`/`toUnspend`, until the owner has chosen the slot (the resolver asks at once,
 * before anything else happens: EV-SLOT-2, Q-SLOT-4).
 */
export interface EpicBoardState {
  /** One entry per slot of the board's layout (content/epic.ts), null when free (EV-SLOT-3). */
  slots: (TokenSide | null)[];
  unplaced: TokenSide[];
  toSpend: number;
  toUnspend: number;
  /** EV-EDRAGON-15, Q-EDRAGON-6: an optional flip of a spent token back to unspent. */
  mayUnspend: number;
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
  /** EV-EPIC-SETUP: the Epic board of a character played Epic; null for a standard board. */
  epic: EpicBoardState | null;
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

export interface GameOptions {
  /** The Sagas in play, in setup order (Q-SETUP-2); empty for the base game. */
  sagas: SagaId[];
  soloMode: SoloMode | null;
  noFaceless: NoFacelessVariant | null;
  /** Weeping Mother Creature cards shuffled into the Denizen deck (EV-WEEP-2, Q-WEEP-3). */
  weepingMother: boolean;
  /** House option: the Faceless automata's strength; 'normal' unless the setup says otherwise. */
  facelessStrength: FacelessStrength;
}

export interface SagaState {
  id: SagaId;
  marker: StageMarker;
  /** 0 while the marker is on ∞, then I–III (Q-STAGE-3). */
  stage: 0 | 1 | 2 | 3;
}

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
  /** EV-SLOT: a slot of the chooser's Epic board, by its index in the layout. */
  | { kind: 'slot'; slot: number }
  /** EV-ABIL-2: use the Epic character's ability instead of playing or drawing Vaala cards. */
  | { kind: 'ability' }
  /** A seat of the game (the Ally token's holder, a bid's winner…). */
  | { kind: 'seat'; seat: SeatId }
  | { kind: 'auto' };

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
  /** A Saga choice (EV-CHOICE): the rule that gave it to this seat. */
  chooser?: SagaChooser;
}

/**
 * EV-CHOICE: why a Saga choice falls to its seat — the player to the right of the initiative
 * holder (1), the human whose piece it concerns (2), a Faceless piece's bonded partner (4) or the
 * initiative holder (5); in solo, the preference chosen at setup (6). `owner`: whose piece.
 */
export interface SagaChooser {
  rule: 'EV-CHOICE-1' | 'EV-CHOICE-2' | 'EV-CHOICE-4' | 'EV-CHOICE-5' | 'EV-CHOICE-6';
  owner?: SeatId;
}

export interface Move {
  seat: SeatId;
  choice: Choice;
}

export type MoveErrorCode =
  | 'game-over'
  | 'no-decision'
  | 'wrong-seat'
  | 'illegal-choice'
  | 'malformed'
  /** An effect ran past the resolver's step limit (a fault of the engine, not of the move). */
  | 'runaway';

export interface MoveError {
  code: MoveErrorCode;
  message: string;
}

/** On success, `move` is the validated copy of the input: the one to record. */
export type MoveResult =
  { ok: true; state: GameState; move: Move } | { ok: false; error: MoveError };

export interface GameResult {
  winners: SeatId[];
  reason: 'power' | 'event-deck';
  /** RB-43a scores when the game was decided by scoring; empty for an outright win. */
  scores: Partial<Record<SeatId, number>>;
}

export interface GameState {
  schema: 1;
  /**
   * What the rules read (the map, the cards, every number): the Content the game was set up with,
   * shared by reference by every state of the game and never copied by a move.
   */
  content: Content;
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
  /**
   * EV-CHAR-8/9: Aellas's Ally token, when Aellas plays (Fell Knight or Epic General): who holds
   * it (null while no one does). Absent from games without Aellas.
   */
  ally: { holder: SeatId | null } | null;
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

export type * from './terms';
export type * from './frameTypes';
export type * from './setupTypes';
export type * from './logTypes';
