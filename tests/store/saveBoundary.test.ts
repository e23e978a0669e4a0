import { describe, expect, it } from 'vitest';
import { MAX_SAVE_BYTES, MAX_SAVE_MOVES, createGameStore, toSaveFile } from '../../src/store';
import { MAX_SETUP_BYTES } from '../../src/store/saveFile';
import { playedStore, positionSave, refusedWithoutHarm, setup, unchecked } from './saves';

/**
 * Save files that once left the table unusable, or were refused with no reason: each is refused,
 * with its reason, and the game in play is kept.
 */

/** The text of a fresh, valid save of a game a few moves in. */
function validSave(): { text: string; save: ReturnType<typeof toSaveFile> } {
  const { setup: s, moves, state } = playedStore().getState();
  const save = toSaveFile(s!, moves, state!);
  return { text: JSON.stringify(save), save };
}

/** `depth` nested lists as JSON text, built as text (no recursion anywhere). */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A valid save whose first move carries an extra key holding `depth` nested lists. */
function deepJunkSave(depth: number): string {
  const { save } = validSave();
  const first = JSON.stringify(save.moves[0]);
  const poisoned = `${first.slice(0, -1)},"x":${nested(depth)}}`;
  const text = JSON.stringify(save);
  return text.replace(first, poisoned);
}

describe('save files that used to brick the table', () => {
  it.each([3000, 100_000])(
    'a move carrying junk nested %i levels deep is refused before anything is built',
    (depth) => {
      expect(refusedWithoutHarm(deepJunkSave(depth))).toBe(
        'This file is not a Valerna Table save: it is nested more than 16 levels deep.',
      );
    },
  );

  it('a move with an extra key is refused as damaged, naming the key', () => {
    const { save } = validSave();
    const text = JSON.stringify({ ...save, moves: [{ ...save.moves[0], note: 'x' }] });
    expect(refusedWithoutHarm(text)).toMatch(
      /^This save is damaged \(moves\.0: Unknown field "note"\)/,
    );
  });

  it('a move by a seat named __proto__ is refused, naming the field', () => {
    const { text } = validSave();
    const poisoned = text.replace('"seat":"allaria"', '"seat":"__proto__"');
    expect(refusedWithoutHarm(poisoned)).toMatch(/^This save is damaged \(moves\.0\.seat: /);
  });
});

describe('save files explain what is wrong', () => {
  it('a version written as text says so, without "version 1; this table reads version 1"', () => {
    const text = JSON.stringify({ ...validSave().save, version: '1' });
    expect(refusedWithoutHarm(text)).toBe(
      'This save\'s version is the text "1" where a number belongs: the file was edited or damaged.',
    );
  });

  it('a save without a version says it has none', () => {
    const { version: _, ...save } = validSave().save;
    expect(refusedWithoutHarm(JSON.stringify(save))).toBe(
      'This save has no version number: it was edited or written by another program.',
    );
  });

  it('a save whose seed was edited is refused: it was edited', () => {
    const { save } = validSave();
    const text = JSON.stringify({ ...save, setup: { ...save.setup, seed: save.setup.seed + 1 } });
    expect(refusedWithoutHarm(text)).toBe(
      'This save was edited after it was written: its fingerprint is not the one its setup, moves and outcome give.',
    );
  });

  it('a version 2 save without its fingerprint is damaged', () => {
    const { setup: s, moves, state } = playedStore().getState();
    const { fingerprint: _, ...save } = positionSave(s!, moves, state!);
    expect(refusedWithoutHarm(JSON.stringify(save))).toBe(
      'This save is damaged (its fingerprint is missing).',
    );
  });

  it('a version 3 save without its fingerprint is damaged', () => {
    const { fingerprint: _, ...save } = validSave().save;
    expect(refusedWithoutHarm(JSON.stringify(save))).toBe(
      'This save is damaged (fingerprint: Missing field).',
    );
  });
});

describe('save files that load', () => {
  it('a UTF-8 byte order mark before the JSON is skipped', () => {
    const { text, save } = validSave();
    const store = createGameStore();
    expect(store.getState().loadSave(`\uFEFF${text}`)).toBe(true);
    expect(store.getState().moves).toEqual(save.moves);
  });

  it('a version 1 save (before fingerprints) loads, with a note that it was not checked', () => {
    const { save } = validSave();
    const store = createGameStore();
    expect(store.getState().loadSave(JSON.stringify(unchecked(setup, save.moves)))).toBe(true);
    expect(store.getState().moves).toEqual(save.moves);
    expect(store.getState().saveNote).toMatch(/before saves carried a fingerprint/);
  });

  it('a version 1 save that carries a position’s fingerprint is read as a version 2 save', () => {
    const { setup: s, moves, state } = playedStore().getState();
    const save = { ...positionSave(s!, moves, state!), version: 1 };
    const store = createGameStore();
    expect(store.getState().loadSave(JSON.stringify(save))).toBe(true);
    expect(store.getState().saveNote).toBeNull();
    const other = { ...save, fingerprint: '00000000' };
    expect(store.getState().loadSave(JSON.stringify(other))).toBe(true);
    expect(store.getState().saveNote).toMatch(
      /earlier Valerna Table.*could not be checked for edits/,
    );
  });

  it('a save within the limits stays under the size limit as its game grows to the move limit', () => {
    // The schema's longest move is about 110 bytes; say 200, after the largest setup.
    const longMove = 200;
    const bytes = MAX_SETUP_BYTES + MAX_SAVE_MOVES * longMove;
    expect(bytes).toBeLessThan(MAX_SAVE_BYTES);
  });
});
