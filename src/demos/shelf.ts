import * as v from 'valibot';
import {
  describeIssue,
  either,
  factionSchema,
  FILE_LIMITS,
  moveSchema,
  parseJsonText,
  regionSchema,
  setupSchema,
  type GameSetup,
  type Move,
} from '../engine/data';
import type { Demo } from './types';

/**
 * Demos saved from the table ("Save this position as a demo"), kept in the browser's storage. The
 * stored text is read with the table's limited JSON reader and each entry is checked with the
 * engine's setup and move schemas: a damaged one is skipped with a message and left in storage,
 * so nothing is lost silently and nothing crashes. The rules themselves are checked when a demo
 * opens (runDemo replays it through the engine).
 */
export const SAVED_DEMOS_KEY = 'valerna-table:demos';

export type DemoStorage = Pick<Storage, 'getItem' | 'setItem'>;

const text = v.string();
const named = v.pipe(text, v.minLength(1));

const demoSchema = v.strictObject({
  id: named,
  title: named,
  blurb: text,
  rules: v.array(text),
  setup: setupSchema,
  prelude: v.optional(v.array(moveSchema)),
  steps: v.pipe(
    v.array(
      v.strictObject({
        caption: text,
        play: v.optional(either([moveSchema, v.literal('pending')], 'a move or "pending"')),
        target: v.optional(
          v.strictObject({
            regions: v.optional(v.array(regionSchema)),
            seats: v.optional(v.array(factionSchema)),
          }),
        ),
      }),
    ),
    v.minLength(1),
  ),
  house: v.optional(v.literal(true)),
});

export interface Shelf {
  demos: Demo[];
  /** Why entries were skipped, in words for the player. */
  problems: string[];
}

function storedText(storage: DemoStorage): string | null {
  try {
    return storage.getItem(SAVED_DEMOS_KEY);
  } catch {
    return null; // Storage switched off: no saved demos.
  }
}

/**
 * The shelf is this browser's storage, written only by the table (a few MB at most): it holds far
 * more than one save file, so its reader allows ten times a file's values. A list that still
 * does not read is never written over (shelveDemo, removeDemo).
 */
const SHELF_LIMITS = { ...FILE_LIMITS, values: 10 * FILE_LIMITS.values };

function rawEntries(storage: DemoStorage): { entries: unknown[]; problem: string | null } {
  const text = storedText(storage);
  if (!text) return { entries: [], problem: null };
  const json = parseJsonText(text, SHELF_LIMITS);
  if (json.ok && Array.isArray(json.value)) return { entries: json.value, problem: null };
  const why = json.ok ? 'it is not a list' : json.error;
  return {
    entries: [],
    problem: `The saved demos could not be read: the stored list is damaged (${why}).`,
  };
}

/** A demo read from outside (storage or a file), or why it is refused. */
export function parseDemo(data: unknown): { ok: true; demo: Demo } | { ok: false; error: string } {
  const parsed = v.safeParse(demoSchema, data);
  if (parsed.success) return { ok: true, demo: parsed.output as unknown as Demo };
  return { ok: false, error: describeIssue(parsed.issues[0]!, 'demo') };
}

export function readShelf(storage: DemoStorage): Shelf {
  const { entries, problem } = rawEntries(storage);
  const shelf: Shelf = { demos: [], problems: problem ? [problem] : [] };
  entries.forEach((entry, i) => {
    const parsed = parseDemo(entry);
    if (parsed.ok) shelf.demos.push(parsed.demo);
    else shelf.problems.push(`Saved demo ${i + 1} is damaged and was skipped (${parsed.error}).`);
  });
  return shelf;
}

/** A demo that opens at the current position of a game: its setup and every move so far. */
export function demoOfPosition(
  id: string,
  title: string,
  note: string,
  setup: GameSetup,
  moves: Move[],
): Demo {
  const caption = note || `${title}: the position as it was saved.`;
  return { id, title, blurb: note, rules: [], setup, prelude: moves, steps: [{ caption }] };
}

/**
 * Changes the stored list: `change` gets its entries (damaged ones kept as they are). Gives back
 * why nothing changed, or null: a list that cannot be read is never written over — the demos in
 * it would be lost — and storage full or switched off is said in words.
 */
function rewriteShelf(
  storage: DemoStorage,
  change: (entries: unknown[]) => unknown[],
  what: string,
): string | null {
  const { entries, problem } = rawEntries(storage);
  if (problem) return `${problem} ${what} was not saved, so that the demos stored there are kept.`;
  try {
    storage.setItem(SAVED_DEMOS_KEY, JSON.stringify(change(entries)));
    return null;
  } catch {
    return `The browser’s storage is full or switched off: ${what.toLowerCase()} was not saved.`;
  }
}

/** Adds a demo to the shelf; gives back why it was not added, or null. */
export function shelveDemo(storage: DemoStorage, demo: Demo): string | null {
  return rewriteShelf(storage, (entries) => [...entries, demo], 'The demo');
}

/** Deletes a demo from the shelf; gives back why it was not deleted, or null. */
export function removeDemo(storage: DemoStorage, id: string): string | null {
  return rewriteShelf(
    storage,
    (entries) => entries.filter((e) => (e as { id?: unknown } | null)?.id !== id),
    'The deletion',
  );
}
