/**
 * Real positions for the fuzz suite and `npm run audit`: random tables (human, Faceless and Epic
 * seats, Sagas or none, solo preferences) played a random number of moves with random legal
 * choices. Seeded, so every run fuzzes the same positions.
 */
import '../allRules';
import {
  applyMove,
  legalMoves,
  newGame,
  type FactionId,
  type GameSetup,
  type GameState,
  type Move,
  type SeatSetup,
  type SoloMode,
} from '../../src/engine';
import { seededRandom } from '../autoplay';

export interface Position {
  setup: GameSetup;
  moves: Move[];
  state: GameState;
}

const FACTIONS: FactionId[] = ['allaria', 'fulgen', 'tyveria', 'skarn'];
const SOLO: SoloMode[] = ['fast-paced', 'standard', 'challenging'];

function randomSetup(random: () => number, seed: number): GameSetup {
  const seats: SeatSetup[] = FACTIONS.map((faction) => {
    const human = random() < 0.5;
    // EV-EPIC-SETUP-5: only a person's seat goes Epic.
    return {
      faction,
      controller: human ? 'human' : 'faceless',
      ...(human && random() < 0.4 ? { epic: true } : {}),
    };
  });
  if (seats.every((seat) => seat.controller === 'faceless')) seats[0].controller = 'human';
  const humans = seats.filter((seat) => seat.controller === 'human').length;
  const sagas = random() < 0.7;
  const solo = sagas && humans === 1 ? { soloMode: SOLO[Math.floor(random() * 3)] } : {};
  return { seed, seats, ...(sagas ? { sagas: 'random' as const } : {}), ...solo };
}

/** `games` games, each cut at a random point (up to its end), as positions with their moves. */
export function randomPositions(games: number, seed = 1): Position[] {
  const random = seededRandom(seed);
  const positions: Position[] = [];
  for (let g = 0; g < games; g++) {
    const setup = randomSetup(random, Math.floor(random() * 0xffffffff));
    let state = newGame(setup);
    const moves: Move[] = [];
    const stopAt = Math.floor(random() * 220);
    while (!state.result && moves.length < stopAt) {
      const legal = legalMoves(state);
      const move = legal[Math.floor(random() * legal.length)];
      const result = applyMove(state, move);
      if (!result.ok) throw new Error(`fuzz position ${g}: ${result.error.message}`);
      moves.push(move);
      state = result.state;
    }
    positions.push({ setup, moves, state });
  }
  return positions;
}
