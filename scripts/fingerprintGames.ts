/**
 * The seeded games of the fingerprint table (tests/fingerprints/games.json), this project's perft:
 * one game per line, each a setup the table plays (the base game, random and chosen Sagas, Epic
 * seats, the Fell Knight, solo with a random or lookahead human, both no-Faceless variants, every
 * Faceless strength), played to its end by the autoplay driver, with its move count, the
 * engine's `fingerprint` of the final position and the digest of its outcome after every move
 * (`gameOutcome`, what saves name). Any change of behaviour changes a line, and a changed table
 * asks for a new rules version (src/engine/rulesVersion.ts).
 */
import {
  dataFingerprint,
  fingerprint,
  gameOutcome,
  PLAYABLE_SAGAS,
  type GameOutcome,
  type GameSetup,
  type SeatId,
} from '../src/engine';
import { DEFAULT_SEATS, parseSeats, playGame } from './autoplay';

export interface FingerprintGame {
  /** What the game is, for a reader of the table (unique). */
  name: string;
  setup: GameSetup;
  /** Human seats played by the lookahead player (the others play at random). */
  lookahead?: SeatId[];
}

export interface FingerprintRow {
  name: string;
  seed: number;
  moves: number;
  fingerprint: string;
  /** `dataFingerprint` of the game's outcome after each move, in order. */
  outcomes: string;
}

const table = (text: string) => parseSeats(text).seats;
const SOLO = table('allaria:human,fulgen:faceless,tyveria:faceless,skarn:faceless');
const EPIC = table('allaria:epic,fulgen:epic,tyveria:faceless,skarn:faceless');
const FELL = table('allaria:human,fell:human,tyveria:faceless,skarn:faceless');
const THREE = table('allaria:human,fulgen:human,tyveria:human');

/** Each playable Saga with the two after it in draw order, so every Saga leads a game once. */
const eachSaga = PLAYABLE_SAGAS.map((saga, i): FingerprintGame => {
  const n = PLAYABLE_SAGAS.length;
  const sagas = [saga, PLAYABLE_SAGAS[(i + 1) % n], PLAYABLE_SAGAS[(i + 2) % n]];
  return { name: `saga ${saga}`, setup: { seed: 10 + i, seats: DEFAULT_SEATS, sagas } };
});

export const FINGERPRINT_GAMES: FingerprintGame[] = [
  ...[1, 2, 3].map((seed) => ({ name: `base ${seed}`, setup: { seed, seats: DEFAULT_SEATS } })),
  ...[1, 2, 3].map((seed) => ({
    name: `random sagas ${seed}`,
    setup: { seed, seats: DEFAULT_SEATS, sagas: 'random' as const },
  })),
  ...eachSaga,
  ...(['easy', 'normal', 'hard'] as const).map((strength) => ({
    name: `solo ${strength}`,
    setup: { seed: 4, seats: SOLO, facelessStrength: strength },
  })),
  { name: 'epic seats', setup: { seed: 5, seats: EPIC } },
  { name: 'epic seats, sagas', setup: { seed: 6, seats: EPIC, sagas: 'random' } },
  { name: 'fell knight', setup: { seed: 7, seats: FELL } },
  { name: 'fell knight, sagas', setup: { seed: 8, seats: FELL, sagas: 'random' } },
  {
    name: 'weeping mother',
    setup: { seed: 9, seats: DEFAULT_SEATS, sagas: 'random', weepingMother: true },
  },
  ...(['fast-paced', 'standard', 'challenging'] as const).map((mode) => ({
    name: `solo ${mode}, sagas`,
    setup: { seed: 11, seats: SOLO, sagas: 'random' as const, soloMode: mode },
  })),
  {
    name: 'solo lookahead, sagas',
    setup: { seed: 12, seats: SOLO, sagas: 'random', soloMode: 'standard' },
    lookahead: ['allaria'],
  },
  { name: 'competitive', setup: { seed: 13, seats: THREE, noFaceless: 'competitive' } },
  {
    name: 'cooperative, sagas',
    setup: { seed: 14, seats: THREE, sagas: 'random', noFaceless: 'cooperative' },
  },
];

export function playFingerprint(game: FingerprintGame): FingerprintRow {
  const outcomes: GameOutcome[] = [];
  const { state } = playGame(game.setup, {
    lookahead: game.lookahead,
    afterMove: (after) => outcomes.push(gameOutcome(after)),
  });
  return {
    name: game.name,
    seed: game.setup.seed,
    moves: state.moveCount,
    fingerprint: fingerprint(state),
    outcomes: dataFingerprint(outcomes),
  };
}

/**
 * One row a line, so a changed game is a changed line in review (prettier leaves the file alone:
 * some rows are longer than its lines).
 */
export function formatTable(rows: FingerprintRow[]): string {
  const line = (r: FingerprintRow) =>
    `  { "name": ${JSON.stringify(r.name)}, "seed": ${r.seed}, "moves": ${r.moves}, "fingerprint": "${r.fingerprint}", "outcomes": "${r.outcomes}" }`;
  return `[\n${rows.map(line).join(',\n')}\n]\n`;
}
