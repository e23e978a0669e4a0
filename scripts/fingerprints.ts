/**
 * npm run fingerprints [-- --update]
 *
 * Plays the seeded games of scripts/fingerprintGames.ts and compares each with its line in
 * tests/fingerprints/games.json (move count and final-state fingerprint), listing every game that
 * changed; `--update` writes the table anew. A behaviour change is expected to change lines: say
 * so in the commit that regenerates them, and add the rules version the new table asks for.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dataFingerprint, RULES_HISTORY, RULES_VERSION } from '../src/engine';
import {
  FINGERPRINT_GAMES,
  formatTable,
  playFingerprint,
  type FingerprintRow,
} from './fingerprintGames';

const TABLE = fileURLToPath(new URL('../tests/fingerprints/games.json', import.meta.url));

function main(): number {
  const args = process.argv.slice(2);
  if (args.some((a) => a !== '--update')) {
    console.error('usage: npm run fingerprints [-- --update]');
    return 2;
  }
  const started = performance.now();
  const rows = FINGERPRINT_GAMES.map(playFingerprint);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (args.includes('--update')) {
    writeFileSync(TABLE, formatTable(rows));
    console.log(`wrote ${rows.length} games to tests/fingerprints/games.json (${seconds} s)`);
    const digest = dataFingerprint(rows);
    if (digest !== RULES_HISTORY[RULES_HISTORY.length - 1].games)
      console.log(
        `The table changed: bump RULES_VERSION by adding { version: ${RULES_VERSION + 1}, games: '${digest}', change: '…' } to RULES_HISTORY in src/engine/rulesVersion.ts.`,
      );
    return 0;
  }
  const committed = JSON.parse(readFileSync(TABLE, 'utf8')) as FingerprintRow[];
  const before = new Map(committed.map((row) => [row.name, row]));
  const changed = rows.filter(
    (row) => JSON.stringify(before.get(row.name)) !== JSON.stringify(row),
  );
  for (const row of changed) {
    const old = before.get(row.name);
    const was = old ? `${old.moves} moves ${old.fingerprint}` : 'not in the table';
    console.log(`${row.name}: ${was} → ${row.moves} moves ${row.fingerprint}`);
  }
  const gone = committed.filter((row) => !rows.some((r) => r.name === row.name));
  for (const row of gone) console.log(`${row.name}: in the table, no longer played`);
  const differ = changed.length + gone.length;
  console.log(`${rows.length} games, ${differ} differ from the table (${seconds} s)`);
  return differ === 0 ? 0 : 1;
}

process.exitCode = main();
