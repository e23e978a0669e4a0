import { join, relative } from 'node:path';
import type { Rolldown } from 'vite';

const root = join(import.meta.dirname, '..');
const src = join(root, 'src');

/** Where each part of the app starts: index.html runs the shell; the rest are dynamic imports. */
const ROOTS = {
  /** React, the App and its error screen. */
  shell: join(src, 'main.tsx'),
  start: join(src, 'ui', 'start', 'StartScreen.tsx'),
  demos: join(src, 'ui', 'demos', 'DemoCatalogue.tsx'),
  /** The store, the rules engine and the table's screens. */
  table: join(src, 'ui', 'app', 'tableCode.tsx'),
};
/**
 * The rules themselves: what the start screen and the demo list must work without. The rules'
 * entry, the composition root that installs the rule modules, and the installed rules every rule
 * asks (a table check that asked them would bring the whole engine).
 */
const RULES = [
  join(src, 'engine', 'api.ts'),
  join(src, 'engine', 'modules.ts'),
  join(src, 'engine', 'ruleHooks', 'apply.ts'),
];

type Part = keyof typeof ROOTS;

/** Every module `from` needs before it runs (its static imports, all the way down), and how. */
function reached(from: string, ctx: Rolldown.ChunkingContext): Map<string, string | null> {
  const via = new Map<string, string | null>([[from, null]]);
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (via.has(next)) continue;
      via.set(next, id);
      stack.push(next);
    }
  }
  return via;
}

/** `a.ts → b.ts → c.ts`: how a part comes to import a module. */
function chain(via: Map<string, string | null>, id: string): string {
  const path: string[] = [];
  for (let at: string | null | undefined = id; at; at = via.get(at)) path.unshift(at);
  return path.map((p) => relative(root, p)).join(' → ');
}

const plans = new WeakMap<Rolldown.ChunkingContext, Record<Part, Map<string, string | null>>>();

function planOf(ctx: Rolldown.ChunkingContext): Record<Part, Map<string, string | null>> {
  let plan = plans.get(ctx);
  if (plan) return plan;
  plan = {
    shell: reached(ROOTS.shell, ctx),
    start: reached(ROOTS.start, ctx),
    demos: reached(ROOTS.demos, ctx),
    table: reached(ROOTS.table, ctx),
  };
  for (const part of ['shell', 'start', 'demos'] as const)
    for (const rules of RULES)
      if (plan[part].has(rules))
        throw new Error(
          `The ${part} chunk would load the rules engine: ${chain(plan[part], rules)}. ` +
            'Import what it needs from src/engine/data.ts instead of the engine index.',
        );
  plans.set(ctx, plan);
  return plan;
}

/** The chunk `id` goes to; null leaves it to the bundler (a dynamic import's own modules). */
function chunkOf(id: string, ctx: Rolldown.ChunkingContext): 'shell' | 'common' | 'table' | null {
  const { shell, start, demos, table } = planOf(ctx);
  if (shell.has(id)) return 'shell';
  if (!table.has(id)) return null;
  return start.has(id) || demos.has(id) ? 'common' : 'table';
}

const group = (name: 'shell' | 'common' | 'table'): Rolldown.CodeSplittingGroup => ({
  name: (id, ctx) => (chunkOf(id, ctx) === name ? name : null),
  debugName: name,
});

/**
 * How the build cuts the app into chunks (vite.config.ts), so that each screen loads only what
 * it needs, in few files: `shell` (React, the App, the error screen) runs first; `common` is what
 * the table shares with the start screen or the demo list (content, schemas, names); `table` is
 * the rest of a running game (store, rules engine, table screens). The start screen's form, the
 * demos' data, the rules reference and the parts of the table shown only at times (a replay, a
 * demo's bar, the end of a game) stay chunks of their own. The build fails if the start screen or
 * the demo list would need the rules engine.
 */
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [group('shell'), group('common'), group('table')],
};
