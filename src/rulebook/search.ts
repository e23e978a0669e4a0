import MiniSearch, { type Query } from 'minisearch';
import { PLAYER_WORDS, QUESTION_WORDS } from './playerWords';
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

function matchesId(entry: RuleEntry, word: string): boolean {
  const upper = word.toUpperCase();
  return [entry.id, ...entry.refs].some((id) =>
    // A ruling's badge may list several IDs ("RB-18a / RB-32"); its refs hold each one.
    id.split(/[\s/,]+/).some((part) => idMatches(upper, part)),
  );
}

/** The words of an entry the ranked search reads; the statement weighs most. */
const FIELDS = ['text', 'section', 'reading'] as const;
const BOOST = { text: 3, section: 1, reading: 1 };
const RULE_BOOST = 2;
const DEFINITION_BOOST = 3;

/**
 * A rule outranks the readings and rulings about it (their one-line questions would otherwise win
 * on a short text), and the rule that defines a term ("Harvest: …", "Skull: …") comes first.
 */
function documentBoost(entry: RuleEntry | undefined, term: string): number {
  if (!entry) return 1;
  const defines = entry.text.toLowerCase().startsWith(`${term}:`);
  return (entry.kind === 'rule' ? RULE_BOOST : 1) * (defines ? DEFINITION_BOOST : 1);
}

interface RankedIndex {
  index: MiniSearch<RuleEntry>;
  byKey: ReadonlyMap<string, RuleEntry>;
}

const indexes = new WeakMap<readonly RuleEntry[], RankedIndex>();

/** Built once per list of entries, on the first search with words. */
function indexOf(entries: readonly RuleEntry[]): RankedIndex {
  let built = indexes.get(entries);
  if (!built) {
    const index = new MiniSearch<RuleEntry>({
      idField: 'key',
      fields: [...FIELDS],
      extractField: (entry, field) => entry[field as (typeof FIELDS)[number]] ?? '',
    });
    index.addAll(entries);
    built = { index, byKey: new Map(entries.map((e) => [e.key, e])) };
    indexes.set(entries, built);
  }
  return built;
}

/**
 * One question word as a query: the word itself, matched from the start of the rules' words, or
 * the rules' own terms for it (PLAYER_WORDS). A word no rule starts with is taken for a typo and
 * matched within one or two edits ("harvst" → Harvest).
 */
function wordQuery(index: MiniSearch<RuleEntry>, word: string): Query {
  const known = index.search(word, { prefix: true }).length > 0;
  const typo = known ? false : word.length >= 8 ? 2 : word.length >= 4 ? 1 : false;
  return {
    combineWith: 'OR',
    queries: [{ queries: [word], fuzzy: typo }, ...playerTerms(word)],
  };
}

/**
 * The rules' own terms for a player's word, or for the start of one ("sieg" as a player goes on
 * typing "siege"): a word of three letters or more stands for every player's word it begins.
 */
function playerTerms(word: string): string[] {
  const exact = PLAYER_WORDS.get(word) ?? [];
  if (word.length < 3) return [...exact];
  const terms = new Set(exact);
  for (const [said, meant] of PLAYER_WORDS)
    if (said.startsWith(word)) for (const term of meant) terms.add(term);
  return [...terms];
}

function queryWords(query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return {
    idWords: words.filter((w) => ID_LIKE.test(w)),
    textWords: words
      .filter((w) => !ID_LIKE.test(w))
      .map((w) => w.replace(/[^\p{L}\p{N}-]/gu, ''))
      .filter((w) => w && !QUESTION_WORDS.has(w)),
  };
}

/** True when `query` has words to rank by (not only IDs): its results are best first. */
export function isRankedQuery(query: string): boolean {
  return queryWords(query).textWords.length > 0;
}

/**
 * The entries with one of `tags` that answer `query`, best first. ID words (`RB-28`, `EV-SAGA`)
 * keep the entries with that ID or about it, the rule itself first. Other words are ranked by
 * MiniSearch (BM25): every word must match, from the start of a rule's word, through its
 * synonyms, or within a typo; question words ("how do I") are ignored. An empty query lists all.
 */
export function searchRules(
  entries: readonly RuleEntry[],
  query: string,
  tags: ReadonlySet<RuleTag>,
): RuleEntry[] {
  const { idWords, textWords } = queryWords(query);
  const found = entries.filter((e) => tags.has(e.tag) && idWords.every((w) => matchesId(e, w)));
  if (textWords.length === 0) {
    // Asked for one rule by its ID: that rule comes first, then what is said about it.
    const exact = query.trim().toUpperCase();
    return [
      ...found.filter((e) => e.id.toUpperCase() === exact),
      ...found.filter((e) => e.id.toUpperCase() !== exact),
    ];
  }
  const { index, byKey } = indexOf(entries);
  const allowed = new Set(found.map((e) => e.key));
  const options = {
    boost: BOOST,
    prefix: true,
    boostDocument: (key: string, term: string) => documentBoost(byKey.get(key), term),
    filter: (hit: { id: string }) => allowed.has(hit.id),
  };
  const queries = textWords.map((w) => wordQuery(index, w));
  // Every word should match; a question with a word no rule has still finds what the others do.
  let hits = index.search({ combineWith: 'AND', queries }, options);
  if (hits.length === 0 && queries.length > 1)
    hits = index.search({ combineWith: 'OR', queries }, options);
  return hits.map((hit) => byKey.get(hit.id as string) as RuleEntry);
}

/** The heading an entry is listed under: its source and section. */
export function sectionTitle(entry: RuleEntry): string {
  return `${SOURCE_NAMES[entry.source]} · ${entry.section}`;
}

export interface RuleSection {
  title: string;
  entries: RuleEntry[];
}

/** Entries grouped by their section, in the order the reference lists them. */
export function groupBySection(entries: readonly RuleEntry[]): RuleSection[] {
  const sections = new Map<string, RuleEntry[]>();
  for (const e of entries) {
    const title = sectionTitle(e);
    const list = sections.get(title);
    if (list) list.push(e);
    else sections.set(title, [e]);
  }
  return [...sections].map(([title, list]) => ({ title, entries: list }));
}
