/** What a game starts from: the table, the options and, for tests and demos, a scenario. */
import type {
  CardId,
  CharacterId,
  DenizenId,
  DialKind,
  EventId,
  FactionId,
  FacelessStrength,
  RegionId,
  VaalaId,
} from './content/ids';
import type { SagaId, StageCardId, StageMarker } from './content/sagas';
import type {
  Controller,
  DieFace,
  NoFacelessVariant,
  PowerStock,
  SeatId,
  SideId,
  SoloMode,
  TokenSide,
} from './terms';

export interface SeatSetup {
  faction: FactionId;
  character?: CharacterId;
  controller: Controller;
  name?: string;
  /** EV-EPIC-SETUP-4: play this human General or Dragon as an Epic character. */
  epic?: boolean;
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
  /** House option (default normal). */
  facelessStrength?: FacelessStrength;
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
        /** An Epic seat's tokens by slot index (its Power is what lies there, EV-SLOT-1). */
        slots?: Record<string, TokenSide>;
      }
    >
  >;
  lineup?: (DenizenId | null)[];
  /** The Denizen deck, top first; only these cards are in it. Shuffled from the rest when absent. */
  denizenDeck?: DenizenId[];
  denizenDiscard?: DenizenId[];
  /** `regionCard`: the Region card of the Creature's region lies under its card (RB-39a). */
  creatures?: { card: DenizenId; region: RegionId; wounds?: number; regionCard?: RegionId }[];
  eventDeck?: EventId[];
  /** When present the game starts in Resolution with these cards on the Action stack. */
  stack?: ({ event: EventId } | { seat: SeatId; card: CardId } | { stage: StageCardId })[];
  dice?: DieFace[];
  /** Sagas in play and their Stages; their setup is run only with `sagaSetup`. */
  sagas?: { id: SagaId; stage?: 0 | 1 | 2 | 3; marker?: StageMarker }[];
  /** Run each Saga's setup on this position before play starts (EV-SAGA-SETUP-7). */
  sagaSetup?: boolean;
  /** Stage deck, top first; all 12 shuffled when absent. */
  stageDeck?: StageCardId[];
  dials?: {
    kind: DialKind;
    region: RegionId;
    wounds?: number;
    bondedTo?: SeatId;
    /** EV-DDIAL-15: Units on a bonded dial's Reference card. */
    essence?: SideId[];
  }[];
  strongholds?: Partial<Record<RegionId, { owner: SeatId | 'neutral'; woundsLeft?: number }>>;
  /** Power tokens on Denizen cards (EV-SAGA-RELIC). */
  relics?: Partial<Record<DenizenId, number>>;
  /** EV-CHAR-8: who holds Aellas's Ally token (a game with Aellas only). */
  allyHolder?: SeatId;
}

/**
 * One thing wrong with a setup, and which part of it: `seats` (the table as a whole), `seats.2`
 * (the third seat), `sagas`, `soloMode`, `initiative`, `seed`, a schema path such as
 * `seats.0.faction`, `scenario` (a scenario's own problems, each naming its path in words), or
 * `setup` (the whole game would not start).
 */
export interface SetupProblem {
  field: string;
  message: string;
}
