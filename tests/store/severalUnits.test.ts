import { describe, expect, it } from 'vitest';
import type { Choice, Scenario } from '../../src/engine';
import {
  AUTOSAVE_KEY,
  attachAutosave,
  createGameStore,
  selectUndoTarget,
  type GameStoreApi,
} from '../../src/store';
import { memoryStorage } from './saves';
import { ELYSE_AND_BRAM_TABLE } from '../tables';

/** Allaria's Move·Deploy: 3 Units in Crownspire, then 2 Units to place. */
const SCENARIO: Scenario = {
  seats: { allaria: { location: 'crown' } },
  regions: { crown: { units: { allaria: 3 } }, cross: { units: { allaria: 4 } } },
  lineup: [null, null, null, null, null, null],
  stack: [{ seat: 'allaria', card: 'move-deploy' }],
};

function atTheMove(): GameStoreApi {
  const store = createGameStore();
  const ok = store
    .getState()
    .startGame({ seed: 1, seats: ELYSE_AND_BRAM_TABLE, initiative: 'allaria', scenario: SCENARIO });
  if (!ok) throw new Error(store.getState().error ?? 'refused');
  return store;
}

const toCross: Choice = { kind: 'step', piece: 'unit', from: 'crown', to: 'cross' };
const units = (store: GameStoreApi, region: 'crown' | 'cross') =>
  store.getState().state!.regions[region].units.allaria ?? 0;

describe('several Units in one gesture (chooseSeveral)', () => {
  it('RB-18: moves the Units one by one in one update: one autosave, one step of Undo, one of Redo', () => {
    const store = atTheMove();
    const storage = memoryStorage();
    const writes: string[] = [];
    const setItem = storage.setItem;
    storage.setItem = (k, v) => {
      writes.push(k);
      setItem(k, v);
    };
    attachAutosave(store, storage);
    // Vaala Crossing holds 4 of the 6 a side may have there: 2 of the 3 fit.
    expect(store.getState().chooseSeveral(toCross, 2)).toBe(true);
    expect([units(store, 'crown'), units(store, 'cross')]).toEqual([1, 6]);
    expect(store.getState().moves).toEqual([
      { seat: 'allaria', choice: toCross },
      { seat: 'allaria', choice: toCross },
    ]);
    expect(writes).toEqual([AUTOSAVE_KEY]);
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!).moves).toHaveLength(2);
    expect(selectUndoTarget(store.getState())).toMatchObject({ times: 2, automatonMoves: 0 });

    expect(store.getState().undo()).toBe(true);
    expect(store.getState().moves).toEqual([]);
    expect([units(store, 'crown'), units(store, 'cross')]).toEqual([3, 4]);
    expect(store.getState().redo()).toBe(true);
    expect(store.getState().moves).toHaveLength(2);
  });

  it('RB-19a: more than may go is refused, and nothing is played', () => {
    const store = atTheMove();
    const before = store.getState().state;
    expect(store.getState().chooseSeveral(toCross, 3)).toBe(false);
    expect(store.getState().error).toBe('Only 2 can go that way now; nothing was played.');
    expect(store.getState().state).toBe(before);
    expect(store.getState().moves).toEqual([]);
  });

  it('a gesture after single moves: Undo takes back the gesture, then the single move', () => {
    const store = atTheMove();
    const toCrownFromCross: Choice = { kind: 'step', piece: 'unit', from: 'cross', to: 'crown' };
    store.getState().choose(toCrownFromCross);
    store.getState().chooseSeveral(toCross, 3);
    expect(store.getState().moves).toHaveLength(4);
    store.getState().undo();
    expect(store.getState().moves).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().moves).toHaveLength(0);
    // Redo brings the single move back alone, then the gesture whole.
    store.getState().redo();
    expect(store.getState().moves).toHaveLength(1);
    store.getState().redo();
    expect(store.getState().moves).toHaveLength(4);
  });
});
