/**
 * Loads a position (a full setup or just a scenario, docs/scenarios.md) and applies a list of
 * moves. The scenario CLI (scripts/scenario.ts) and tests/engine/scenario/examples.test.ts both go through
 * here, so the documented examples are checked exactly as the CLI runs them.
 */
import './allRules';
import {
  applyMove,
  combatPreview,
  createGame,
  legalMoves,
  type Decision,
  type GameState,
  type Move,
  type SeatSetup,
} from '../src/engine';

/** The table a bare scenario is played at: four humans in seating order, Allaria to start. */
export const SCENARIO_SEATS: SeatSetup[] = [
  { faction: 'allaria', controller: 'human' },
  { faction: 'fulgen', controller: 'human' },
  { faction: 'tyveria', controller: 'human' },
  { faction: 'skarn', controller: 'human' },
];
export const SCENARIO_SEED = 1;
export const SCENARIO_INITIATIVE = 'allaria';

export interface RunOptions {
  /** Replaces the position's seed. */
  seed?: number;
  /** Replaces the position's seats. */
  seats?: SeatSetup[];
}

export type RunResult =
  | { ok: true; state: GameState }
  | {
      ok: false;
      error: string;
      /** Which move failed (0-based index into the moves list); absent when loading failed. */
      moveIndex?: number;
      move?: unknown;
      /** The decision that was waiting when the move was refused. */
      pending?: Decision | null;
      /** The state just before the failing move. */
      state?: GameState;
    };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A full setup has a seat list (an array) or a `scenario` key; anything else is taken as a bare
 * scenario, whose own `seats` is an object keyed by faction.
 */
export function isFullSetup(position: Record<string, unknown>): boolean {
  return Array.isArray(position.seats) || 'scenario' in position || 'seed' in position;
}

/** The setup createGame receives for a position file, with the CLI's overrides applied. */
export function setupFor(position: unknown, options: RunOptions = {}): unknown {
  if (!isRecord(position)) return position; // createGame explains what is wrong
  const base = isFullSetup(position)
    ? { ...position }
    : {
        seed: SCENARIO_SEED,
        seats: SCENARIO_SEATS,
        initiative: SCENARIO_INITIATIVE,
        scenario: position,
      };
  if (options.seed !== undefined) base.seed = options.seed;
  if (options.seats) {
    base.seats = options.seats;
    // The default initiative holder may not be seated at a custom table.
    if (!isFullSetup(position) && !options.seats.some((s) => s.faction === SCENARIO_INITIATIVE))
      delete (base as Record<string, unknown>).initiative;
  }
  return base;
}

/** Loads the position and applies the moves in order; stops at the first move that is refused. */
export function runScenario(
  position: unknown,
  moves: unknown = [],
  options: RunOptions = {},
): RunResult {
  const created = createGame(setupFor(position, options));
  if (!created.ok) return { ok: false, error: created.error };
  if (!Array.isArray(moves))
    return { ok: false, error: 'moves: expected a JSON array of {"seat": …, "choice": {…}}' };
  let state = created.state;
  for (let i = 0; i < moves.length; i++) {
    const result = applyMove(state, moves[i]);
    if (!result.ok)
      return {
        ok: false,
        error: result.error.message,
        moveIndex: i,
        move: moves[i],
        pending: state.pending,
        state,
      };
    state = result.state;
  }
  return { ok: true, state };
}

/**
 * What `--pending` prints: the waiting decision, the moves that answer it and, for a combat
 * decision, each side's Combat Value with its parts (the engine's combatPreview).
 */
export function pendingSummary(state: GameState) {
  const combat = combatPreview(state);
  return {
    round: state.round,
    phase: state.phase,
    pending: state.pending,
    legalMoves: legalMoves(state),
    ...(combat.length > 0 ? { combat } : {}),
    ...(state.result ? { result: state.result } : {}),
  };
}

export type { Move };
