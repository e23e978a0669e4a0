import { describe, expect, it } from 'vitest';
import rulesData from '../../src/rules/rulesData.json';
import { groupBySection, searchRules } from '../../src/rules/search';
import type { RulesData, RuleTag } from '../../src/rules/types';

const { entries } = rulesData as RulesData;
const ALL = new Set<RuleTag>(['module', 'known', 'house']);
const ids = (query: string, tags = ALL) => searchRules(entries, query, tags).map((e) => e.id);

describe('rules search', () => {
  it('an ID finds that rule and its letter variants, never a longer number', () => {
    const found = ids('RB-2');
    expect(found[0]).toBe('RB-2');
    expect(found).not.toContain('RB-20');
    expect(ids('rb-28')).toEqual(expect.arrayContaining(['RB-28', 'RB-28a']));
  });

  it('an ID also finds the readings and rulings about it, the rule itself first', () => {
    const found = ids('EV-SAGA-KAD-4');
    expect(found[0]).toBe('EV-SAGA-KAD-4');
    expect(found).toContain('EV-SAGA-KAD-4, Q-KAD-1');
  });

  it('a prefix finds a whole family', () => {
    const rules = searchRules(entries, 'EV-SAGA-NULL', ALL).filter((e) => e.kind === 'rule');
    expect(rules).toHaveLength(19);
  });

  it('words match case-insensitively and all must match; tags filter', () => {
    const found = searchRules(entries, 'SKULL heals', ALL);
    expect(found.map((e) => e.id)).toContain('RB-37a');
    for (const e of found) expect(`${e.section} ${e.text} ${e.reading}`).toMatch(/skull/i);
    expect(ids('skull heals', new Set<RuleTag>(['module']))).not.toContain('RB-37a');
    // From the start of a word only.
    expect(ids('roll')).toContain('RB-41');
    expect(ids('roll')).not.toContain('EV-SAGA-RETURN-3');
  });

  it('groups by source and section in reference order', () => {
    const titles = groupBySection(entries).map((s) => s.title);
    expect(titles[0]).toBe('Epics of Valerna · 1. Epic characters setup');
    expect(titles).toContain('Base game · 7. Combat');
    expect(titles.at(-1)).toBe('Rulings of this table · Module');
  });
});
