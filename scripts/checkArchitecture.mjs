// `npm test` step: the architecture's rules (docs/architecture.md "Layers", "Rule modules", "The
// UI"). dependency-cruiser checks the imports (.dependency-cruiser.cjs: no cycles, base files import
// no rule module, the UI and the store use the engine's public API, the UI's districts keep to their
// own); then src/ui holds no file at its root but its entry, no engine file may grow past
// MAX_LINES, and no committed file names a directory of one machine, a work item by number or a
// design file outside the repository.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bin, root } from './ensure-deps.mjs';

/** A file that needs more is two files (docs/style.md: one concept per module). */
const MAX_LINES = 400;

const cruise = spawnSync(
  bin('depcruise'),
  ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  { cwd: root, stdio: 'inherit' },
);
if (cruise.status !== 0) process.exit(cruise.status ?? 1);

/**
 * src/ui holds its districts (app, start, table, files, demos, rules, words, kit) and, at its
 * root, only the entry that src/main.tsx imports: a new file goes into the district it belongs to.
 */
const UI_ENTRY = 'index.ts';
const strays = readdirSync(join(root, 'src', 'ui'), { withFileTypes: true })
  .filter((entry) => !entry.isDirectory() && entry.name !== UI_ENTRY)
  .map((entry) => `src/ui/${entry.name}`);
if (strays.length > 0) {
  console.error(`Files at the root of src/ui (only ${UI_ENTRY}, the entry, lives there):`);
  for (const stray of strays) console.error(`  ${stray}: move it into its district`);
  process.exit(1);
}
console.log(`✔ src/ui holds no file at its root but ${UI_ENTRY}`);

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const tooLong = [];
for (const file of filesUnder(join(root, 'src', 'engine'))) {
  const lines = readFileSync(file, 'utf8').split('\n').length - 1;
  if (lines > MAX_LINES) tooLong.push(`${relative(root, file)}: ${lines} lines`);
}
if (tooLong.length > 0) {
  console.error(`Engine files over ${MAX_LINES} lines (split each by concept):`);
  for (const line of tooLong) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`✔ no engine file over ${MAX_LINES} lines`);

// Nothing committed names a directory of one machine (a report, a doc, a comment): the repository
// must read the same on every clone.
const machinePaths = spawnSync(
  'git',
  // The pattern is spelled so that it does not match itself.
  [
    'grep',
    '-nE',
    '(/wor[k]/|/hom[e]/[a-z]|/roo[t]/|/User[s]/[A-Z])',
    '--',
    '.',
    ':!package-lock.json',
  ],
  { cwd: root, encoding: 'utf8' },
);
if (machinePaths.status === 0) {
  console.error('Committed files name a directory of one machine:');
  console.error(machinePaths.stdout);
  process.exit(1);
}
console.log('✔ no committed file names a directory of one machine');

// The repository explains itself (docs/style.md, "Comments explain why"): nothing committed cites
// a work item by its number, in the forms this repository used, or a design file or folder
// outside it. A comment or doc says the reason itself, or cites a rule ID, a README section or a
// section of docs/.
const CITATION = [
  '[Ii]ssue[s]? #?[0-9]', // a work item by number, as prose
  '\\(#[0-9]+\\)', // a work item by number, in brackets
  '(^|[^/A-Za-z0-9_-])(ui|architecture|style)\\.md', // a design file not under docs/
  '\\.\\./shared/', // the folder beside the repository
];
const citations = spawnSync(
  'git',
  [
    'grep',
    '-nIE',
    // Each part is spelled so that it does not match itself.
    `(${CITATION.join('|')})`,
    '--',
    '.',
    ':!package-lock.json',
    ':!tests/fixtures/',
    ':!reports/',
  ],
  { cwd: root, encoding: 'utf8' },
);
if (citations.status === 0) {
  console.error(
    'Committed files cite a work-item number or a design file outside the repository; say the ' +
      'reason itself, or cite a rule ID or a section of docs/:',
  );
  console.error(citations.stdout);
  process.exit(1);
}
if (citations.status !== 1) {
  console.error(citations.stderr);
  process.exit(citations.status ?? 1);
}
console.log('✔ no committed file cites a work-item number or a design file outside the repository');
