import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idsIn, parseRulings } from '../../scripts/rulesText';
import rulesData from '../../src/rulebook/rulesData.json';
import type { RulesData } from '../../src/rulebook/types';

// Only repo files: the committed data must stand on its own in a clean clone.
const root = join(import.meta.dirname, '..', '..');
const { entries, declaredCounts } = rulesData as RulesData;
const rules = entries.filter((e) => e.kind === 'rule');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

describe('the committed rules reference data', () => {
  it('holds every EV rule and reading that the counts table of module-rules.md declares', () => {
    expect(declaredCounts).toHaveLength(24);
    for (const { prefix, rules: ruleCount, ambiguities } of declaredCounts) {
      const own = rules.filter((e) => new RegExp(`^${prefix}-\\d+$`).test(e.id));
      expect(own, prefix).toHaveLength(ruleCount);
      const section = own[0].section;
      const readings = entries.filter((e) => e.kind === 'reading' && e.section === section);
      expect(readings, `${prefix} readings`).toHaveLength(ambiguities);
    }
    expect(rules.filter((e) => e.source === 'module')).toHaveLength(311);
  });

  it('holds RB-1 to RB-44 with no number missing, known and house rules both present', () => {
    const base = rules.filter((e) => e.source === 'base');
    const numbers = new Set(base.map((e) => Number(/^RB-(\d+)/.exec(e.id)?.[1])));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 44 }, (_, i) => i + 1));
    expect(base.some((e) => e.tag === 'known')).toBe(true);
    expect(base.some((e) => e.tag === 'house')).toBe(true);
  });

  it('tags every entry, gives it text and a section, and never repeats a key', () => {
    for (const e of entries) {
      expect(['module', 'known', 'house'], e.key).toContain(e.tag);
      expect(e.text.length, e.key).toBeGreaterThan(0);
      expect(e.section.length, e.key).toBeGreaterThan(0);
    }
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });

  it('is up to date with docs/rulings.md', () => {
    const rulings = parseRulings(readFileSync(join(root, 'docs', 'rulings.md'), 'utf8'));
    expect(
      entries.filter((e) => e.kind === 'ruling'),
      'run npm run rules:extract',
    ).toEqual(rulings);
  });

  it('has an entry for every rule ID the engine names, so a decision can link to it', () => {
    const named = new Set(
      sourceFiles(join(root, 'src', 'engine')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'([A-Z][A-Z0-9-]+[a-z]?)'/g)].flatMap((m) =>
          idsIn(m[1]).filter((id) => id === m[1]),
        ),
      ),
    );
    const known = new Set(entries.map((e) => e.id));
    expect(named.size).toBeGreaterThan(50);
    expect([...named].filter((id) => !known.has(id))).toEqual([]);
  });
});
