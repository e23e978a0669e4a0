import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameOutcome, replay, RULES_VERSION, type Move } from '../../src/engine';
import {
  AUTOSAVE_KEY,
  createGameStore,
  readSave,
  restoreAutosave,
  SET_ASIDE_KEY,
} from '../../src/store';
import { memoryStorage } from './saves';

/**
 * Saves written by past builds of the table, each by that build's own engine and `toSaveFile`
 * (tests/fixtures/saves/README.md says which build wrote which). An update must never make a
 * game in progress unloadable: every save at the top of the folder loads, and every save whose
 * moves today's rules stop (rules-changed/) offers the moves before the one they stop at.
 */
const FOLDER = new URL('../fixtures/saves/', import.meta.url);
const CHANGED = new URL('rules-changed/', FOLDER);
const jsonIn = (folder: URL) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
const text = (folder: URL, name: string) => readFileSync(new URL(name, folder), 'utf8');
const LOADING = jsonIn(FOLDER);
const STOPPED = jsonIn(CHANGED);

interface Written {
  version: number;
  moves: Move[];
  rulesVersion?: number;
  outcome?: unknown;
}

describe('the saves of past builds', () => {
  it('are many, from many builds, each listed in the folder’s README', () => {
    const readme = readFileSync(new URL('README.md', FOLDER), 'utf8');
    const files = [...LOADING, ...STOPPED];
    expect(LOADING.length).toBeGreaterThanOrEqual(40);
    expect(STOPPED.length).toBeGreaterThanOrEqual(20);
    for (const name of files) expect(readme).toContain(`\`${name}\``);
    const builds = new Set(files.map((name) => name.split('-')[3]));
    expect(builds.size).toBeGreaterThanOrEqual(26);
    for (const version of [1, 2, 3])
      expect(files.some((name) => readSaveVersion(name) === version)).toBe(true);
  });

  it.each(LOADING)('%s loads, its moves replaying to the outcome it names', (name) => {
    const saved = text(FOLDER, name);
    const file = JSON.parse(saved) as Written;
    const read = readSave(saved);
    expect(read.ok ? null : read.error).toBeNull();
    if (!read.ok) return;
    expect(read.moves).toEqual(file.moves);
    expect(read.states).toHaveLength(file.moves.length + 1);
    const now = gameOutcome(read.states[file.moves.length]);
    // Under later rules a game may go elsewhere, and then the note says so (readSave.ts).
    if (file.rulesVersion === RULES_VERSION) expect(now).toEqual(file.outcome);
    else if (file.outcome && JSON.stringify(now) !== JSON.stringify(file.outcome))
      expect(read.note).toMatch(
        /^The rules changed since .* they lead elsewhere\. When it was saved/,
      );

    const table = createGameStore();
    expect(table.getState().loadSave(saved)).toBe(true);
    expect(table.getState().moves).toEqual(file.moves);
  });

  it.each(STOPPED)(
    '%s, whose moves today’s rules stop, is refused naming the move and offers the moves before it',
    (name) => {
      const saved = text(CHANGED, name);
      const file = JSON.parse(saved) as Written;
      const table = createGameStore();
      expect(table.getState().loadSave(saved)).toBe(false);
      const { saveError, savePrefix } = table.getState();
      expect(saveError).toMatch(
        file.version === 3
          ? /^The rules changed since this save was written \(it names rules version \d+; this table plays version \d+\): its move \d+ \(.+\) is no longer allowed \(.+\)\.$/
          : /^This save was written by an earlier Valerna Table, and under today’s rules its move \d+ \((\w+): .+\) is not allowed \(.+\): the rules changed since it was written, or the file was edited\.$/,
      );
      // The saves of builds before the tuned Faceless: another seat's turn.
      if (file.version < 3)
        expect(saveError).toMatch(
          /its move \d+ \((\w+): its Faceless turn\) is not allowed \(It is \w+'s decision, not \1's\)/,
        );
      const stop = saveError!.match(/its move (\d+) /);
      const kept = Number(stop![1]) - 1;
      expect(savePrefix?.refusedMove).toBe(kept + 1);
      expect(savePrefix?.moves).toEqual(file.moves.slice(0, kept));

      expect(table.getState().continuePrefix()).toBe(true);
      const { setup, moves, state } = table.getState();
      expect(moves).toEqual(file.moves.slice(0, kept));
      expect(state).toEqual(replay(setup!, moves));
      expect(table.getState().saveNote).toMatch(/today’s rules do not allow/);
    },
  );
});

function readSaveVersion(name: string): number {
  const folder = LOADING.includes(name) ? FOLDER : CHANGED;
  return (JSON.parse(text(folder, name)) as Written).version;
}

describe('a version 2 save written before the frame steps were named', () => {
  // Its Saga frame's step was a number, so its fingerprint is of a position no table makes now.
  const name = '2026-12-02-a16dd15-solo-sagas-epic-mid-saga.json';

  it('loads, saying an earlier table wrote it and its moves were checked one by one', () => {
    const read = readSave(text(FOLDER, name));
    expect(read).toMatchObject({
      ok: true,
      note: 'This save was written by an earlier Valerna Table, whose positions read differently, so it could not be checked for edits; its moves were checked one by one against today’s rules, and all of them are allowed.',
    });
    if (!read.ok) return;
    const frames = read.states[read.states.length - 1].frames;
    expect(
      frames.filter((frame) => frame.kind === 'saga').map((frame) => typeof frame.step),
    ).toContain('string');
  });

  it('restores as the autosave of a table updated mid-game, without the note about the file', () => {
    const storage = memoryStorage();
    storage.setItem(AUTOSAVE_KEY, text(FOLDER, name));
    const table = createGameStore();
    expect(restoreAutosave(table, storage)).toEqual({ kind: 'restored' });
    expect(table.getState().moves).toHaveLength(38);
    expect(table.getState().saveNote).toBeNull();
    expect(storage.getItem(SET_ASIDE_KEY)).toBeNull();
  });

  it('opened as the autosave through the store’s open, it says nothing of the file either', async () => {
    const table = createGameStore();
    expect(await table.getState().open({ save: text(FOLDER, name), from: 'autosave' })).toBeNull();
    expect(table.getState().saveNote).toBeNull();
    expect(await table.getState().open({ save: text(FOLDER, name) })).toBeNull();
    expect(table.getState().saveNote).toMatch(/^This save was written by an earlier Valerna Table/);
  });
});
