import { describe, expect, it } from 'vitest';
import {
  idsIn,
  linkReadings,
  parseBaseRules,
  parseDeclaredCounts,
  parseModuleRules,
  parseRulings,
} from '../../scripts/rulesText';

const MODULE = `
## 2. Power token slots — \`EV-SLOT\`

- **EV-SLOT-3** — Each slot holds a maximum of 1 Power token. [L40]
- **EV-SLOT-4** — Once placed, a Power token cannot be moved. [L24, L38]
- **EV-SLOT-5** — The only exception to EV-SLOT-4: a stolen token leaves its slot. [L38]

#### Ambiguities
- Q-SLOT-2 · A token is gained while every slot is full. **Proposed:** the token is not gained. *Reason:* EV-SLOT-3 forbids a 2nd token.

| 2. Power token slots | \`EV-SLOT-n\` | 8 | 4 |
`;

const BASE = `
## 2. Map [the 12-region count is known; the layout is house]
- RB-6 Starting regions: allar, blood, crown, nahu. The other
  eight are non-starting regions.
- RB-7 [known] Region status: **controlled** by a General.
- "The player to the right of X" = the player just before X.
## 6. Glyphs [names known from the module; numbers are house]
- RB-19a [known 6-Unit limit] No side may have more than 6 Units in one region.
- RB-40 [module] Creature miniatures heal fully when a combat ends.
`;

const RULINGS = `
## Base game (RB-…)

| Rule                   | Question                 | Reading the engine plays |
| ---------------------- | ------------------------ | ------------------------ |
| RB-18a / RB-32 / RB-33 | When is a General hurt?  | Hits go to the city.     |

## Module (EV-…)

| Rule          | Question         | Reading the engine plays |
| ------------- | ---------------- | ------------------------ |
| EV-DDIAL-5/14 | When to assign?  | Once per combat.         |
`;

describe('rules reference extraction', () => {
  it('reads module rules with their section and line citation, and readings as house rules', () => {
    const entries = parseModuleRules(MODULE);
    expect(entries.map((e) => [e.id, e.kind, e.tag])).toEqual([
      ['EV-SLOT-3', 'rule', 'module'],
      ['EV-SLOT-4', 'rule', 'module'],
      ['EV-SLOT-5', 'rule', 'module'],
      ['Q-SLOT-2', 'reading', 'house'],
    ]);
    expect(entries[1]).toMatchObject({
      section: '2. Power token slots',
      text: 'Once placed, a Power token cannot be moved.',
      cite: 'L24, L38',
    });
    expect(entries[2].refs).toEqual(['EV-SLOT-4']);
    expect(entries[3]).toMatchObject({
      text: 'A token is gained while every slot is full.',
      reading: 'the token is not gained.',
      reason: 'EV-SLOT-3 forbids a 2nd token.',
      refs: ['EV-SLOT-3'],
    });
  });

  it('links each rule to the readings that name it', () => {
    const linked = linkReadings(parseModuleRules(MODULE));
    expect(linked.find((e) => e.id === 'EV-SLOT-3')?.readings).toEqual(['Q-SLOT-2']);
    expect(linked.find((e) => e.id === 'EV-SLOT-4')?.readings).toEqual([]);
  });

  it('reads the counts table', () => {
    expect(parseDeclaredCounts(MODULE)).toEqual([{ prefix: 'EV-SLOT', rules: 8, ambiguities: 4 }]);
  });

  it('joins wrapped base rules and tags [known …] as known, a leading [module] as module, the rest house', () => {
    const entries = parseBaseRules(BASE);
    expect(entries.map((e) => [e.id, e.tag, e.section])).toEqual([
      ['RB-6', 'house', '2. Map'],
      ['RB-7', 'known', '2. Map'],
      ['RB-19a', 'known', '6. Glyphs'],
      ['RB-40', 'module', '6. Glyphs'],
    ]);
    expect(entries[0].text).toBe(
      'Starting regions: allar, blood, crown, nahu. The other eight are non-starting regions.',
    );
    // The mark becomes the tag; emphasis is dropped; a qualified mark stays in the text.
    expect(entries[1].text).toBe('Region status: controlled by a General.');
    expect(entries[2].text).toMatch(/^\[known 6-Unit limit\] No side/);
  });

  it('reads every ruling row as a house ruling about the rules its first column names', () => {
    const entries = parseRulings(RULINGS);
    expect(entries).toMatchObject([
      {
        id: 'RB-18a / RB-32 / RB-33',
        section: 'Base game',
        tag: 'house',
        text: 'When is a General hurt?',
        reading: 'Hits go to the city.',
        refs: ['RB-18a', 'RB-32', 'RB-33'],
      },
      { id: 'EV-DDIAL-5/14', section: 'Module', refs: ['EV-DDIAL-5', 'EV-DDIAL-14'] },
    ]);
    expect(new Set(entries.map((e) => e.key)).size).toBe(2);
  });

  it('finds rule IDs in text, expanding slash lists', () => {
    expect(idsIn('see RB-44c, Q-WILD-2/3 and EV-SAGA-KAD-4 (not RB-)')).toEqual([
      'RB-44c',
      'Q-WILD-2',
      'Q-WILD-3',
      'EV-SAGA-KAD-4',
    ]);
  });
});
