import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FINGERPRINT_GAMES,
  playFingerprint,
  type FingerprintRow,
} from '../../scripts/fingerprintGames';

/**
 * The project's perft: every seeded game of the table plays to the same end as when the table was
 * written. A failure is a change of behaviour: if it is meant, `npm run fingerprints -- --update`
 * rewrites the table and the commit says why the lines changed.
 */
const table = JSON.parse(
  readFileSync(new URL('./games.json', import.meta.url), 'utf8'),
) as FingerprintRow[];

describe('seeded game fingerprints', () => {
  it('the table lists every game once, in order', () => {
    expect(table.map((row) => row.name)).toEqual(FINGERPRINT_GAMES.map((game) => game.name));
  });

  it.each(FINGERPRINT_GAMES.map((game, i) => [game.name, game, table[i]] as const))(
    '%s plays to its recorded end',
    (_name, game, row) => {
      expect(playFingerprint(game)).toEqual(row);
    },
  );
});
