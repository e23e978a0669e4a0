import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Move } from '../../src/engine';
import type { SaveFile } from '../../src/store';
import { memoryStorage, playedStore, resealed } from './saves';

/**
 * The table after its next rules change: this file's engine plays one rules version more than
 * the saves below were written under (src/engine/rulesVersion.ts), as a table updated mid-game
 * does (src/store/readSave.ts). The setup file loaded the engine before this mock, so the engine
 * and the store are loaded afresh under it.
 */
vi.mock('../../src/engine/rulesVersion', async (original) => {
  const real = await original<typeof import('../../src/engine/rulesVersion')>();
  const next = { version: real.RULES_VERSION + 1, games: '00000000', change: 'A test’s rules.' };
  return { ...real, RULES_HISTORY: [...real.RULES_HISTORY, next], RULES_VERSION: next.version };
});

let engine: typeof import('../../src/engine');
let store: typeof import('../../src/store');
let RULES_VERSION: number;
let EARLIER: number;

beforeAll(async () => {
  vi.resetModules();
  engine = await import('../../src/engine');
  await engine.loadAllRules();
  store = await import('../../src/store');
  RULES_VERSION = engine.RULES_VERSION;
  EARLIER = RULES_VERSION - 1;
});

// The `rules` project runs its files in one module graph a worker (vite.config.ts): the next file
// there must load the real rules version, not this file's.
afterAll(() => {
  vi.doUnmock('../../src/engine/rulesVersion');
  vi.resetModules();
});

/** A save written under the earlier rules, of a game twelve moves in. */
function earlierSave(edit: (save: SaveFile) => Partial<SaveFile> = () => ({})): SaveFile {
  const { setup, moves, state } = playedStore(12).getState();
  const save = store.toSaveFile(setup!, moves, state!);
  return resealed({ ...save, rulesVersion: EARLIER, ...edit(save) });
}

/** Its move 5 as the earlier rules allowed it and today's do not. */
const illegalFifth = (save: SaveFile): Partial<SaveFile> => {
  const moves: Move[] = [...save.moves];
  moves[4] = { seat: moves[4].seat, choice: { kind: 'count', n: 99 } };
  return { moves };
};

