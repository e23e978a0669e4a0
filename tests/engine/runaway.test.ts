import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, newGame, type GameSetup } from '../../src/engine';
import { DEFAULT_RULES } from '../../src/engine/modules';
import { MAX_RESOLVER_STEPS } from '../../src/engine/resolver';
import { installRules } from '../../src/engine/ruleHooks/apply';
import { HUMAN_TABLE } from '../tables';

/**
 * The resolver's step limit: a rule that never ends fails loudly instead of hanging the table. No
 * real effect runs away, so this file contrives one: while `runaway.on`, the Planning frame does
 * nothing at all — it neither pops nor asks — which leaves the resolver looping on it forever. It
 * is installed as the Planning frame's handler for this file only; every other test file runs the
 * real handler.
 */
const runaway = { on: false, calls: 0 };

const realPlanning = DEFAULT_RULES.frames.planning;
beforeAll(() =>
  installRules({
    ...DEFAULT_RULES,
    frames: {
      ...DEFAULT_RULES.frames,
      planning: (...args) => {
        if (!runaway.on) return realPlanning(...args);
        runaway.calls++;
      },
    },
  }),
);
afterAll(() => installRules(DEFAULT_RULES));

afterEach(() => {
  runaway.on = false;
  runaway.calls = 0;
});

const setup: GameSetup = { seed: 3, seats: HUMAN_TABLE, initiative: 'allaria' };

describe('a runaway effect', () => {
  it('ends the move as a refusal with a reason at the step limit; the state is untouched', () => {
    const s = newGame(setup);
    const [move] = legalMoves(s);
    const before = JSON.stringify(s);
    runaway.on = true;

    const result = applyMove(s, move);

    expect(result).toEqual({
      ok: false,
      error: {
        code: 'runaway',
        message: expect.stringMatching(
          /^The rules engine stopped an effect that ran 100000 steps without a decision \(planning ← round\)/,
        ) as string,
      },
    });
    expect(runaway.calls).toBe(MAX_RESOLVER_STEPS);
    expect(JSON.stringify(s)).toBe(before);
    // The real rule plays the same move.
    runaway.on = false;
    expect(applyMove(s, move).ok).toBe(true);
  });

  it('refuses a setup whose opening runs away, with the same reason', () => {
    runaway.on = true;
    const result = createGame(setup);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^The rules engine stopped an effect/);
  });
});
