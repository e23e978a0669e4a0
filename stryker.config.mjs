// @ts-check
/**
 * Mutation testing of the engine's rule code with Stryker: `npm run mutation` (not in `npm test`;
 * README, "Mutation testing"). Every mutant is run against the rule tests that cover it
 * (vitest.stryker.config.ts); the incremental file keeps the results, so a rerun tests only
 * mutants whose code or covering tests changed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

const CONTENT = 'src/engine/content';

/**
 * src/engine/content holds the game's data tables, and beside them a few functions the rules
 * call (regionCardGlyphs, vaalaSetOf, charactersFor, the map's distance table …). Those are rule
 * code and are mutated: every `function` and every exported arrow function, found by parsing the
 * file, so a new one is picked up. A file-local arrow (`const bloom = (id) => ({ … })`) only builds
 * a table's rows at import and stays out with the data.
 */
function contentRuleCode() {
  return readdirSync(CONTENT)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => {
      const path = `${CONTENT}/${name}`;
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
      const line = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
      const range = (node) => `${path}:${line(node.getStart(source))}-${line(node.getEnd())}`;
      const exported = (node) =>
        ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
      return source.statements.flatMap((node) => {
        if (ts.isFunctionDeclaration(node) && node.body) return [range(node)];
        if (!ts.isVariableStatement(node) || !exported(node)) return [];
        return node.declarationList.declarations
          .filter((d) => d.initializer && ts.isArrowFunction(d.initializer))
          .map(range);
      });
    });
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './tests/mutation/displayText.mjs'],
  // Rule IDs cited to the player and the text of engine errors are not mutated: no rule reads
  // them (tests/mutation/displayText.mjs). Their mutants are reported as Ignored.
  ignorers: ['display-text'],
  // `related: false`: Stryker already names the covering tests; asking Vite for the files that
  // import the mutated one costs time on every run and finds nothing more.
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  mutate: [
    'src/engine/**/*.ts',
    // The data tables (house and printed content) are data, not rules; their rule code comes
    // back in below.
    `!${CONTENT}/**`,
    // Types only (no code, so no mutants) and the public re-export.
    '!src/engine/{types,frameTypes,setupTypes,terms}.ts',
    '!src/engine/ruleHooks/hooks.ts',
    '!src/engine/index.ts',
    // Not rules but the boundaries and plumbing around them: validators of untrusted input (held
    // by the fuzz suite in tests/fuzz, whose random games are too slow to run per mutant), the
    // scenario loader, the save fingerprint, data equality and copying (structural sharing's
    // copy-on-write in draft.ts too), the lookahead player's dealing of hidden cards
    // (determinize), and which parts of the rule code a game loads (loadRules). A run over one
    // of them: `npm run mutation -- --mutate src/engine/input/plainData.ts`.
    '!src/engine/input/{plainData,moveSchema,scenarioSchema,schemaParts,setupSchema}.ts',
    '!src/engine/scenario/**',
    '!src/engine/{fingerprint,sameData,clone,draft,loadRules}.ts',
    '!src/engine/queries/determinize.ts',
    ...contentRuleCode(),
  ],
  coverageAnalysis: 'perTest',
  // A mutant that code reaches while the modules load (the rule-module tables, the map's
  // distances) and also inside tests is run against its covering tests with the mutant switched
  // on at run time. One reached only while loading would need every test in a fresh module graph
  // (about a minute a mutant): it is reported as Ignored and left out of the score.
  ignoreStatic: true,
  incremental: true,
  // Committed: a fresh checkout reruns only what changed since the last recorded run.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // Two test runners for the machine's two cores.
  concurrency: 2,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
