import * as v from 'valibot';
import {
  contentFingerprint,
  describeIssue,
  FILE_LIMITS,
  fingerprint,
  moveSchema,
  parseJsonText,
  setupSchema,
  type GameSetup,
  type GameState,
  type Move,
} from '../engine/data';

/**
 * The save format: a game is its setup plus its moves (architecture.md §3), so a save is exactly
 * that, tagged with the app and a version, and since version 2 with the fingerprint of the
 * position the moves lead to. Anything read from outside goes through `parseSave`.
 */
export const SAVE_APP = 'valerna-table';
export const SAVE_VERSION = 2;
/** Version 1 saves (before fingerprints) still load, with a note that they could not be checked. */
const UNCHECKED_VERSION = 1;
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
  setup: GameSetup;
  moves: Move[];
  /** `fingerprint(state)` of the position after the moves. */
  fingerprint: string;
  /** The Content the game played (its id and digest); saves without it played the house content. */
  content: ContentRef;
}

/** Which Content a save played: its id, and the digest of the Content under that id then. */
export interface ContentRef {
  id: string;
  fingerprint: string;
}

const digest = v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/, 'Not a fingerprint (8 hex digits)'));

const saveSchema = v.strictObject({
  app: v.literal(SAVE_APP),
  version: v.picklist([UNCHECKED_VERSION, SAVE_VERSION]),
  setup: setupSchema,
  moves: v.pipe(v.array(moveSchema), v.maxLength(MAX_SAVE_MOVES)),
  fingerprint: v.optional(digest),
  content: v.optional(
    v.strictObject({
      id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      fingerprint: digest,
    }),
  ),
});

/** What a save holds once read; `fingerprint` is absent from version 1 saves only. */
export interface SaveContents {
  setup: GameSetup;
  moves: Move[];
  fingerprint?: string;
  content?: ContentRef;
}

export type ParsedSave = { ok: true; save: SaveContents } | { ok: false; error: string };

/** `state` is the position after `moves` (the store keeps them together). */
export function toSaveFile(setup: GameSetup, moves: Move[], state: GameState): SaveFile {
  return {
    app: SAVE_APP,
    version: SAVE_VERSION,
    setup,
    moves,
    fingerprint: fingerprint(state),
    content: { id: state.content.id, fingerprint: contentFingerprint(state.content) },
  };
}

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
  if (version === SAVE_VERSION || version === UNCHECKED_VERSION) return null;
  if (version === undefined)
    return 'This save has no version number: it was edited or written by another program.';
  if (typeof version !== 'number')
    return `This save's version is ${shown(version)} where a number belongs: the file was edited or damaged.`;
  if (Number.isInteger(version) && version > SAVE_VERSION)
    return `This save was written by a newer Valerna Table (save version ${version}); this table reads versions ${UNCHECKED_VERSION} and ${SAVE_VERSION}. Update the table to load it.`;
  return `This save has version ${version}, which no Valerna Table writes: the file was edited or damaged.`;
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
  const badVersion = versionProblem((data as { version?: unknown }).version);
  if (badVersion) return { ok: false, error: badVersion };
  const parsed = v.safeParse(saveSchema, data);
  if (!parsed.success)
    return {
      ok: false,
      error: `This save is damaged (${describeIssue(parsed.issues[0]!, 'file')}).`,
    };
  const { version, setup, moves, fingerprint, content } = parsed.output;
  if (JSON.stringify(setup).length > MAX_SETUP_BYTES)
    return { ok: false, error: 'This save is damaged (setup: larger than any table’s setup).' };
  if (version === SAVE_VERSION && fingerprint === undefined)
    return { ok: false, error: 'This save is damaged (its fingerprint is missing).' };
  // The setup schema spells Stage ids as strings; createGame checks every id when it replays.
  return {
    ok: true,
    save: { setup: setup as GameSetup, moves, fingerprint, ...(content ? { content } : {}) },
  };
}
