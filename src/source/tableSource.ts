/**
 * The seam between the table on screen and the place its game runs (docs/architecture.md, "One
 * seam"). A table source hands the UI frames to draw and takes the actions the UI may send. The
 * engine on this device is one source (src/store/localTable.ts); a table server is another; tests
 * bring their own. The UI imports this module and the engine's data (engine/data.ts), never the
 * rules engine: whatever a screen shows that the rules decide arrives in a frame, already decided.
 *
 * A frame is plain data, as a server would send it: a view (what its viewer may see, nothing
 * else), the decision this device answers with every option's facts, and the state of the
 * capabilities a source may lack (hot-seat hand-offs, pace, undo and replay, demos, files), each
 * null where the source has none.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { Demo } from '../demos/types';
import type {
  CardId,
  Choice,
  Decision,
  DecisionFacts,
  FacelessStrength,
  GameStats,
  GameView,
  LogEntry,
  RegionId,
  SeatId,
} from '../engine';

/**
 * The engine's types the UI may name. They are types only: the UI never runs the engine, it draws
 * what the engine said.
 */
export type {
  Ability,
  CardId,
  Choice,
  ChooserFacts,
  CombatFacts,
  CreatureInPlay,
  CvPart,
  Decision,
  DecisionFacts,
  DecisionKind,
  DenizenId,
  DialInPlay,
  DialKind,
  DialState,
  DieFace,
  EventId,
  FacelessReason,
  FacelessStrength,
  FactionId,
  GameResult,
  GameSetup,
  GameStats,
  GameView,
  Glyph,
  LogEntry,
  LogEntryOf,
  OptionFacts,
  Phase,
  PowerGoal,
  RegionId,
  RegionState,
  RegionStatus,
  Role,
  SagaId,
  SagaState,
  SagaStep,
  SeatFacts,
  SeatId,
  SeatStats,
  SeatView,
  SideFacts,
  SideId,
  StackCardView,
  StrongholdState,
  Target,
  VaalaId,
  Viewer,
  WoundTrack,
} from '../engine';

/** How the Faceless moves are played out on this device: one per click, with a pause, or at once. */
export type FacelessPace = 'step' | 'normal' | 'fast';

/** What one frame of the table holds: everything the UI draws. */
export interface TableFrame {
  /** The public view, what anyone at the table may see; null while no game is open. */
  table: GameView | null;
  /**
   * The view of the seat this device answers for now: its own hand and its decision's options.
   * On a shared screen in hot-seat, the human seat deciding; on a seat's own device, that seat.
   */
  seat: GameView | null;
  /** Whose hand may be on screen now (hot-seat: the person deciding, once the device is theirs). */
  handShownFor: SeatId | null;
  /** The decision this device answers now, as one list of options each with its facts. */
  decision: DecisionFacts | null;
  /** What the last decision did, for the map and the log to light. */
  lastMove: LastMove | null;
  /** Why the last action was refused, in words a player reads. */
  error: string | null;
  /** RB-44d: the Faceless strength, where people play against Faceless seats. */
  facelessStrength: FacelessStrength | null;
  /** Once the game is over: its numbers, for the game-over screen. */
  ending: GameStats | null;
  hotSeat: HotSeatFrame | null;
  pace: PaceFrame | null;
  time: TimeFrame | null;
  replay: ReplayFrame | null;
  demo: DemoFrame | null;
  files: FilesFrame | null;
}

/**
 * What the last decision did (the engine's decisionTrace): a person's or an automaton's, not what
 * the rules ran on their own after it (the Clean-up, a new round's Event, a next Glyph).
 */
export interface LastMove {
  /** Who made it, and whether an automaton (a Faceless or a solo preference) did. */
  seat: SeatId;
  automaton: boolean;
  /** Where it happened, in map order. */
  regions: RegionId[];
  /** Its log lines: `log.slice(logFrom, logTo)` of the table's view. */
  logFrom: number;
  logTo: number;
}

/** Several people at one screen: the device changes hands before a private decision. */
export interface HotSeatFrame {
  /** The human seat the device must be passed to now, or null. */
  passTo: SeatId | null;
  /** The deciding person may ask to see their hand (this decision does not show it). */
  mayAskForHand: SeatId | null;
}

export interface PaceFrame {
  pace: FacelessPace;
  /** A Faceless decision waits for this device to play it (`advanceFaceless`). */
  facelessToAct: boolean;
}

/** Where Undo goes, or why it cannot. */
export type UndoStep =
  { possible: true; to: number; sealedBy: string | null } | { possible: false; why: string };

/** What Undo would take back: the decision it returns to, its answer and the automatic moves after. */
export interface UndoOffer {
  /** The decision asked again (its options left out). */
  decision: Pick<Decision, 'seat' | 'kind' | 'source'>;
  /** The person's answer to it, which Undo takes back. */
  answer: Choice;
  /** How many times it was given in one gesture (several Units at once), 1 otherwise. */
  times: number;
  /** Moves after it, all by Faceless seats or solo preferences, taken back with it. */
  automatonMoves: number;
}

