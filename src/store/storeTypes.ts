/**
 * The store's shapes, apart from the store's code so its parts (rewind actions, demo mode, the
 * autosave, the selectors) can name them without importing one another in a loop.
 */
import type { Mutate, StoreApi } from 'zustand/vanilla';
import type { Demo } from '../demos/types';
import type { CardId, Choice, GameSetup, GameState, Move, SeatId } from '../engine';
import type { SavePrefix } from './readSave';

import type { FacelessPace, RewindRequest } from '../source/tableSource';

export type { FacelessPace, RewindRequest } from '../source/tableSource';

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
 * Hot-seat (docs/ui.md "Hot-seat": "Choose several cards now"): the Planning cards a person chose
 * ahead for their next turns of this Planning, and whether they pass after them. Between two of a
 * person's Planning turns the others each put one face-down card on the stack (a pass would end
 * Planning, RB-13), so choosing ahead loses nothing and saves a hand-off per card.
 */
export interface PlanAhead {
  cards: CardId[];
  passAfter: boolean;
}

/**
 * A game about to open: a new one from its setup, a save's text (`from` the table's own autosave,
 * or a file someone brings: see `loadSave`), or a rules demo.
 */
export type GameToOpen =
  | { setup: GameSetup }
  | { save: string; from?: 'file' | 'autosave' }
  /** A file a person chose: refused unread when too large for a save. */
  | { file: Blob }
  | { demo: Demo };

/** The game itself: its setup, its moves, where they led, and the last refusal. */
export interface PlayState {
  /** The setup of the running game (kept after "Leave game" so the form can offer it again). */
  setup: GameSetup | null;
  state: GameState | null;
  /** Every move applied since the game opened: `replay(setup, moves)` rebuilds `state`. */
  moves: Move[];
  /** The last refusal (bad setup, illegal choice), in the engine's words. */
  error: string | null;
}

export interface PlayActions {
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
}

/** Several people at one screen (docs/ui.md "Hot-seat"). */
export interface HotSeatState {
  /**
   * The human seat that last confirmed it holds the device ("I'm Elyse"). Only this seat's hand
   * may be shown when several people share the screen.
   */
  holder: SeatId | null;
  /**
   * The deciding person asked to see their hand during a decision that does not show it (a
   * defence, a target): the device is passed to them first.
   */
  handAsked: SeatId | null;
  /** Planning cards chosen ahead, per person; played for them when their turn comes. */
  planAhead: Partial<Record<SeatId, PlanAhead>>;
}

export interface HotSeatActions {
  /** The person at this seat has the device now. */
  takeDevice(seat: SeatId): void;
  /** The deciding person wants their hand on screen; a pass screen comes first. */
  askForHand(): void;
  /**
   * Planning: plays the first of `cards` now and keeps the rest (then a pass, if `passAfter`) for
   * the person's next Planning turns, each played when it comes with no hand-off. A card not in
   * hand is refused and nothing is played.
   */
  planCards(cards: CardId[], passAfter: boolean): boolean;
}

/** Games in and out: saves, and the rules each game needs before it opens. */
export interface FilesState {
  /** Why the last save file could not be loaded; the running game stays as it was. */
  saveError: string | null;
  /**
   * What the person should know about the save that just loaded: an old save that could not be
   * checked, a game that stands elsewhere than when it was saved (the rules changed since), a
   * game continued from the legal beginning of a save.
   */
  saveNote: string | null;
  /**
   * With `saveError`, when the save was refused at a move the rules no longer allow: its legal
   * beginning (the setup and the moves before that one), which `continuePrefix` opens.
   */
  savePrefix: SavePrefix | null;
}

export interface FilesActions {
  /**
   * Opens a game once the rules it needs have loaded (its Sagas' modules, the scenario reader, a
   * demo's code): a new one, a save's text, or a demo at its first step. Gives back why it did
   * not open, or null; a refused setup is also said in `error`, a refused save in `saveError`,
   * and nothing else changes.
   */
  open(game: GameToOpen): Promise<string | null>;
  /**
   * Loads a save file's text by replaying its moves, its rules already loaded. A corrupt, foreign,
   * too large or edited file, or one whose moves the rules refuse, sets `saveError` (and, for a
   * move the rules refuse, `savePrefix`) and changes nothing else. `from` the table's own
   * autosave, a note that speaks only of the file (what could not be checked for edits, an
   * earlier edition of its content) is left unsaid.
   */
  loadSave(text: string, from?: 'file' | 'autosave'): boolean;
  /**
   * Opens the legal beginning of the save just refused (`savePrefix`) as the game, with a note
   * saying so; false when no save was refused at a move.
   */
  continuePrefix(): boolean;
  clearSaveError(): void;
}

export interface PaceState {
  /** How the Faceless' moves are played out; a table preference, not part of the game. */
  pace: FacelessPace;
}

export interface PaceActions {
  setPace(pace: FacelessPace): void;
}

export interface DemoState {
  /** A rules demo being stepped through; moves are refused until "Play from here". */
  demo: DemoSession | null;
}

export interface DemoActions {
  /** Shows step `step` of the open demo (clamped to its first and last step). */
  showDemoStep(step: number): void;
  /** Leaves demo mode where it stands: from now on the seats play the game as usual. */
  playDemoFromHere(): void;
}

export type GameStoreState = PlayState &
  HotSeatState &
  FilesState &
  PaceState &
  DemoState &
  RewindState;

export type GameStoreActions = PlayActions &
  HotSeatActions &
  FilesActions &
  PaceActions &
  DemoActions &
  RewindActions;

export type GameStore = GameStoreState & GameStoreActions;
/** The store, changed by immer recipes (`setState((draft) => …)`) or plain values. */
export type GameStoreApi = Mutate<StoreApi<GameStore>, [['zustand/immer', never]]>;

/** How a slice changes the store: an immer recipe, in one update. */
export type SetStore = (recipe: (draft: GameStore) => void) => void;
export type GetStore = () => GameStore;
