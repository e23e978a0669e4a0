import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { codeSplitting } from '../../scripts/chunkPlan';

const src = join(import.meta.dirname, '..', '..', 'src');
const at = (path: string) => join(src, path);

/** A bundler's view of a module graph: each module and what it imports statically. */
function graph(imports: Record<string, string[]>): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (id: string) =>
      ({ id, importedIds: (imports[id] ?? []).map(at) }) as unknown as Rolldown.ModuleInfo,
  };
}

/** The chunk each group puts `path` in, or null: left to the bundler. */
function chunkOf(path: string, ctx: Rolldown.ChunkingContext): string | null {
  for (const group of codeSplitting.groups ?? []) {
    const name = typeof group.name === 'function' ? group.name(at(path), ctx) : group.name;
    if (name) return name;
  }
  return null;
}

const APP = {
  [at('main.tsx')]: ['ui/app/App.tsx'],
  [at('ui/app/App.tsx')]: ['react.js'],
  [at('ui/start/StartScreen.tsx')]: ['ui/start/NewGameForm.tsx', 'react.js'],
  [at('ui/start/NewGameForm.tsx')]: ['engine/data.ts', 'ui/words/names.ts'],
  [at('ui/demos/DemoCatalogue.tsx')]: ['demos/builtIn/index.ts', 'engine/data.ts'],
  [at('ui/app/tableCode.tsx')]: ['ui/table/GameScreen.tsx', 'engine/index.ts', 'react.js'],
  [at('ui/table/GameScreen.tsx')]: ['ui/words/names.ts'],
  [at('engine/index.ts')]: ['engine/modules.ts', 'engine/data.ts', 'engine/api.ts'],
  [at('engine/data.ts')]: ['engine/tableRules.ts'],
};

describe('the chunk plan (scripts/chunkPlan.ts)', () => {
  it('puts the shell, what the start screen shares with the table, and the table apart', () => {
    const ctx = graph(APP);
    expect(chunkOf('ui/app/App.tsx', ctx)).toBe('shell');
    expect(chunkOf('react.js', ctx)).toBe('shell');
    expect(chunkOf('engine/data.ts', ctx)).toBe('common');
    expect(chunkOf('ui/words/names.ts', ctx)).toBe('common');
    expect(chunkOf('engine/api.ts', ctx)).toBe('table');
    expect(chunkOf('ui/table/GameScreen.tsx', ctx)).toBe('table');
    // The start screen's own modules and the demos' data stay with their dynamic imports.
    expect(chunkOf('ui/start/NewGameForm.tsx', ctx)).toBeNull();
    expect(chunkOf('demos/builtIn/index.ts', ctx)).toBeNull();
  });

  it('fails the build when the start screen would load the rules engine, naming the imports', () => {
    const ctx = graph({ ...APP, [at('ui/start/NewGameForm.tsx')]: ['engine/index.ts'] });
    expect(() => chunkOf('engine/api.ts', ctx)).toThrow(
      'The start chunk would load the rules engine: src/ui/start/StartScreen.tsx → src/ui/start/NewGameForm.tsx → src/engine/index.ts → src/engine/api.ts',
    );
  });

  it('fails the build when a check the start screen runs would ask the installed rules', () => {
    const ctx = graph({ ...APP, [at('engine/tableRules.ts')]: ['engine/ruleHooks/apply.ts'] });
    expect(() => chunkOf('engine/api.ts', ctx)).toThrow(
      'The start chunk would load the rules engine: src/ui/start/StartScreen.tsx → src/ui/start/NewGameForm.tsx → src/engine/data.ts → src/engine/tableRules.ts → src/engine/ruleHooks/apply.ts',
    );
  });
});
