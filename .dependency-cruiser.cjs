/**
 * The architecture's import rules, checked by `npm test` (scripts/checkArchitecture.mjs).
 * Type-only imports count too: a cycle through types is still a cycle.
 */
const MODULE_FOLDERS = '^src/engine/(sagas|epic|fell|creatures|bonded)/';
const COMPOSITION_ROOT = '^src/engine/(modules|index)\\.ts$';
/**
 * The engine's public API: index.ts, and data.ts, the part of it that runs no rules (content,
 * schemas, the setup check), which index.ts re-exports. The start screen and the demo list import
 * data.ts so they work before the rules engine has loaded (less JavaScript to load before play);
 * scripts/chunkPlan.ts fails the build if they would load it.
 */
const PUBLIC_API = '^src/engine/(index|data)\\.ts$';
/** The table's panels (src/ui/table/): each a folder of its own. */
const TABLE_PANELS = 'map|decision|players|side|time';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles in src, type-only imports included.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'base-never-imports-modules',
      comment:
        'Base rule files reach the rule modules only through ruleHooks/hooks.ts and ruleHooks/apply.ts; only the composition root (modules.ts, and index.ts re-exporting for the UI) imports them.',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: [MODULE_FOLDERS, COMPOSITION_ROOT] },
      to: { path: MODULE_FOLDERS },
    },
    {
      name: 'rules-read-content-from-the-state',
      comment:
        "Rule code reads the game's Content from the state (s.content); only content/ itself, the composition root, the public API (index.ts and data.ts re-export it for the UI), the setup entry (api.ts) and the schemas of untrusted input import content values. The id vocabulary (content/ids.ts) is code, not content.",
      severity: 'error',
      from: {
        path: '^src/engine/',
        pathNot: [
          '^src/engine/content/',
          COMPOSITION_ROOT,
          PUBLIC_API,
          '^src/engine/api\\.ts$',
          '^src/engine/input/(moveSchema|schemaParts|scenarioSchema|setupSchema)\\.ts$',
        ],
      },
      to: {
        path: '^src/engine/content/',
        pathNot: '^src/engine/content/ids\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'table-panels-apart',
      comment:
        "The table's panels (src/ui/table/map, decision, players, side, time) never import one another, nor the table's screens: only the screens in src/ui/table/ compose them. What two panels share lives in src/ui/kit/ or src/ui/words/.",
      severity: 'error',
      from: { path: `^src/ui/table/(${TABLE_PANELS})/` },
      to: { path: '^src/ui/table/', pathNot: '^src/ui/table/$1/' },
    },
    {
      name: 'words-are-text',
      comment:
        'src/ui/words/ is text only: no React, no component (.tsx), no other part of the UI, so anything may word a game thing with it, tests and scripts included.',
      severity: 'error',
      from: { path: '^src/ui/words/' },
      to: {
        path: ['(^|/)node_modules/(react|react-dom|@types/react)/', '\\.tsx$', '^src/ui/'],
        pathNot: '^src/ui/words/[^/]+\\.ts$',
      },
    },
    {
      name: 'kit-imports-no-district',
      comment:
        "src/ui/kit/ is what every district uses (the store's context, lazy parts, icons, small widgets): it imports words/ and libraries, never a district of the UI.",
      severity: 'error',
      from: { path: '^src/ui/kit/' },
      to: { path: '^src/ui/', pathNot: '^src/ui/(kit|words)/' },
    },
    {
      name: 'only-app-opens-start',
      comment:
        'Only src/ui/app/ brings the start screen (src/ui/start/), lazily; nothing else imports it, import() included.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/ui/(app|start)/' },
      to: { path: '^src/ui/start/' },
    },
    {
      name: 'only-app-opens-the-table',
      comment:
        "Only src/ui/app/ brings the table (src/ui/table/), through the table's code (app/tableCode.tsx); nothing else imports it, import() included.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/ui/(app|table)/' },
      to: { path: '^src/ui/table/' },
    },
    {
      name: 'engine-through-its-public-api',
      comment:
        'The UI, the store, the demos and the lookahead player use the engine through its public API only: index.ts, or data.ts where the code must run before the rules have loaded.',
      severity: 'error',
      from: { path: '^src/(ui|store|demos|lookahead|rulebook|serviceWorker)/' },
      to: { path: '^src/engine/', pathNot: PUBLIC_API },
    },
    {
      name: 'ui-runs-no-rules',
      comment:
        'The UI draws what a table source gives (docs/architecture.md "One seam"): of the engine it imports only data.ts, the part that runs no rules (content, schemas, types); the rest of its types come through src/source/tableSource.ts.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/engine/', pathNot: '^src/engine/data\\.ts$' },
    },
    {
      name: 'ui-through-the-table-source',
      comment:
        "Only the app's shell (src/ui/app/) makes this device's table source from the store and opens games in it; every other screen draws from whichever source it is given.",
      severity: 'error',
      from: { path: '^src/ui/', pathNot: '^src/ui/app/' },
      to: { path: '^src/store/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.(test|spec)\\.tsx?$' },
  },
};