describe('a save whose moves the rules no longer allow offers its legal beginning', () => {
  it('is refused in words, naming the rules versions and the move, with the moves before it', () => {
    const save = earlierSave(illegalFifth);
    const read = store.readSave(JSON.stringify(save));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error).toMatch(
      new RegExp(
        `^The rules changed since this save was written \\(it names rules version ${EARLIER}; this table plays version ${RULES_VERSION}\\): its move 5 \\(\\w+: 99\\) is no longer allowed \\(That is not one of the \\d+ legal choices for \\S+ \\(RB-[\\w-]+\\)\\)\\.$`,
      ),
    );
    expect(read.prefix).toMatchObject({
      setup: save.setup,
      moves: save.moves.slice(0, 4),
      refusedMove: 5,
      note: 'This game goes on from the first 4 moves of a save whose move 5 today’s rules do not allow.',
    });
    expect(read.prefix!.states).toHaveLength(5);
  });

  it('continuing opens the moves before the refused one, with a note, and autosaves them', () => {
    const save = earlierSave(illegalFifth);
    const storage = memoryStorage();
    const table = store.createGameStore();
    store.attachAutosave(table, storage);
    expect(table.getState().loadSave(JSON.stringify(save))).toBe(false);
    expect(table.getState().savePrefix?.refusedMove).toBe(5);
    expect(table.getState().state).toBeNull();

    expect(table.getState().continuePrefix()).toBe(true);
    const { setup, moves, state, history, saveError, saveNote, savePrefix } = table.getState();
    expect(setup).toEqual(save.setup);
    expect(moves).toEqual(save.moves.slice(0, 4));
    expect(history).toHaveLength(5);
    expect(state).toEqual(engine.replay(save.setup, save.moves.slice(0, 4)));
    expect([saveError, savePrefix]).toEqual([null, null]);
    expect(saveNote).toMatch(/^This game goes on from the first 4 moves of a save/);
    expect(JSON.parse(storage.data.get(store.AUTOSAVE_KEY)!)).toMatchObject({
      version: 3,
      rulesVersion: RULES_VERSION,
      moves: save.moves.slice(0, 4),
    });
    // Nothing is left to continue.
    expect(table.getState().continuePrefix()).toBe(false);
  });

  it('the offer goes with the refusal: dismissed, or another game opened', () => {
    const text = JSON.stringify(earlierSave(illegalFifth));
    const table = store.createGameStore();
    table.getState().loadSave(text);
    table.getState().clearSaveError();
    expect(table.getState().savePrefix).toBeNull();
    table.getState().loadSave(text);
    table.getState().startGame(earlierSave().setup);
    expect(table.getState().savePrefix).toBeNull();
    expect(table.getState().continuePrefix()).toBe(false);
  });

  it('an autosave written before the update is set aside, and its legal beginning offered', () => {
    const save = earlierSave(illegalFifth);
    const storage = memoryStorage();
    storage.setItem(store.AUTOSAVE_KEY, JSON.stringify(save));
    const table = store.createGameStore();
    const restored = store.restoreAutosave(table, storage);
    expect(restored).toEqual({
      kind: 'set-aside',
      reason: expect.stringMatching(
        /^The rules changed since this save was written .* its move 5 /,
      ),
    });
    expect(storage.getItem(store.SET_ASIDE_KEY)).toBe(JSON.stringify(save));
    expect(table.getState().saveError).toBeNull();
    expect(table.getState().continuePrefix()).toBe(true);
    expect(table.getState().moves).toEqual(save.moves.slice(0, 4));
  });
});

describe('a save whose moves the rules still allow but lead elsewhere', () => {
  /** What it names: the Power a seat had when it was saved, and a later round. */
  const elsewhere = (save: SaveFile): Partial<SaveFile> => ({
    outcome: {
      ...save.outcome,
      round: save.outcome.round + 1,
      power: { ...save.outcome.power, allaria: (save.outcome.power.allaria ?? 0) + 3 },
    },
  });

  it('loads with a note saying where it stood when saved and where it stands now', () => {
    const save = earlierSave(elsewhere);
    const { round } = save.outcome;
    const now = store.readSave(JSON.stringify(save));
    expect(now).toMatchObject({ ok: true, moves: save.moves, noteIsAboutTheFile: false });
    if (!now.ok) return;
    expect(now.note).toMatch(
      new RegExp(
        `^The rules changed since this save was written \\(it names rules version ${EARLIER}; this table plays version ${RULES_VERSION}\\): its moves are all still allowed, but they lead elsewhere\\. When it was saved: round ${round}, \\w+, after 12 moves, \\w+ to decide; Power: Allaria ${save.outcome.power.allaria}, .*\\. Now: round ${round - 1}, \\w+, after 12 moves, \\w+ to decide; Power: Allaria ${save.outcome.power.allaria! - 3}, `,
      ),
    );
  });

  it('its own autosave says so too', () => {
    const storage = memoryStorage();
    storage.setItem(store.AUTOSAVE_KEY, JSON.stringify(earlierSave(elsewhere)));
    const table = store.createGameStore();
    expect(store.restoreAutosave(table, storage)).toEqual({ kind: 'restored' });
    expect(table.getState().saveNote).toMatch(/^The rules changed since this save was written/);
  });

  it('under the rules it names, the same save is refused as edited', () => {
    const save = resealed({ ...earlierSave(elsewhere), rulesVersion: RULES_VERSION });
    expect(store.readSave(JSON.stringify(save))).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^This save was edited after it was written: under the very rules/,
      ),
      prefix: null,
    });
  });
});
