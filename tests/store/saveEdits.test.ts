import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/engine';
import { readSave, toSaveFile, type SaveFile } from '../../src/store';
import { playedStore, refusedWithoutHarm, resealed } from './saves';

/**
 * A version 3 save is sealed: its fingerprint covers its rules version, content, setup, moves and
 * the outcome it names (src/store/saveFile.ts). Under the rules it names, its moves must lead to
 * that outcome, every one allowed; anything else was edited (src/store/readSave.ts).
 */

/** A save the table wrote of a game twelve moves in. */
function written(): SaveFile {
  const { setup, moves, state } = playedStore(12).getState();
  return toSaveFile(setup!, moves, state!);
}

const EDITED =
  'This save was edited after it was written: its fingerprint is not the one its setup, moves and outcome give.';

describe('a version 3 save whose fingerprint does not match what it holds is refused as edited', () => {
  it('loads as written, with no note', () => {
    const save = written();
    expect(save).toMatchObject({ version: 3, rulesVersion: RULES_VERSION });
    expect(readSave(JSON.stringify(save))).toMatchObject({ ok: true, note: null });
  });

  it('an edited move', () => {
    const save = written();
    const moves = save.moves.slice(0, -1);
    const text = JSON.stringify({ ...save, moves });
    expect(readSave(text)).toEqual({ ok: false, error: EDITED, prefix: null });
    expect(refusedWithoutHarm(text)).toBe(EDITED);
  });

  it('an edited setup', () => {
    const save = written();
    const text = JSON.stringify({ ...save, setup: { ...save.setup, seed: save.setup.seed + 1 } });
    expect(refusedWithoutHarm(text)).toBe(EDITED);
  });

  it('an edited outcome', () => {
    const save = written();
    const power = { ...save.outcome.power, allaria: (save.outcome.power.allaria ?? 0) + 5 };
    const text = JSON.stringify({ ...save, outcome: { ...save.outcome, power } });
    expect(refusedWithoutHarm(text)).toBe(EDITED);
  });

  it('an edited rules version', () => {
    const save = written();
    const text = JSON.stringify({ ...save, rulesVersion: RULES_VERSION + 1 });
    expect(refusedWithoutHarm(text)).toBe(EDITED);
  });
});

describe('an edit sealed anew is still refused under the rules the save names', () => {
  it('moves that lead elsewhere than the outcome it names: it says where it stood and stands', () => {
    const save = written();
    const text = JSON.stringify(resealed({ ...save, moves: save.moves.slice(0, -1) }));
    expect(refusedWithoutHarm(text)).toMatch(
      new RegExp(
        `^This save was edited after it was written: under the very rules it was written with \\(rules version ${RULES_VERSION}\\) its moves lead elsewhere than it says\\. When it was saved: round \\d+, \\w+, after 12 moves, \\w+ to decide; Power: Allaria \\d+, Fulgen \\d+, Tyveria \\d+, Skarn \\d+\\. Now: round \\d+, \\w+, after 11 moves, `,
      ),
    );
  });

  it('a move the rules do not allow: it names the move, and offers nothing to continue', () => {
    const save = written();
    const moves = [...save.moves];
    moves[3] = { seat: moves[3].seat, choice: { kind: 'count', n: 99 } };
    const read = readSave(JSON.stringify(resealed({ ...save, moves })));
    expect(read).toEqual({
      ok: false,
      error: expect.stringMatching(
        new RegExp(
          `^This save was edited after it was written: its move 4 \\(\\w+: 99\\) is not allowed \\(.+\\), under the very rules it was written with \\(rules version ${RULES_VERSION}\\)\\.$`,
        ),
      ),
      prefix: null,
    });
  });
});
