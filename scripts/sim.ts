/**
 * npm run sim -- --games N --seed S [--seats allaria:human,fulgen:faceless,…] [--max-moves M]
 *                [--sagas random|kadmos,crow,zenith] [--solo fast-paced|standard|challenging]
 *                [--no-faceless cooperative|competitive] [--strength easy|normal|hard]
 *
 * Plays N complete games (game i uses seed S+i) with every seat automatic: Faceless seats by their
 * policy, human seats by a uniformly random legal move from a PRNG seeded by the game seed, so a
 * run is reproducible. One JSON line per game (`bonds`: how many Dragonbonds were made, RB-41,
 * EV-SAGA-KAD-4), then a summary line. Exit code 1 if any game threw,
 * got stuck (no legal move while not over), hit the move cap, or — in solo — asked the human a
 * Saga choice that is not about their own pieces (EV-CHOICE-6, Q-CHOICE-6: the solo preference
 * answers those; `humanSagaChoices` counts every saga-* decision a human answered, `soloLeaks`
 * the wrong ones).
 *
 * A seat `faction:epic` is a human seat played as an Epic character (EV-EPIC-SETUP-4), e.g.
 * --seats allaria:epic,fulgen:epic,tyveria:faceless,skarn:faceless.
 * A seat `faction:lookahead` is a human seat played by the lookahead player (src/lookahead),
 * seeded from the game seed, e.g. --seats allaria:lookahead,fulgen:faceless,tyveria:faceless,skarn:faceless.
 * --strength sets the house Faceless strength (GameSetup.facelessStrength; normal by default), a
 * handicap that applies only when a human seat plays against Faceless ones (RB-44d).
 * --sagas random draws 3 playable Sagas per game (EV-SAGA-SETUP-5) with the game's seed.
 * --solo seats one human (Allaria) and three Faceless unless --seats says otherwise.
 * --no-faceless seats three humans (Allaria, Fulgen, Tyveria) unless --seats says otherwise.
 */
import './allRules';
import {
  createGame,
  type FacelessStrength,
  type GameSetup,
  type NoFacelessVariant,
  type SeatId,
  type SagaId,
  type SeatSetup,
  type SoloMode,
} from '../src/engine';
import {
  DEFAULT_MAX_MOVES,
  DEFAULT_SEATS,
  bondsIn,
  parseSagas,
  parseSeats,
  parseStrength,
  playGame,
} from './autoplay';
import { optionsOrUsage } from './cliOptions';

const USAGE =
  'usage: npm run sim -- --games N --seed S [--seats allaria:human,fulgen:faceless,tyveria:faceless,skarn:faceless] [--max-moves M] [--sagas random|kadmos,crow,zenith] [--solo fast-paced|standard|challenging] [--no-faceless cooperative|competitive] [--strength easy|normal|hard]';

const SOLO_MODES: SoloMode[] = ['fast-paced', 'standard', 'challenging'];
const VARIANTS: NoFacelessVariant[] = ['cooperative', 'competitive'];

interface Args {
  games: number;
  seed: number;
  seats: SeatSetup[];
  lookahead: SeatId[];
  maxMoves: number;
  sagas: SagaId[] | 'random' | undefined;
  solo: SoloMode | undefined;
  noFaceless: NoFacelessVariant | undefined;
  strength: FacelessStrength | undefined;
}

const SOLO_SEATS: SeatSetup[] = DEFAULT_SEATS.map((seat, i) =>
  i === 0 ? { ...seat, controller: 'human' } : seat,
);
const NO_FACELESS_SEATS: SeatSetup[] = DEFAULT_SEATS.slice(0, 3).map((seat) => ({
  ...seat,
  controller: 'human',
}));

