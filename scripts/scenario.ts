/**
 * npm run scenario -- position.json [--moves moves.json] [--seed N] [--seats …] [--view SEAT|table] [--pending]
 *
 * Loads a position (a full setup {seed, seats, initiative?, scenario} or a bare scenario, see
 * docs/scenarios.md), applies the moves and prints the resulting state as JSON: the whole state,
 * one seat's (or the table's) view with --view, or just the waiting decision and its legal moves
 * with --pending. Any problem prints a JSON error on stderr and exits with code 1.
 */
import './allRules';
import { FILE_LIMITS, parseJsonText, view, type FactionId, type Viewer } from '../src/engine';
import { FACTION_IDS } from '../src/engine/content/ids';
import { parseSeats } from './autoplay';
import { pendingSummary, runScenario, type RunOptions } from './scenarioRunner';
import { optionsOrUsage } from './cliOptions';
import { readBoundedText } from './boundedRead';

const USAGE =
  'usage: npm run scenario -- position.json [--moves moves.json] [--seed N] [--seats allaria:human,fulgen:faceless,…] [--view SEAT|table] [--pending]';

interface Args extends RunOptions {
  position: string;
  moves?: string;
  view?: Viewer;
  pending: boolean;
}

function parseArgs(argv: string[]): Args {
  let position: string | undefined;
  const args: Omit<Args, 'position'> = { pending: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--pending') {
      args.pending = true;
      continue;
    }
    if (!flag.startsWith('--')) {
      if (position !== undefined) throw new Error(`one position file only, not also "${flag}"`);
      position = flag;
      continue;
    }
    if (!['--moves', '--seed', '--seats', '--view'].includes(flag))
      throw new Error(`unknown option ${flag}`);
    const value = argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--moves') args.moves = value;
    else if (flag === '--seed') {
      if (!/^\d+$/.test(value)) throw new Error(`--seed takes a whole number, not "${value}"`);
      args.seed = Number(value);
    } else if (flag === '--seats') {
      const table = parseSeats(value);
      if (table.lookahead.length > 0) throw new Error('a scenario plays no seat: no lookahead');
      args.seats = table.seats;
    } else {
      if (value !== 'table' && !(FACTION_IDS as readonly string[]).includes(value))
        throw new Error(`--view takes a faction or "table", not "${value}"`);
      args.view = value as FactionId | 'table';
    }
  }
  if (position === undefined) throw new Error('a position file is required');
  if (args.view && args.pending) throw new Error('--view and --pending cannot be combined');
  return { position, ...args };
}

/** A position or a moves file: far larger than any game's (a whole game is a few hundred kB). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = readBoundedText(path, MAX_FILE_BYTES);
  } catch (e) {
    throw new Error(
      `${what} ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      { cause: e },
    );
  }
  // The table's own limited reader: a file nested 100,000 deep is an error, not a stack overflow.
  const json = parseJsonText(text, FILE_LIMITS);
  if (json.ok) return json.value;
  throw new Error(`${what} ${path}: ${json.error}${json.detail ? ` (${json.detail})` : ''}`);
}

function fail(error: Record<string, unknown>): number {
  console.error(JSON.stringify(error, null, 2));
  return 1;
}

function main(): number {
  const args = optionsOrUsage(parseArgs, USAGE);
  if (!args) return 2;
  let position: unknown;
  let moves: unknown = [];
  try {
    position = readJson(args.position, 'position');
    if (args.moves) moves = readJson(args.moves, 'moves');
  } catch (e) {
    return fail({ error: (e as Error).message });
  }

  const result = runScenario(position, moves, args);
  if (!result.ok) {
    const { error, moveIndex, move, pending } = result;
    return fail(moveIndex === undefined ? { error } : { error, moveIndex, move, pending });
  }
  const out = args.pending
    ? pendingSummary(result.state)
    : args.view
      ? view(result.state, args.view)
      : result.state;
  console.log(JSON.stringify(out, null, 2));
  return 0;
}

process.exitCode = main();
