import type { RuleEntry, RuleSource, RuleTag } from './types';

export const TAG_NAMES: Record<RuleTag, string> = {
  module: 'Module',
  known: 'Known base rule',
  house: 'House rule',
};

const SOURCE_NAMES: Record<RuleSource, string> = {
  module: 'Epics of Valerna',
  base: 'Base game',
  rulings: 'Rulings of this table',
};

/** A word that looks like a rule ID (`rb-28`, `EV-SAGA`, `q-kad-3`) is matched against IDs. */
const ID_LIKE = /^(rb|ev|q)-/i;

/**
 * An ID word matches an ID it begins, as long as it does not stop inside a number: `RB-28` finds
 * RB-28 and RB-28a but not RB-280, `EV-SAGA` finds every Saga rule.
 */
function idMatches(word: string, id: string): boolean {
  const upper = id.toUpperCase();
  return upper.startsWith(word) && !/\d/.test(upper.charAt(word.length));
}

function matchesWord(entry: RuleEntry, word: string): boolean {
  if (ID_LIKE.test(word)) {
    const upper = word.toUpperCase();
    return [entry.id, ...entry.refs].some((id) =>
      // A ruling's badge may list several IDs ("RB-18a / RB-32"); its refs hold each one.
      id.split(/[\s/,]+/).some((part) => idMatches(upper, part)),
    );
  }
  // Words match from the start of a word: "roll" finds "rolls", not "uncontrolled".
  const start = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
  return start.test([entry.id, entry.section, entry.text, entry.reading ?? ''].join(' '));
}

/**
 * The entries with one of `tags` that match every word of `query` (case-insensitive, from the
 * start of a word; an empty query matches all). ID words match the entry's own ID and the IDs it is about, so opening the
 * reference at a rule also shows its readings and rulings.
 */
export function searchRules(
  entries: readonly RuleEntry[],
  query: string,
  tags: ReadonlySet<RuleTag>,
): RuleEntry[] {
  const words = query.split(/\s+/).filter(Boolean);
  const found = entries.filter((e) => tags.has(e.tag) && words.every((w) => matchesWord(e, w)));
  // Asked for one rule by its ID: that rule comes first, then what is said about it.
  const exact = query.trim().toUpperCase();
  return [
    ...found.filter((e) => e.id.toUpperCase() === exact),
    ...found.filter((e) => e.id.toUpperCase() !== exact),
  ];
}

export interface RuleSection {
  title: string;
  entries: RuleEntry[];
}

/** Entries grouped by their section, in the order the reference lists them. */
export function groupBySection(entries: readonly RuleEntry[]): RuleSection[] {
  const sections = new Map<string, RuleEntry[]>();
  for (const e of entries) {
    const title = `${SOURCE_NAMES[e.source]} · ${e.section}`;
    const list = sections.get(title);
    if (list) list.push(e);
    else sections.set(title, [e]);
  }
  return [...sections].map(([title, list]) => ({ title, entries: list }));
}
