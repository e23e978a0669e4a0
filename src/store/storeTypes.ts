/**
 * The store's shapes, apart from the store's code so its parts (rewind actions, demo mode, the
 * autosave, the selectors) can name them without importing one another in a loop.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { Demo } from '../demos/types';
import type { CardId, Choice, GameSetup, GameState, Move, SeatId } from '../engine';

/** A take-back waiting for the people at the table to agree (undo across a seal, or a replay). */
export interface RewindRequest {
  /** Undo, or "Play from here" in the replay view. */
  reason: 'undo' | 'replay';
  /** The position (number of moves) play goes back to. */
  to: number;
  /** What was learnt since then (undoPolicy), or null for a rewind nobody has learnt from. */
  sealedBy: string | null;
  /** The human seats that have said "I agree". */
  agreed: SeatId[];
}

export interface RewindState {
  /** `history[k]` is the position after k moves; its last entry is `state`. */
  history: GameState[];
  /** Moves taken back, next one first: Redo plays them again while nothing new was played. */
  redoMoves: Move[];
  /**
   * Several Units in one gesture (`chooseSeveral`): the indices k of the moves played together
   * with move k − 1, ascending, so Undo and Redo take the gesture as one step. Of `moves`, and of
   * `redoMoves` (`redoJoined`). Not saved: a loaded game's moves are each their own step.
   */
  joined: number[];
  redoJoined: number[];
  rewindRequest: RewindRequest | null;
  /** The replay view's position (moves shown), or null when the table is live. */
  replayAt: number | null;
}

export interface RewindActions {
  /**
   * Goes back to just before the last decision a person made. Free until a seal (undoPolicy);
   * past one it opens a `rewindRequest` and happens once every human seat agrees.
   */
  undo(): boolean;
  /** Plays the moves taken back again, up to the next decision a person makes. */
  redo(): boolean;
  /** One human seat agrees to the waiting take-back; the last agreement carries it out. */
  agreeToRewind(seat: SeatId): void;
  cancelRewind(): void;
  /** Opens the replay view at the current position; the live game waits meanwhile. */
  openReplay(): void;
  /** Shows the table after `moves` moves (clamped to the game's length). */
  stepReplay(moves: number): void;
  closeReplay(): void;
  /** Asks everyone to agree to truncate the game to the replayed position and play on from it. */
  playFromHere(): void;
}

export interface DemoSession {
  demo: Demo;
  /** The position at each step, from runDemo. */
  states: GameState[];
  /** The step on show, 0-based. */
  step: number;
}

/**
 * How the Faceless' moves are played out (ui.md "Following the Faceless"): one at a time on a
 * click, with a pause long enough to follow each, or at once.
 */
export type FacelessPace = 'step' | 'normal' | 'fast';

/**
 * Hot-seat (issue 12 item 6): the Planning cards a person chose ahead for their next turns of this
 * Planning, and whether they pass after them. Between two of a person's Planning turns the others
 * each put one face-down card on the stack (a pass would end Planning, RB-13), so choosing ahead
 * loses nothing and saves a hand-off per card.
 */
export interface PlanAhead {
  cards: CardId[];
  passAfter: boolean;
}

export interface GameStoreState extends RewindState {
  /** The setup of the running game (kept after "New game" so the form can offer it again). */
  setup: GameSetup | null;
  state: GameState | null;
  /** Every move applied since `startGame`: `replay(setup, moves)` rebuilds `state`. */
  moves: Move[];
  /** The last refusal (bad setup, illegal choice), in the engine's words. */
  error: string | null;
  /**
   * Hot-seat: the human seat that last confirmed it holds the device ("I'm Elyse"). Only this
   * seat's hand may be shown when several people share the screen (ui.md "Hot-seat").
   */
  holder: SeatId | null;
  /**
   * Hot-seat: the deciding person asked to see their hand during a decision that does not show it
   * (a defence, a target): the device is passed to them first.
   */
  handAsked: SeatId | null;
  /** Why the last save file could not be loaded; the running game stays as it was. */
  saveError: string | null;
  /** What the person should know about the save that just loaded (an unchecked old save). */
  saveNote: string | null;
  /** Planning cards chosen ahead, per person; played for them when their turn comes. */
  planAhead: Partial<Record<SeatId, PlanAhead>>;
  /** How the Faceless' moves are played out; a table preference, not part of the game. */
  pace: FacelessPace;
  /** A rules demo being stepped through (demoMode.ts); moves are refused until "Play from here". */
  demo: DemoSession | null;
}

export interface GameStoreActions extends RewindActions {
  /** Starts a new game; a refused setup sets `error` and leaves any running game as it was. */
  startGame(setup: GameSetup): boolean;
  /** Answers the pending decision for the seat that must decide. */
  choose(choice: Choice): boolean;
  /**
   * Several Units in one gesture (RB-18, RB-19): gives the same answer `count` times in a row, as
   * the engine's repeatLimit allows, in one update — one step of Undo, one autosave. If the rules
   * refuse any of them, nothing is played.
   */
  chooseSeveral(choice: Choice, count: number): boolean;
  /** Lets a Faceless seat take its pending decision (its policy decides). */
  advanceFaceless(): boolean;
  clearError(): void;
  /** Leaves the running game and returns to the start screen. */
  leaveGame(): void;
  /** Hot-seat: the person at this seat has the device now. */
  takeDevice(seat: SeatId): void;
  setPace(pace: FacelessPace): void;
  /**
   * Planning: plays the first of `cards` now and keeps the rest (then a pass, if `passAfter`) for
   * the person's next Planning turns, each played when it comes with no hand-off. A card not in
   * hand is refused and nothing is played.
   */
  planCards(cards: CardId[], passAfter: boolean): boolean;
  /** Hot-seat: the deciding person wants their hand on screen; a pass screen comes first. */
  askForHand(): void;
  /**
   * Loads a save file's text by replaying its moves. A corrupt, foreign, too large or edited file,
   * or one whose moves the rules refuse, sets `saveError` and changes nothing else.
   */
  loadSave(text: string): boolean;
  /** A file refused before it was read (too large): say why, change nothing else. */
  refuseSave(message: string): void;
  clearSaveError(): void;
}

export type GameStore = GameStoreState & GameStoreActions;
export type GameStoreApi = StoreApi<GameStore>;
