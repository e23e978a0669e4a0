/**
 * Parsers for the rule documents the rules reference is generated from: the module index (its EV-…
 * rules), the base-game reconstruction (its RB-… rules), both from the folder of the rules files,
 * and the project's rulings (docs/rulings.md). Each returns plain entries; `linkReadings` then ties
 * every rule to the Proposed readings that talk about it.
 */
import type { DeclaredCount, RuleEntry, RuleTag } from '../src/rulebook/types';

const RULE_ID = String.raw`(?:RB-\d+[a-z]?|EV(?:-[A-Z]+)+-\d+|Q-[A-Z]+-\d+)`;

/** Every rule ID a text names, with `EV-DDIAL-5/14` read as EV-DDIAL-5 and EV-DDIAL-14. */
export function idsIn(text: string): string[] {
  const found = new Set<string>();
  const list = new RegExp(String.raw`\b(${RULE_ID})((?:\/\d+[a-z]?)+)?`, 'g');
  for (const [, first, rest] of text.matchAll(list)) {
    found.add(first);
    const prefix = first.replace(/\d+[a-z]?$/, '');
    for (const n of rest?.split('/').filter(Boolean) ?? []) found.add(prefix + n);
  }
  return [...found];
}

/** Markdown emphasis and code marks read as plain text in the reference. */
export const plain = (markdown: string) =>
  markdown
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\*(.+?)\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .trim();

function entry(fields: Omit<RuleEntry, 'refs' | 'readings'> & { refs?: string[] }): RuleEntry {
  return { ...fields, refs: fields.refs ?? [], readings: [] };
}

const MODULE_SECTION = /^## (\d+\. .+?) — `(EV-[A-Z-]+)`/;
const MODULE_RULE = /^- \*\*(EV(?:-[A-Z]+)+-\d+)\*\* — (.*?)(?: \[(L[^\]]+)\])?$/;
const AMBIGUITY = /^- (Q-[A-Z]+-\d+) · (.*?) \*\*Proposed:\*\* (.*?)(?: \*Reason:\* (.*))?$/;
const COUNT_ROW = /^\| \d+\. .+? \| `(EV-[A-Z-]+)-n` \| (\d+) \| (\d+) \|$/;

/** The module index: its EV rules (tag module) and the Proposed readings of its open questions. */
export function parseModuleRules(markdown: string): RuleEntry[] {
  const entries: RuleEntry[] = [];
  let section = '';
  for (const line of markdown.split('\n')) {
    const heading = MODULE_SECTION.exec(line);
    if (heading) section = heading[1];
    const rule = MODULE_RULE.exec(line);
    if (rule) {
      const [, id, statement, cite] = rule;
      const text = plain(statement);
      const refs = idsIn(text).filter((ref) => ref !== id);
      entries.push(
        entry({
          key: id,
          id,
          kind: 'rule',
          source: 'module',
          section,
          tag: 'module',
          text,
          cite,
          refs,
        }),
      );
    }
    const question = AMBIGUITY.exec(line);
    if (question) {
      const [, id, asked, proposed, reason] = question;
      entries.push(
        entry({
          key: id,
          id,
          kind: 'reading',
          source: 'module',
          section,
          // A Proposed reading is the app's decision, not the rulebook's: a house rule.
          tag: 'house',
          text: plain(asked),
          reading: plain(proposed),
          reason: reason ? plain(reason) : undefined,
          refs: idsIn(`${asked} ${proposed} ${reason ?? ''}`).filter((ref) => ref !== id),
        }),
      );
    }
  }
  return entries;
}

/** The "Rule ID counts" table at the end of the module index. */
export function parseDeclaredCounts(markdown: string): DeclaredCount[] {
  return markdown.split('\n').flatMap((line) => {
    const row = COUNT_ROW.exec(line);
    return row ? [{ prefix: row[1], rules: Number(row[2]), ambiguities: Number(row[3]) }] : [];
  });
}

const BASE_SECTION = /^## (\d+\. .+?)(?: \[.*\])?$/;
const BASE_RULE = /^- (RB-\d+[a-z]?) (.*)$/;
const CONTINUATION = /^ {2,}(\S.*)$/;
const LEADING_MARK = /^\[(known|house|module)\]\s*/;

/** `[known]` or `[known …]` in front: known; `[module]` in front: the module's; otherwise house. */
function baseTag(text: string): RuleTag {
  if (/^\[known\b/.test(text)) return 'known';
  if (text.startsWith('[module]')) return 'module';
  return 'house';
}

/** The base-game reconstruction: RB rules, each possibly wrapped over indented lines. */
export function parseBaseRules(markdown: string): RuleEntry[] {
  const entries: RuleEntry[] = [];
  let section = '';
  let open: { id: string; lines: string[] } | null = null;
  const close = () => {
    if (!open) return;
    const raw = open.lines.join(' ');
    const text = plain(raw.replace(LEADING_MARK, ''));
    entries.push(
      entry({
        key: open.id,
        id: open.id,
        kind: 'rule',
        source: 'base',
        section,
        tag: baseTag(raw),
        text,
        refs: idsIn(text).filter((ref) => ref !== open?.id),
      }),
    );
    open = null;
  };
  for (const line of markdown.split('\n')) {
    const continued = open && CONTINUATION.exec(line);
    if (open && continued) {
      open.lines.push(continued[1]);
      continue;
    }
    close();
    const heading = BASE_SECTION.exec(line);
    if (heading) section = heading[1];
    const rule = BASE_RULE.exec(line);
    if (rule) open = { id: rule[1], lines: [rule[2]] };
  }
  close();
  return entries;
}

const RULINGS_SECTION = /^## (.+?)(?: \(.*\))?$/;

/** docs/rulings.md: every row of its `| Rule | Question | Reading |` tables, as house rulings. */
export function parseRulings(markdown: string): RuleEntry[] {
  const entries: RuleEntry[] = [];
  let section = '';
  for (const line of markdown.split('\n')) {
    const heading = RULINGS_SECTION.exec(line);
    if (heading) section = heading[1];
    if (!line.startsWith('|')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.length !== 3 || cells[0] === 'Rule' || /^-+$/.test(cells[0])) continue;
    const [rule, question, reading] = cells;
    entries.push(
      entry({
        key: `ruling-${entries.length + 1}`,
        id: plain(rule),
        kind: 'ruling',
        source: 'rulings',
        section,
        tag: 'house',
        text: plain(question),
        reading: plain(reading),
        refs: idsIn(rule),
      }),
    );
  }
  return entries;
}

/** Each rule lists the Proposed readings that name it, so the reference can point to them. */
export function linkReadings(entries: RuleEntry[]): RuleEntry[] {
  const readingsOf = new Map<string, string[]>();
  for (const reading of entries.filter((e) => e.kind === 'reading'))
    for (const ref of reading.refs)
      readingsOf.set(ref, [...(readingsOf.get(ref) ?? []), reading.id]);
  return entries.map((e) =>
    e.kind === 'rule' ? { ...e, readings: readingsOf.get(e.id) ?? [] } : e,
  );
}
