import { describe, expect, it } from 'vitest';
import { contentFingerprint, HOUSE_CONTENT } from '../../src/engine';
import { readSave, toSaveFile } from '../../src/store';
import { playedStore, positionSave, resealed } from './saves';

/** A save file of a game a few moves in, as the table writes it. */
function savedGame() {
  const { setup, moves, state } = playedStore().getState();
  return toSaveFile(setup!, moves, state!);
}

describe('a save records the Content it played', () => {
  it('names the house content by id and digest', () => {
    expect(savedGame().content).toEqual({
      id: 'house',
      fingerprint: contentFingerprint(HOUSE_CONTENT),
    });
  });

  it('loads a save of known content, and one written before saves named their content', () => {
    const save = savedGame();
    expect(readSave(JSON.stringify(save))).toMatchObject({ ok: true, note: null });
    const { setup, moves, state } = playedStore().getState();
    const { content: _content, ...older } = positionSave(setup!, moves, state!);
    expect(readSave(JSON.stringify(older))).toMatchObject({ ok: true, note: null });
  });

  it('refuses a save naming content this table does not have, saying which', () => {
    const save = resealed({ ...savedGame(), content: { id: 'my-box', fingerprint: '0123abcd' } });
    expect(readSave(JSON.stringify(save))).toEqual({
      ok: false,
      error:
        'This save was played with content "my-box", which this table does not have: load it on the table that has that content.',
      prefix: null,
    });
  });

  it('loads a save of an earlier edition of its content with a note, saying where it stood and stands when its moves lead elsewhere', () => {
    const save = resealed({ ...savedGame(), content: { id: 'house', fingerprint: '00000000' } });
    const read = readSave(JSON.stringify(save));
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.note).toMatch(/earlier edition of its content/);
    const { outcome } = save;
    const elsewhere = resealed({ ...save, outcome: { ...outcome, round: outcome.round + 1 } });
    expect(readSave(JSON.stringify(elsewhere))).toMatchObject({
      ok: true,
      note: expect.stringMatching(
        /^This save was played with an earlier edition of its content .*: its moves are all still allowed, but they lead elsewhere\. When it was saved: round 2, .* Now: round 1, /,
      ),
    });
  });
});
