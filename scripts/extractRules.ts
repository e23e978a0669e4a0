/**
 * Copies the rule texts into the repo as data for the in-app rules reference:
 * `npm run rules:extract [-- --rules FOLDER]` reads the module's numbered rules and the base game's
 * reconstruction from the folder of the rules files, kept beside the project and not in it (pass
 * it with --rules), and docs/rulings.md, and writes src/rulebook/rulesData.json.
 * Run it whenever one of those documents changes; the app never reads them itself.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import type { RulesData } from '../src/rulebook/types';
import {
  linkReadings,
  parseBaseRules,
  parseDeclaredCounts,
  parseModuleRules,
  parseRulings,
} from './rulesText';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { rules: { type: 'string', default: join(root, '..', 'shared', 'rules') } },
});
const read = (path: string) => readFileSync(path, 'utf8');

const moduleRules = read(join(values.rules, 'module-rules.md'));
const data: RulesData = {
  entries: linkReadings([
    ...parseModuleRules(moduleRules),
    ...parseBaseRules(read(join(values.rules, 'base-game.md'))),
    ...parseRulings(read(join(root, 'docs', 'rulings.md'))),
  ]),
  declaredCounts: parseDeclaredCounts(moduleRules),
};

const out = join(root, 'src', 'rulebook', 'rulesData.json');
const json = await format(JSON.stringify(data), {
  ...(await resolveConfig(out)),
  filepath: out,
});
writeFileSync(out, json);
const count = (kind: string) => data.entries.filter((e) => e.kind === kind).length;
console.log(
  `${out}: ${count('rule')} rules, ${count('reading')} readings, ${count('ruling')} rulings`,
);
