import { z } from 'zod';
import type { GameSetup, Move } from '../engine';

/**
 * The save format: a game is its setup plus its moves (architecture.md §3), so a save is exactly
 * that, tagged with the app and a version. Anything read from outside goes through `parseSave`.
 */
export const SAVE_APP = 'valerna-table';
export const SAVE_VERSION = 1;
/** Larger files are refused unread: a real game's moves are a few hundred kilobytes at most. */
export const MAX_SAVE_BYTES = 2 * 1024 * 1024;
export const AUTOSAVE_KEY = 'valerna-table:autosave';

export interface SaveFile {
  app: typeof SAVE_APP;
  version: typeof SAVE_VERSION;
  setup: GameSetup;
  moves: Move[];
}

// The envelope only: the setup and every move are then checked by the engine itself while it
// replays them (createGame and applyMove validate untrusted input).
const saveSchema = z.strictObject({
  app: z.literal(SAVE_APP),
  version: z.literal(SAVE_VERSION),
  setup: z.looseObject({ seed: z.number(), seats: z.array(z.unknown()) }),
  moves: z.array(z.looseObject({ seat: z.string(), choice: z.looseObject({ kind: z.string() }) })),
});

export type ParsedSave = { ok: true; save: SaveFile } | { ok: false; error: string };

export function toSaveFile(setup: GameSetup, moves: Move[]): SaveFile {
  return { app: SAVE_APP, version: SAVE_VERSION, setup, moves };
}

export const byteLength = (text: string) => new TextEncoder().encode(text).length;

export function tooLarge(bytes: number): string | null {
  return bytes > MAX_SAVE_BYTES
    ? `This file is too large for a save (${(bytes / 1024 / 1024).toFixed(1)} MB; at most 2 MB).`
    : null;
}

export function parseSave(text: string): ParsedSave {
  const large = tooLarge(byteLength(text));
  if (large) return { ok: false, error: large };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a Valerna Table save: it is not JSON.' };
  }
  const tag = (data ?? {}) as { app?: unknown; version?: unknown };
  if (typeof data !== 'object' || data === null || tag.app !== SAVE_APP)
    return { ok: false, error: 'This file is not a Valerna Table save (it comes from elsewhere).' };
  if (tag.version !== SAVE_VERSION)
    return {
      ok: false,
      error: `This save has version ${String(tag.version)}; this table reads version ${SAVE_VERSION}.`,
    };
  const parsed = saveSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'file';
    return { ok: false, error: `This save is damaged (${where}: ${issue?.message ?? 'invalid'}).` };
  }
  return { ok: true, save: parsed.data as unknown as SaveFile };
}