/** The setup of game `seed` under these arguments. */
function setupOf(args: Args, seed: number): GameSetup {
  return {
    seed,
    seats: args.seats,
    ...(args.sagas ? { sagas: args.sagas } : {}),
    ...(args.solo ? { soloMode: args.solo } : {}),
    ...(args.noFaceless ? { noFaceless: args.noFaceless } : {}),
    ...(args.strength ? { facelessStrength: args.strength } : {}),
  };
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    games: 0,
    seed: 0,
    seats: DEFAULT_SEATS,
    lookahead: [],
    maxMoves: DEFAULT_MAX_MOVES,
    sagas: undefined,
    solo: undefined,
    noFaceless: undefined,
    strength: undefined,
  };
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    const int = () => {
      if (!/^\d+$/.test(value)) throw new Error(`${flag} takes a whole number, not "${value}"`);
      return Number(value);
    };
    if (flag === '--games') args.games = int();
    else if (flag === '--seed') args.seed = int();
    else if (flag === '--max-moves') args.maxMoves = int();
    else if (flag === '--seats')
      ({ seats: args.seats, lookahead: args.lookahead } = parseSeats(value));
    else if (flag === '--strength') args.strength = parseStrength(value);
    else if (flag === '--sagas') args.sagas = parseSagas(value);
    else if (flag === '--solo') {
      if (!(SOLO_MODES as string[]).includes(value))
        throw new Error(`--solo is one of ${SOLO_MODES.join(', ')}, not "${value}"`);
      args.solo = value as SoloMode;
    } else if (flag === '--no-faceless') {
      if (!(VARIANTS as string[]).includes(value))
        throw new Error(`--no-faceless is one of ${VARIANTS.join(', ')}, not "${value}"`);
      args.noFaceless = value as NoFacelessVariant;
    } else throw new Error(`unknown option ${flag}`);
    seen.add(flag);
  }
  if (!seen.has('--games') || !seen.has('--seed'))
    throw new Error('--games and --seed are required');
  if (args.games < 1) throw new Error('--games must be at least 1');
  if (args.seed + args.games - 1 > 0xffffffff) throw new Error('seeds must stay below 2^32');
  if (!seen.has('--seats') && args.solo) args.seats = SOLO_SEATS;
  if (!seen.has('--seats') && args.noFaceless) args.seats = NO_FACELESS_SEATS;
  // A table the rules refuse (RB-1) is a mistake on the command line, not N failed games.
  const table = createGame(setupOf(args, args.seed));
  if (!table.ok) throw new Error(`the table: ${table.error}`);
  return args;
}

function main(): number {
  const args = optionsOrUsage(parseArgs, USAGE);
  if (!args) return 2;

  const wins: Record<string, number> = {};
  const reasons: Record<string, number> = {};
  const errors: { seed: number; error: string }[] = [];
  const sagas: Record<string, number> = {};
  let humanSagaChoices = 0;
  let soloLeaks = 0;
  let rounds = 0;
  let finished = 0;
  const start = performance.now();

  for (let i = 0; i < args.games; i++) {
    const seed = args.seed + i;
    const t0 = performance.now();
    try {
      const played = playGame(setupOf(args, seed), {
        maxMoves: args.maxMoves,
        lookahead: args.lookahead,
      });
      const { state } = played;
      const result = state.result!;
      const ms = Math.round((performance.now() - t0) * 100) / 100;
      humanSagaChoices += played.humanSagaChoices;
      for (const id of state.options.sagas) sagas[id] = (sagas[id] ?? 0) + 1;
      console.log(
        JSON.stringify({
          seed,
          winners: result.winners,
          reason: result.reason,
          rounds: state.round,
          decisions: state.moveCount,
          bonds: bondsIn(state),
          ...(state.options.sagas.length > 0 ? { sagas: state.options.sagas } : {}),
          humanSagaChoices: played.humanSagaChoices,
          ms,
        }),
      );
      // EV-CHOICE-6: in solo the chosen preference answers every Saga choice but the human's own.
      soloLeaks += played.soloLeaks.length;
      if (played.soloLeaks.length > 0)
        throw new Error(`solo: the human was asked Saga choices ${played.soloLeaks.join(', ')}`);
      for (const w of result.winners) wins[w] = (wins[w] ?? 0) + 1;
      reasons[result.reason] = (reasons[result.reason] ?? 0) + 1;
      rounds += state.round;
      finished += 1;
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      errors.push({ seed, error });
      console.log(JSON.stringify({ seed, error }));
    }
  }

  const seconds = (performance.now() - start) / 1000;
  console.log(
    JSON.stringify({
      summary: true,
      games: args.games,
      errors: errors.length,
      errorSeeds: errors.map((e) => e.seed),
      sagas,
      humanSagaChoices,
      soloLeaks,
      wins,
      reasons,
      meanRounds: finished > 0 ? Math.round((rounds / finished) * 100) / 100 : null,
      gamesPerSecond: Math.round((args.games / seconds) * 10) / 10,
    }),
  );
  return errors.length > 0 ? 1 : 0;
}

process.exitCode = main();
