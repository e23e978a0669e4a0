import type { DecisionKind, GameState, Phase, SeatId } from './types';

/**
 * Where a game's moves lead, in the rules' own terms: what a save names so that loading it can
 * tell whether its moves still lead there (docs/architecture.md §3: a game is its setup plus its
 * moves, so the moves are the save and this is only their check).
 *
 * Each field is a fact of the rulebook that a player would recognise at the table, and none
 * depends on how the engine keeps a position: not the log's entries or wording, not the frames
 * on the stack or how their steps are named, not the generator's state. A position's fingerprint
 * covers all of those, so every change of the log's wording or of the state's shape made every
 * earlier save look edited; this summary changes only when the moves lead somewhere else.
 *
 * - `moves`: how many moves were played (the file's moves, as the engine counted them).
 * - `round` and `phase` (Planning, Resolution, Clean-up, or over).
 * - `decision`: whose decision waits, and of what kind (the Glyph or step that asks) — the
 *   question the next move must answer. Null once the game is over.
 * - `power`: each seat's Power tokens, spent and unspent together (RB-3: both count toward
 *   victory, RB-43).
 * - `winners`: the result's winners (RB-43), or null while the game goes on.
 *
 * It is deliberately small: enough to catch a careless edit (a dropped or changed move almost
 * always changes whose turn it is, the round or somebody's Power) and to tell a player in words
 * where a game stood then and where it stands now. A forger can recompute anything (fingerprint.ts).
 */
export interface GameOutcome {
  moves: number;
  round: number;
  phase: Phase;
  decision: { seat: SeatId; kind: DecisionKind } | null;
  power: Partial<Record<SeatId, number>>;
  winners: SeatId[] | null;
}

export function gameOutcome(state: GameState): GameOutcome {
  const { pending, result } = state;
  return {
    moves: state.moveCount,
    round: state.round,
    phase: state.phase,
    decision: pending && !result ? { seat: pending.seat, kind: pending.kind } : null,
    power: Object.fromEntries(
      state.seats.map((seat) => [seat.id, seat.power.unspent + seat.power.spent]),
    ),
    winners: result ? [...result.winners] : null,
  };
}