/** A take-back waiting for the people at the table to agree (undo past a seal, or a replay). */
export interface RewindRequest {
  reason: 'undo' | 'replay';
  /** The position (number of moves) play goes back to. */
  to: number;
  /** What was learnt since then, or null for a rewind nobody has learnt from. */
  sealedBy: string | null;
  /** The human seats that have said "I agree". */
  agreed: SeatId[];
}

export interface TimeFrame {
  /** Moves played so far. */
  moveCount: number;
  undo: UndoStep;
  undoOffer: UndoOffer | null;
  canRedo: boolean;
  rewindRequest: RewindRequest | null;
  /**
   * Where the log stood when a person last decided: what was logged since happened since someone
   * last acted (the combat panel keeps such a combat on screen).
   */
  logSinceLastPersonMove: number;
}

/** The replay: the table as it stood after `at` of `length` moves, read-only. */
export interface ReplayFrame {
  at: number;
  length: number;
  /** The past position as an onlooker sees it: no decision, no hand. */
  past: TableFrame;
  /** Who made move `at`, and what it put in the log. */
  mover: SeatId | null;
  lines: LogEntry[];
}

export interface DemoFrame {
  demo: Demo;
  /** The step on show, 0-based. */
  step: number;
  /** The places the step on show changed since the step before; null at the first step. */
  places: RegionId[] | null;
}

export interface FilesFrame {
  /** Why the last save file could not be loaded; the running game stays as it was. */
  saveError: string | null;
  /** What the person should know about the save that just loaded. */
  saveNote: string | null;
  /**
   * The save just refused stops at a move today's rules no longer allow: how many of its moves
   * before that one can be played on from (`continueSave`), or null.
   */
  continueFrom: number | null;
}

/** A game as a file: its name and the save's JSON data. */
export interface GameFile {
  fileName: string;
  data: unknown;
}

/**
 * What the UI may ask of a source. Each returns whether it was taken; a refusal sets the frame's
 * `error` (or `files.saveError`) in words. A source without a capability refuses its actions.
 */
export interface TableActions {
  /** Answers the decision this device answers now. */
  choose(choice: Choice): boolean;
  /** RB-18, RB-19: the same answer `count` times in one gesture, as the engine's repeatLimit allows. */
  chooseSeveral(choice: Choice, count: number): boolean;
  clearError(): void;
  /** Hot-seat: plays the first card now, the rest (then a pass) at the person's next Planning turns. */
  planCards(cards: CardId[], passAfter: boolean): boolean;
  /** Hot-seat: the person at this seat has the device now. */
  takeDevice(seat: SeatId): void;
  /** Hot-seat: the deciding person wants their hand on screen; a pass screen comes first. */
  askForHand(): void;
  setPace(pace: FacelessPace): void;
  /** Lets the Faceless decision waiting play (its policy decides). */
  advanceFaceless(): boolean;
  undo(): boolean;
  redo(): boolean;
  agreeToRewind(seat: SeatId): void;
  cancelRewind(): void;
  openReplay(): void;
  stepReplay(moves: number): void;
  closeReplay(): void;
  /** From the replay: asks everyone to play on from the position shown. */
  playFromHere(): void;
  /** A demo: shows step `step` (clamped). */
  showDemoStep(step: number): void;
  /** A demo: leaves demo mode where it stands, and the seats play on. */
  playDemoFromHere(): void;
  /**
   * Replaces the running game by a save file's, or refuses it in words and keeps the game (a file
   * too large for a save is refused unread).
   */
  loadSave(file: Blob): Promise<boolean>;
  clearSaveError(): void;
  /** Opens the legal beginning of the save just refused as the game (`files.continueFrom`). */
  continueSave(): boolean;
  /** The game as a file (setup and moves), or null when this source cannot give it. */
  gameFile(): GameFile | null;
  /** The game so far as a demo under a title and a caption, or null. */
  positionAsDemo(id: string, title: string, caption: string): Demo | null;
  /** Leaves the game: the start screen follows. */
  leave(): void;
}

export interface TableSource {
  /** The frames, as a store the UI subscribes to by selector. */
  frames: Pick<StoreApi<TableFrame>, 'getState' | 'getInitialState' | 'subscribe'>;
  actions: TableActions;
}

/** A frame with nothing on the table. */
export const EMPTY_FRAME: TableFrame = {
  table: null,
  seat: null,
  handShownFor: null,
  decision: null,
  lastMove: null,
  error: null,
  facelessStrength: null,
  ending: null,
  hotSeat: null,
  pace: null,
  time: null,
  replay: null,
  demo: null,
  files: null,
};
