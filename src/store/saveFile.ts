import * as v from 'valibot';
import {
  contentFingerprint,
  dataFingerprint,
  describeIssue,
  FILE_LIMITS,
  gameOutcome,
  moveSchema,
  parseJsonText,
  RULES_VERSION,
  setupSchema,
  type GameOutcome,
  type GameSetup,
  type GameState,
  type Move,
} from '../engine/data';

/**
 * The save format: a game is its setup plus its moves (docs/architecture.md §3), so a save is
 * exactly that, tagged with the app and a version. Since version 3 it also names the rules version
 * the moves were played under and the outcome they lead to (the engine's `gameOutcome`: round,
 * phase, whose decision, each seat's Power, the winners), sealed by a fingerprint of those alone.
 * It says nothing of how the engine keeps a position, so a later table whose log or state reads
 * differently can still check it. Anything read from outside goes through `parseSave`.
 *
 * The versions a table has written, each still read (readSave.ts says how each is checked):
 * 1. setup and moves only;
 * 2. and the fingerprint of the whole position the moves led to, log and frames included — which
 *    every later change of the log's wording or the state's shape made look edited;
 * 3. and the rules version and the outcome, the fingerprint covering setup, moves and outcome.
 */
export const SAVE_APP = 'valerna-table';
export const SAVE_VERSION = 3;
/** Version 1 saves (before fingerprints) still load, with a note that they could not be checked. */
const UNCHECKED_VERSION = 1;
/** Version 2 saves: their fingerprint is of the whole position (`fingerprint(state)`). */
export const POSITION_VERSION = 2;
const READ_VERSIONS = [UNCHECKED_VERSION, POSITION_VERSION, SAVE_VERSION] as const;
/** Larger files are refused unread: a real game's moves are a few hundred kilobytes at most. */
export const MAX_SAVE_BYTES = 2 * 1024 * 1024;
/**
 * A whole game is a few hundred moves; with a setup of at most MAX_SETUP_BYTES, a save within
 * these limits stays far below MAX_SAVE_BYTES to the end of its game, so an autosave the table
 * wrote can always be read back.
 */
export const MAX_SAVE_MOVES = 5000;
export const MAX_SETUP_BYTES = 64 * 1024;

export interface SaveFile {
  app: typeof SAVE_APP;
  version: typeof SAVE_VERSION;
  /** The engine's RULES_VERSION when the moves were played. */
  rulesVersion: number;
  /** The Content the game played (its id and digest). */
  content: ContentRef;
  setup: GameSetup;
  moves: Move[];
  /** `gameOutcome` of the position after the moves. */
  outcome: GameOutcome;
  /** `saveFingerprint` of the fields above. */
  fingerprint: string;
}

/** Which Content a save played: its id, and the digest of the Content under that id then. */
export interface ContentRef {
  id: string;
  fingerprint: string;
}

/** The part of a version 3 save its fingerprint covers: all of it but the tags and itself. */
type Sealed = Pick<SaveFile, 'rulesVersion' | 'content' | 'setup' | 'moves' | 'outcome'>;

/**
 * The digest of what a version 3 save holds, as its JSON text holds it (so a setup field the
 * store kept as `undefined`, which the text leaves out, is left out here too).
 */
function saveFingerprint(sealed: Sealed | Record<keyof Sealed, unknown>): string {
  const { rulesVersion, content, setup, moves, outcome } = sealed;
  return dataFingerprint(
    JSON.parse(JSON.stringify({ rulesVersion, content, setup, moves, outcome })),
  );
}

/** `state` is the position after `moves` (the store keeps them together). */
export function toSaveFile(setup: GameSetup, moves: Move[], state: GameState): SaveFile {
  const sealed: Sealed = {
    rulesVersion: RULES_VERSION,
    content: { id: state.content.id, fingerprint: contentFingerprint(state.content) },
    setup,
    moves,
    outcome: gameOutcome(state),
  };
  return {
    app: SAVE_APP,
    version: SAVE_VERSION,
    ...sealed,
    fingerprint: saveFingerprint(sealed),
  };
}

const digest = v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/, 'Not a fingerprint (8 hex digits)'));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** A name the rules gave (a seat, a phase, a decision's kind): read as text, compared as data. */
const term = v.pipe(v.string(), v.minLength(1), v.maxLength(40));

/**
 * An outcome as a save names it. Its terms are read as text, not as today's lists of phases and
 * decision kinds: an outcome named under earlier rules must read, to be compared with today's.
 */
const outcomeSchema = v.strictObject({
  moves: count,
  round: count,
  phase: term,
  decision: v.nullable(v.strictObject({ seat: term, kind: term })),
  power: v.record(term, count),
  winners: v.nullable(v.pipe(v.array(term), v.maxLength(8))),
});

/** An outcome as a save names it (its terms as text; see outcomeSchema). */
export type NamedOutcome = v.InferOutput<typeof outcomeSchema>;

const contentSchema = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  fingerprint: digest,
});

/**
 * The envelope. Moves are read one by one afterwards (`readMoves`), so that a move this table can
 * no longer read (a card it no longer has) is found in its place, after the moves before it.
 */
const moves = v.pipe(v.array(v.unknown()), v.maxLength(MAX_SAVE_MOVES));

const earlierSchema = v.strictObject({
  app: v.literal(SAVE_APP),
  version: v.picklist([UNCHECKED_VERSION, POSITION_VERSION]),
  setup: setupSchema,
  moves,
  fingerprint: v.optional(digest),
  content: v.optional(contentSchema),
});

