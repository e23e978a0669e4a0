import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordTable, RECORDED_TABLE_FILE } from '../../scripts/tableRecording';

/**
 * The recorded game the UI plays with no engine behind it (tests/ui/table/RecordedTable.test.tsx) is the
 * one this device's table source gives today: a change to the frames or the rules that leaves it
 * behind fails here, and `npx tsx scripts/recordTable.ts` records it again.
 */
describe('the recorded table', () => {
  it('is what the local table source gives for its game today', () => {
    const stored = JSON.parse(readFileSync(RECORDED_TABLE_FILE, 'utf8'));
    expect(JSON.parse(JSON.stringify(recordTable()))).toEqual(stored);
  });
});
