import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_KEY,
  MAX_SAVE_BYTES,
  attachAutosave,
  createGameStore,
  parseSave,
  restoreAutosave,
  SET_ASIDE_KEY,
  toSaveFile,
} from '../../src/store';
import { memoryStorage, playedStore, refusedWithoutHarm, setup, unchecked } from './saves';
import { ELYSE_SOLO_TABLE } from '../tables';

describe('save files', () => {
  it('round-trips a game as setup + moves, rebuilt by replay', () => {
    const played = playedStore();
    const { setup: s, moves, state } = played.getState();
    const text = JSON.stringify(toSaveFile(s!, moves, state!));
    expect(JSON.parse(text)).toMatchObject({ app: 'valerna-table', version: 3 });

    const other = createGameStore();
    expect(other.getState().loadSave(text)).toBe(true);
    expect(other.getState().state).toEqual(state);
    expect(other.getState().moves).toEqual(moves);
    expect(other.getState().saveError).toBeNull();
  });

  it.each([
    ['not JSON', '{"app": "valerna-table", ', /not JSON/],
    ['from another app', JSON.stringify({ app: 'chess', version: 1 }), /comes from elsewhere/],
    ['a JSON array', '[1,2,3]', /comes from elsewhere/],
    [
      'a newer version',
      JSON.stringify({ app: 'valerna-table', version: 4, setup, moves: [] }),
      /newer Valerna Table \(save version 4\); this table reads versions 1, 2, 3/,
    ],
    [
      'damaged moves',
      JSON.stringify({ app: 'valerna-table', version: 1, setup, moves: [{ seat: 3 }] }),
      /its move 1 cannot be read \(moves\.0\.seat/,
    ],
    [
      'an illegal move',
      JSON.stringify({
        ...unchecked(setup),
        moves: [{ seat: 'allaria', choice: { kind: 'region', region: 'ashen' } }],
      }),
      /under today’s rules its move 1 \(Allaria: Ashen Shore\) is not allowed \(That is not one of the/,
    ],
    [
      'an illegal table',
      JSON.stringify(unchecked({ ...setup, seats: ELYSE_SOLO_TABLE.slice(0, 3) })),
      /does not replay under the rules: .*four characters/,
    ],
    ['too large', `{"pad":"${'x'.repeat(MAX_SAVE_BYTES)}"}`, /too large .*at most 2 MB/],
  ])('refuses a save that is %s and leaves the game and autosave alone', (_, text, message) => {
    expect(refusedWithoutHarm(text)).toMatch(message);
  });

  it('a refusal can be dismissed', () => {
    const store = createGameStore();
    expect(store.getState().loadSave('[]')).toBe(false);
    store.getState().clearSaveError();
    expect(store.getState().saveError).toBeNull();
  });

  it('parseSave names the problem without touching any store', () => {
    expect(parseSave('null')).toEqual({
      ok: false,
      error: 'This file is not a Valerna Table save (it comes from elsewhere).',
    });
  });
});

describe('autosave', () => {
  it('writes setup + moves after every move and restores the game by replay', () => {
    const storage = memoryStorage();
    const store = createGameStore();
    const stop = attachAutosave(store, storage);
    store.getState().startGame(setup);
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!)).toEqual(
      toSaveFile(setup, [], store.getState().state!),
    );
    store.getState().choose(store.getState().state!.pending!.options[0]);
    const saved = JSON.parse(storage.data.get(AUTOSAVE_KEY)!);
    expect(saved.moves).toEqual(store.getState().moves);
    stop();

    const reloaded = createGameStore();
    expect(restoreAutosave(reloaded, storage)).toEqual({ kind: 'restored' });
    expect(reloaded.getState().state).toEqual(store.getState().state);
  });

  it('writes after the move, not in it: once for several moves, at once when the page is left', () => {
    const storage = memoryStorage();
    const store = createGameStore();
    const later: (() => void)[] = [];
    let leave = () => {};
    const stop = attachAutosave(store, storage, {
      later: (write) => void later.push(write),
      onLeave: (flush) => ((leave = flush), () => {}),
    });
    store.getState().startGame(setup);
    store.getState().choose(store.getState().state!.pending!.options[0]);
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
    expect(later).toHaveLength(1);
    later[0]();
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!).moves).toEqual(store.getState().moves);

    store.getState().choose(store.getState().state!.pending!.options[0]);
    leave();
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!).moves).toEqual(store.getState().moves);
    store.getState().choose(store.getState().state!.pending!.options[0]);
    stop();
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!).moves).toEqual(store.getState().moves);
  });

  it('forgets the game when it is left', () => {
    const storage = memoryStorage();
    const store = createGameStore();
    attachAutosave(store, storage);
    store.getState().startGame(setup);
    store.getState().leaveGame();
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
    expect(restoreAutosave(createGameStore(), storage)).toEqual({ kind: 'none' });
  });

  it('sets aside an autosave that no longer loads, says why, and starts without a game', () => {
    const storage = memoryStorage();
    storage.setItem(AUTOSAVE_KEY, '{broken');
    const store = createGameStore();
    expect(restoreAutosave(store, storage)).toEqual({
      kind: 'set-aside',
      reason: 'This file is not a Valerna Table save: it is not JSON text.',
    });
    expect(store.getState().state).toBeNull();
    expect(storage.getItem(AUTOSAVE_KEY)).toBeNull();
    expect(storage.getItem(SET_ASIDE_KEY)).toBe('{broken');
    // The next start finds no autosave: the set-aside one is not tried again.
    expect(restoreAutosave(createGameStore(), storage)).toEqual({ kind: 'none' });
  });
});
