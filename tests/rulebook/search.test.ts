import { describe, expect, it } from 'vitest';
import rulesData from '../../src/rulebook/rulesData.json';
import { groupBySection, searchRules } from '../../src/rulebook/search';
import type { RulesData, RuleTag } from '../../src/rulebook/types';

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

  it("ranks words best first: questions, players' words and typos find the right rule", () => {
    // RB-43: 10 Power tokens win; asked as a player would ask it.
    expect(ids('how do I win')[0]).toBe('RB-43');
    expect(ids('win')[0]).toBe('RB-43');
    // A siege is an attack on a Stronghold: EV-SAGA-HOLD-32 says when that combat ends.
    expect(ids('siege')[0]).toBe('EV-SAGA-HOLD-32');
    // One letter missing still finds the rule that defines the Harvest Glyph.
    expect(['RB-20', 'RB-26']).toContain(ids('harvst')[0]);
    expect(ids('harvst').slice(0, 2).sort()).toEqual(['RB-20', 'RB-26']);
    // A rule comes before the one-line readings about it.
    expect(ids('skull')[0]).toMatch(/^(RB-37a|EV-DDIAL-22)$/);
    expect(searchRules(entries, 'skull', ALL)[0].kind).toBe('rule');
  });

  it("a query is plain text: Object's own property names find rules or nothing, never throw", () => {
    for (const query of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(() => ids(query)).not.toThrow();
    // The players' words still find theirs beside such a word.
    expect(ids('siege')[0]).toBe('EV-SAGA-HOLD-32');
    expect(ids('constructor siege')).not.toContain('RB-43');
  });

  it("the start of a player's word finds what the whole word would, and questions find the rule", () => {
    // A player typing "siege" sees the siege rule from "sieg" on.
    expect(ids('sieg')[0]).toBe('EV-SAGA-HOLD-32');
    // RB-28: the hand limit, asked as a player asks it.
    expect(ids('how many cards can I hold')[0]).toBe('RB-28');
    expect(ids('hand limit')[0]).toBe('RB-28');
  });

  it('a word no rule has does not hide what the other words find', () => {
    expect(ids('how do dice work')[0]).toBe('RB-4');
  });

  it('a typo is forgiven only for a word no rule starts with', () => {
    // "mother" is a word of the rules, so "other" entries do not creep in.
    for (const e of searchRules(entries, 'weeping mother', ALL))
      expect(`${e.section} ${e.text} ${e.reading}`).toMatch(/mother/i);
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
