/**
 * Lists every rule ID of the base-game reconstruction (RB-…) and of the module index (EV-…) with
 * the tests named after it. `npm run rules:coverage [-- --only RB,EV-SAGA] [--strict]`:
 * --only keeps IDs starting with one of the prefixes; --strict exits 1 if any kept ID is uncovered.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const shared = join(root, '..', 'shared', 'rules');

interface Rule {
  id: string;
  section: string;
}

function rulesFrom(file: string, line: RegExp): Rule[] {
  const rules: Rule[] = [];
  let section = '';
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.startsWith('## '))
      section = text
        .slice(3)
        .replace(/ — .*$/, '')
        .trim();
    const match = line.exec(text);
    if (match && !/\(retired\)/.test(text)) rules.push({ id: match[1], section });
  }
  return rules;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Titles of it/test/describe blocks, where rule IDs name what a test proves, plus string literals
 * that are a rule ID on their own (the rows of an `it.each` table whose title prints them).
 */
function testTitles(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const titles: string[] = [];
  // `it('…')`, `describe('…')`, and the title call of `it.each(table)('…')`.
  const call = /(?:\b(?:it|test|describe)|\))\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g;
  for (const match of source.matchAll(call)) titles.push(match[2]);
  const tableRow = /(['"`])((?:RB-\d+[a-z]?|EV(?:-[A-Z]+)+-\d+))\1/g;
  for (const match of source.matchAll(tableRow)) titles.push(match[2]);
  return titles;
}

/** `EV-DDIAL-6/7/8` names three rules. */
const expandLists = (text: string) =>
  text.replace(
    /\b((?:RB|EV(?:-[A-Z]+)+)-)(\d+[a-z]?)((?:\/\d+[a-z]?)+)/gi,
    (_, prefix: string, first: string, rest: string) =>
      [first, ...rest.split('/').filter(Boolean)].map((n) => prefix + n).join(' '),
  );

const normalise = (text: string) => expandLists(text.replace(/_/g, '-')).toUpperCase();

function main(): void {
  const args = process.argv.slice(2);
  const onlyArg = args.indexOf('--only');
  const only = onlyArg >= 0 ? args[onlyArg + 1].split(',').map((p) => p.toUpperCase()) : null;
  const strict = args.includes('--strict');

  const rules = [
    ...rulesFrom(join(shared, 'base-game.md'), /^- (RB-\d+[a-z]?) /),
    ...rulesFrom(join(shared, 'module-rules.md'), /^- \*\*(EV(?:-[A-Z]+)+-\d+)\*\* — /),
  ].filter((r) => !only || only.some((p) => r.id.toUpperCase().startsWith(p)));

  const titles = [join(root, 'tests'), join(root, 'e2e')]
    .flatMap(testFiles)
    .flatMap((file) =>
      testTitles(file).map((title) => ({ file: relative(root, file), title: normalise(title) })),
    );

  let uncovered = 0;
  let section = '';
  for (const rule of rules) {
    if (rule.section !== section) {
      section = rule.section;
      console.log(`\n${section}`);
    }
    const id = new RegExp(`(^|[^A-Z0-9-])${normalise(rule.id)}(?![0-9A-Z])`, 'i');
    const hits = titles.filter((t) => id.test(t.title));
    if (hits.length === 0) uncovered += 1;
    const files = [...new Set(hits.map((h) => h.file))].join(', ');
    console.log(
      `  ${hits.length > 0 ? '✓' : '✗'} ${rule.id.padEnd(20)} ${hits.length > 0 ? `${hits.length} test(s) in ${files}` : 'no test'}`,
    );
  }
  console.log(
    `\n${rules.length - uncovered} of ${rules.length} rule IDs have a test; ${uncovered} uncovered.`,
  );
  if (strict && uncovered > 0) process.exit(1);
}

main();