const saveSchema = v.strictObject({
  app: v.literal(SAVE_APP),
  version: v.literal(SAVE_VERSION),
  rulesVersion: v.pipe(count, v.minValue(1)),
  content: contentSchema,
  setup: setupSchema,
  moves,
  outcome: outcomeSchema,
  fingerprint: digest,
});

/** The first move of a save this table cannot read as a move: its index, and why. */
export interface UnreadableMove {
  index: number;
  /** Where in the file and what: `moves.33.choice.card: Invalid type: …`. */
  problem: string;
}

/** What a save holds once read. */
export type SaveContents = {
  setup: GameSetup;
  /** The moves this table can read, in order: all of them unless `unreadable` says otherwise. */
  moves: Move[];
  unreadable: UnreadableMove | null;
  content?: ContentRef;
} & (
  | /** Version 1: no fingerprint (or, hand-made, a position's fingerprint as in version 2). */
    { version: typeof UNCHECKED_VERSION | typeof POSITION_VERSION; fingerprint?: string }
  | {
      version: typeof SAVE_VERSION;
      rulesVersion: number;
      outcome: NamedOutcome;
      /** Whether the fingerprint is the one its rules version, content, setup, moves and outcome give. */
      sealed: boolean;
    }
);

export type ParsedSave = { ok: true; save: SaveContents } | { ok: false; error: string };

export const byteLength = (text: string) => new TextEncoder().encode(text).length;

export function tooLarge(bytes: number): string | null {
  return bytes > MAX_SAVE_BYTES
    ? `This file is too large for a save (${(bytes / 1024 / 1024).toFixed(1)} MB; at most 2 MB).`
    : null;
}

/** A value named in a message without echoing a whole file: `the text "1"`, `a list`. */
function shown(value: unknown): string {
  if (typeof value === 'string')
    return value.length <= 12 ? `the text ${JSON.stringify(value)}` : 'a text';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : String(value);
}

/** Why a save's version cannot be read, in words for whoever opened the file. */
function versionProblem(version: unknown): string | null {
  if ((READ_VERSIONS as readonly unknown[]).includes(version)) return null;
  if (version === undefined)
    return 'This save has no version number: it was edited or written by another program.';
  if (typeof version !== 'number')
    return `This save's version is ${shown(version)} where a number belongs: the file was edited or damaged.`;
  if (Number.isInteger(version) && version > SAVE_VERSION)
    return `This save was written by a newer Valerna Table (save version ${version}); this table reads versions ${READ_VERSIONS.join(', ')}. Update the table to load it.`;
  return `This save has version ${version}, which no Valerna Table writes: the file was edited or damaged.`;
}

const damaged = (issue: v.BaseIssue<unknown>) => ({
  ok: false as const,
  error: `This save is damaged (${describeIssue(issue, 'file')}).`,
});

/** The moves as far as they read as moves, and the first that does not. */
function readMoves(list: unknown[]): { moves: Move[]; unreadable: UnreadableMove | null } {
  const read: Move[] = [];
  for (const [index, item] of list.entries()) {
    const move = v.safeParse(moveSchema, item);
    if (!move.success) {
      // The issue's place in the file, as a schema of the whole file would have named it.
      const issue = move.issues[0]!;
      const within = (key: string | number, input: unknown, value: unknown) =>
        ({ type: 'array', origin: 'value', input, key, value }) as const;
      const path = [within('moves', null, list), within(index, list, item), ...(issue.path ?? [])];
      return {
        moves: read,
        unreadable: { index, problem: describeIssue({ ...issue, path } as typeof issue, 'file') },
      };
    }
    read.push(move.output);
  }
  return { moves: read, unreadable: null };
}

export function parseSave(text: string): ParsedSave {
  const large = tooLarge(byteLength(text));
  if (large) return { ok: false, error: large };
  const json = parseJsonText(text, FILE_LIMITS);
  if (!json.ok)
    return { ok: false, error: `This file is not a Valerna Table save: ${json.error}.` };
  const data = json.value;
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('app' in data))
    return { ok: false, error: 'This file is not a Valerna Table save (it comes from elsewhere).' };
  if (data.app !== SAVE_APP)
    return { ok: false, error: 'This file is not a Valerna Table save (it comes from elsewhere).' };
  const fields = data as Record<string, unknown>;
  const badVersion = versionProblem(fields.version);
  if (badVersion) return { ok: false, error: badVersion };
  const parsed =
    fields.version === SAVE_VERSION
      ? v.safeParse(saveSchema, data)
      : v.safeParse(earlierSchema, data);
  if (!parsed.success) return damaged(parsed.issues[0]!);
  const { setup, content } = parsed.output;
  if (JSON.stringify(setup).length > MAX_SETUP_BYTES)
    return { ok: false, error: 'This save is damaged (setup: larger than any table’s setup).' };
  // The setup schema spells Stage ids as strings; createGame checks every id when it replays.
  const shared = {
    setup: setup as GameSetup,
    ...readMoves(parsed.output.moves),
    ...(content ? { content } : {}),
  };
  if (parsed.output.version !== SAVE_VERSION) {
    const { version, fingerprint } = parsed.output;
    if (version === POSITION_VERSION && fingerprint === undefined)
      return { ok: false, error: 'This save is damaged (its fingerprint is missing).' };
    return { ok: true, save: { ...shared, version, fingerprint } };
  }
  const { rulesVersion, outcome, fingerprint } = parsed.output;
  // The fingerprint is of the file's own data, not of what the schemas made of it.
  const sealed = saveFingerprint(fields as Record<keyof Sealed, unknown>) === fingerprint;
  return { ok: true, save: { ...shared, version: SAVE_VERSION, rulesVersion, outcome, sealed } };
}
