/**
 * Plays whole games with every seat driven automatically: Faceless seats answer `{kind:'auto'}`
 * (the engine's policy decides), human seats pick a uniformly random legal move, or the
 * lookahead player's (src/lookahead) for the seats it is given. Shared by the
 * sim and bench scripts and the property tests, so they all drive the engine the same way.
 */
import './allRules';
import {
  applyMove,
  legalMoves,
  newGame,
  type Controller,
  type FacelessStrength,
  type FactionId,
  type GameSetup,
  type GameState,
  type Move,
  type SagaId,
  type SeatId,
  type SeatSetup,
} from '../src/engine';
import { FACTION_IDS } from '../src/engine/content/ids';
import { SAGA_IDS } from '../src/engine/content/sagas';
import { lookaheadMove, lookaheadPlayer, mixSeed, seededRandom } from '../src/lookahead';

export { seededRandom };

/** The human seats' PRNG seed for a game: derived from the game seed, never from Math.random. */
export const playerSeed = (gameSeed: number) =>
  (Math.imul(gameSeed ^ 0x5bd1e995, 0x9e3779b1) ^ 0x1234567) >>> 0;

export const DEFAULT_SEATS: SeatSetup[] = [
  { faction: 'allaria', controller: 'faceless' },
  { faction: 'fulgen', controller: 'faceless' },
  { faction: 'tyveria', controller: 'faceless' },
  { faction: 'skarn', controller: 'faceless' },
];

/** The seats of a command line, and which human seats the lookahead player drives. */
export interface Table {
  seats: SeatSetup[];
  lookahead: SeatId[];
}

/**
 * Parses `allaria:human,fulgen:faceless,…` (clockwise seating order); throws a one-line reason.
 * `epic` is a human seat played as an Epic character (EV-EPIC-SETUP-4/5); `lookahead` a human
 * seat played by the lookahead player (src/lookahead) instead of at random.
 */
export function parseSeats(text: string): Table {
  const lookahead: SeatId[] = [];
  const seats = text.split(',').map((entry): SeatSetup => {
    const [faction, controller, extra] = entry.trim().split(':');
    if (extra !== undefined || !faction || !controller)
      throw new Error(
        `seat "${entry}" is not faction:controller (human, faceless, epic or lookahead)`,
      );
    if (!(FACTION_IDS as readonly string[]).includes(faction))
      throw new Error(`unknown faction "${faction}" (one of ${FACTION_IDS.join(', ')})`);
    const id = faction as FactionId;
    if (controller === 'epic') return { faction: id, controller: 'human', epic: true };
    if (controller === 'lookahead') {
      lookahead.push(id);
      return { faction: id, controller: 'human' };
    }
    if (controller !== 'human' && controller !== 'faceless')
      throw new Error(
        `controller of ${faction} must be human, faceless, epic or lookahead, not "${controller}"`,
      );
    return { faction: id, controller: controller as Controller };
  });
  return { seats, lookahead };
}

/** Parses `random` or a comma-separated list of Saga ids. */
export function parseSagas(text: string): SagaId[] | 'random' {
  if (text === 'random') return 'random';
  return text.split(',').map((id) => {
    if (!(SAGA_IDS as readonly string[]).includes(id))
      throw new Error(`unknown Saga "${id}" (one of ${SAGA_IDS.join(', ')}, or random)`);
    return id as SagaId;
  });
}

const STRENGTHS: FacelessStrength[] = ['easy', 'normal', 'hard'];

/** Parses a house Faceless strength (GameSetup.facelessStrength). */
export function parseStrength(text: string): FacelessStrength {
  if (!(STRENGTHS as string[]).includes(text))
    throw new Error(`--strength is one of ${STRENGTHS.join(', ')}, not "${text}"`);
  return text as FacelessStrength;
}

/** Dragonbonds made in a game (RB-41, and a General with a Dragon dial, EV-SAGA-KAD-4). */
export const bondsIn = (state: GameState): number =>
  state.log.filter((e) => e.kind === 'dragonbond-roll' && e.bonded).length;

