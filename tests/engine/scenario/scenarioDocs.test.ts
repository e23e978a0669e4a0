import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  creatureSpec,
  dialSpec,
  regionSpec,
  sagaSpec,
  scenarioSchema,
  seatSpec,
  strongholdSpec,
} from '../../../src/engine/input/scenarioSchema';
import { setupSchema } from '../../../src/engine/input/setupSchema';

/** docs/scenarios.md documents every field a position file may hold, and names the right files. */
const DOC = readFileSync(join(import.meta.dirname, '../../../docs/scenarios.md'), 'utf8');
const keys = (schema: { entries: object }) => Object.keys(schema.entries);
const undocumented = (fields: string[]) => fields.filter((f) => !DOC.includes(`\`${f}\``));

describe('docs/scenarios.md', () => {
  it('has a row for every setup field and every scenario field', () => {
    expect(undocumented(keys(setupSchema))).toEqual([]);
    expect(undocumented(keys(scenarioSchema))).toEqual([]);
    expect(undocumented(keys(regionSpec).map((k) => `regions.R.${k}`))).toEqual([]);
    expect(undocumented(keys(seatSpec).map((k) => `seats.F.${k}`))).toEqual([]);
  });

  it('names every field of creatures, sagas, dials and strongholds', () => {
    for (const spec of [creatureSpec, sagaSpec, dialSpec, strongholdSpec])
      expect(undocumented(keys(spec))).toEqual([]);
  });

  it('says where the ids live: Stage markers and Stage cards in content/sagas.ts', () => {
    expect(DOC).toMatch(
      /Stage markers\s+\(`ember tide gale`\) and the Stage cards[^.]*are in `src\/engine\/content\/sagas\.ts`/,
    );
    expect(DOC).not.toMatch(/marker[^.]*content\/ids\.ts/);
  });
});
