/**
 * Records a whole seeded solo game as the frames a table source gives the UI (src/source/
 * tableSource.ts), for the UI's test with a source of its own (tests/ui/recordedTable.ts): the UI
 * draws them with no engine behind it, as it would draw a table server's.
 *
 *   npx tsx scripts/recordTable.ts            # rewrites tests/fixtures/recordedTable.json
 *
 * tests/store/recordedTable.test.ts fails while the file differs from a fresh recording.
 */
import { writeFileSync } from 'node:fs';
import { recordTable, RECORDED_TABLE_FILE } from './tableRecording';

writeFileSync(RECORDED_TABLE_FILE, `${JSON.stringify(recordTable())}\n`);
console.log(`wrote ${RECORDED_TABLE_FILE.pathname}`);