export interface PlayOptions {
  /** A game still running after this many moves counts as stuck in a loop. */
  maxMoves?: number;
  /** Seed for the human seats' choices; defaults to playerSeed(setup.seed). */
  playerSeed?: number;
  /** Human seats played by the lookahead player; the other human seats play at random. */
  lookahead?: readonly SeatId[];
  /** Keep the list of moves (for replay checks). */
  recordMoves?: boolean;
  /** Called after every applied move with the new state. */
  afterMove?: (state: GameState, move: Move, index: number) => void;
}

export interface PlayedGame {
  state: GameState;
  moves: Move[];
  /** Saga choices (decision kinds saga-*) a human seat was asked to make. */
  humanSagaChoices: number;
  /**
   * Of those, the ones the solo preference should have answered (EV-CHOICE-6): every Saga choice
   * except the human's own (OWN_SAGA_CHOICES). Must be 0 in solo.
   */
  soloLeaks: string[];
}

/**
 * Saga choices the text gives to the player concerned, about their own board, hand or bonded
 * dial, which stay the human's in solo (Q-CHOICE-6): how many tokens to flip (EV-SAGA-WEAVE-6),
 * which cards to keep (EV-SAGA-ZENITH-2, Q-ZENITH-1), whether to take a relic token on retreating
 * (EV-SAGA-RELIC-4), the bonded Dragon dial's options (EV-DDIAL, EV-CHOICE-2).
 */
const OWN_SAGA_CHOICES = ['EV-SAGA-WEAVE-6', 'EV-SAGA-ZENITH-2', 'EV-SAGA-RELIC-4', 'EV-DDIAL-'];

/** A decision a human answers (not an automaton's) about a Saga's options (EV-CHOICE). */
export const isHumanSagaChoice = (state: GameState) =>
  state.pending !== null && !state.pending.automaton && state.pending.kind.startsWith('saga-');

const isOwnSagaChoice = (rule: string) =>
  OWN_SAGA_CHOICES.some((own) => rule === own || (own.endsWith('-') && rule.startsWith(own)));

export const DEFAULT_MAX_MOVES = 20_000;

/** Plays one game to its end. Throws (with the move count) if it gets stuck or runs too long. */
export function playGame(setup: GameSetup, options: PlayOptions = {}): PlayedGame {
  const maxMoves = options.maxMoves ?? DEFAULT_MAX_MOVES;
  const seed = options.playerSeed ?? playerSeed(setup.seed);
  const random = seededRandom(seed);
  // Each lookahead seat has its own player, seeded from the game's player seed and its seat.
  const players = new Map(
    (options.lookahead ?? []).map((seat, i) => [seat, lookaheadPlayer(seat, mixSeed(seed, i))]),
  );
  const moves: Move[] = [];
  let state = newGame(setup);
  let applied = 0;
  let humanSagaChoices = 0;
  const soloLeaks: string[] = [];
  while (!state.result) {
    if (isHumanSagaChoice(state)) {
      humanSagaChoices += 1;
      const rule = state.pending!.rule;
      if (state.options.soloMode && !isOwnSagaChoice(rule)) soloLeaks.push(rule);
    }
    if (applied >= maxMoves) throw new Error(`no result after ${maxMoves} moves (move cap)`);
    const legal = legalMoves(state);
    if (legal.length === 0)
      throw new Error(
        `stuck after ${applied} moves: no legal move in round ${state.round}, phase ${state.phase}`,
      );
    const seat = state.pending!.seat;
    const move =
      legal.length === 1
        ? legal[0]
        : options.lookahead?.includes(seat)
          ? lookaheadMove(players.get(seat)!, state, seat)
          : legal[Math.floor(random() * legal.length)];
    const result = applyMove(state, move);
    if (!result.ok)
      throw new Error(
        `move ${applied + 1} refused: ${result.error.message} (${JSON.stringify(move)})`,
      );
    state = result.state;
    if (options.recordMoves) moves.push(move);
    options.afterMove?.(state, move, applied);
    applied += 1;
  }
  return { state, moves, humanSagaChoices, soloLeaks };
}
