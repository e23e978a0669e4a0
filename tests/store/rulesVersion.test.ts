import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataFingerprint, RULES_HISTORY, RULES_VERSION } from '../../src/engine';

/**
 * Saves name the rules version they were played under, and loading tells an edited save from one
 * whose rules changed by it (src/engine/rulesVersion.ts). The version must change whenever the
 * seeded games play differently; these tests make forgetting it fail.
 */
const table: unknown = JSON.parse(
  readFileSync(new URL('../fingerprints/games.json', import.meta.url), 'utf8'),
);

describe('the rules version follows the seeded games', () => {
  it('the seeded games play as the current rules version recorded: a changed table asks for a new version', () => {
    const current = RULES_HISTORY[RULES_HISTORY.length - 1];
    const digest = dataFingerprint(table);
    expect(
      digest,
      `tests/fingerprints/games.json changed (digest ${digest}; rules version ${current.version} recorded ${current.games}), so moves may do something else now: bump RULES_VERSION by adding { version: ${current.version + 1}, games: '${digest}', change: '…' } to RULES_HISTORY in src/engine/rulesVersion.ts.`,
    ).toBe(current.games);
  });

  it('RULES_VERSION is the last version of the history, which counts 1, 2, 3… and only grows', () => {
    expect(RULES_HISTORY.map((entry) => entry.version)).toEqual(RULES_HISTORY.map((_, i) => i + 1));
    expect(RULES_VERSION).toBe(RULES_HISTORY.length);
    for (const entry of RULES_HISTORY) {
      expect(entry.games).toMatch(/^[0-9a-f]{8}$/);
      expect(entry.change).not.toBe('');
    }
  });
});
