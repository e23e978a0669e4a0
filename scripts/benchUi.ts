/**
 * UI performance, measured in Chromium (a benchmark, not a test): `npm run bench:ui`.
 * Builds the app, serves it with `vite preview` on a free port, and reports
 * - the initial JS: what index.html loads before anything else (entry + modulepreloads), gzipped;
 * - the start screen's JS: every file a first visit fetches until the new-game form works;
 * - the table's JS: every file fetched until a restored round-2 game can be played, and until a
 *   game started from the start screen can (the start screen's files then count too);
 * - click → next paint on a decision of a mid-game table (round 2, solo): median and p95 over
 *   30 clicks, from the click event to the first task after the frame that shows its result, and
 *   the same clicks on a page that only changes one line of text (what any click costs here), and
 *   both traced once more: the main thread's own time per click, the wait for the frame left out;
 * - what the board's art (the map, its pieces and motion) adds to the JS that table fetched, and
 *   to the CSS (scripts/boardArt.ts; the build writes hidden source maps to split the files by
 *   source).
 * Options: --clicks N (30), --round R (2), --seed S (42), --no-build.
 */
import { chromium, type Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import playwrightConfig from '../playwright.config.ts';
import { AUTOSAVE_KEY } from '../src/store/setAside';
import { boardArtWeight } from './boardArt';
import { mainThreadPerClick } from './clickTrace';
import { initialJs, recordJs, type JsWeight } from './jsWeight';
import { midGameSave } from './midGameSave';

const INITIAL_JS_BUDGET_KB = 100;
// The start screen's and the table's budgets: gzipped JS before the start screen works, and
// before the table can be played.
const START_SCREEN_BUDGET_KB = 120;
const TABLE_BUDGET_KB = 150;
const FRAME_BUDGET_MS = 16;
// What the board's art (scripts/boardArt.ts) may add to the table, gzipped.
const BOARD_ART_BUDGET_KB = 40;

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    clicks: { type: 'string', default: '30' },
    round: { type: 'string', default: '2' },
    seed: { type: 'string', default: '42' },
    'no-build': { type: 'boolean', default: false },
  },
});

interface ClickSample {
  /** Click → start of the frame that shows its result (input, engine move, React render). */
  work: number;
  /** Click → after that frame was painted. */
  paint: number;
}

declare global {
  interface Window {
    clickSamples: ClickSample[];
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

if (!values['no-build']) {
  const build = spawnSync('npx', ['vite', 'build', '--sourcemap', 'hidden'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dist = join(root, 'dist');
const initial = initialJs(dist);

const port = await freePort();
const preview = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { cwd: root, stdio: 'ignore', detached: true },
);
const baseUrl = `http://127.0.0.1:${port}/`;
const launchOptions = playwrightConfig.projects?.[0]?.use?.launchOptions ?? {};
const browser = await chromium.launch(launchOptions);
// No service worker: every file counted is one the page itself had to fetch.
const newContext = () =>
  browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });

/** A first visit: the JS until the start screen works, then until a game started from it plays. */
async function firstVisitJs(): Promise<{ start: JsWeight; table: JsWeight }> {
  const context = await newContext();
  const page = await context.newPage();
  const js = recordJs(page, dist);
  await page.goto(baseUrl);
  const startGame = page.getByRole('button', { name: 'Start game' });
  await startGame.waitFor({ timeout: 30_000 });
  await js.settled();
  const start = js.weight();
  await startGame.click();
  await page.getByRole('list', { name: 'Options' }).waitFor({ timeout: 30_000 });
  await js.settled();
  const table = js.weight();
  await context.close();
  return { start, table };
}

/** From each click inside the Options list to the first task after the frame that shows it. */
async function recordClicks(page: Page) {
  await page.evaluate(() => {
    const samples: ClickSample[] = (window.clickSamples = []);
    window.addEventListener(
      'click',
      (event) => {
        if (!(event.target as Element).closest('[aria-label="Options"]')) return;
        const start = event.timeStamp;
        // The frame with the click's result runs this callback, paints, then the timeout fires.
        requestAnimationFrame(() => {
          const frame = performance.now();
          setTimeout(() => samples.push({ work: frame - start, paint: performance.now() - start }));
        });
      },
      { capture: true },
    );
  });
}

/** Clicks the first option `clicks` times, each time calling `each` before the next click. */
async function clickOptions(page: Page, clicks: number, each: (i: number) => Promise<void>) {
  const first = page.getByRole('list', { name: 'Options' }).getByRole('button').first();
  for (let i = 0; i < clicks; i++) {
    await first.waitFor({ timeout: 30_000 });
    await first.click();
    await each(i);
  }
}

/** Waits until click `i`'s frame was painted (recordClicks). */
const painted = (page: Page) => async (i: number) => {
  await page.waitForFunction((n) => window.clickSamples.length > n, i);
};

/** The round-2 solo table, restored from its autosave; `js` records the files it fetches. */
async function openTable() {
  const context = await newContext();
  await context.addInitScript(
    ([key, save]) => {
      // Only the first load: the game then autosaves itself as it goes.
      if (!sessionStorage.getItem('bench-seeded')) {
        localStorage.setItem(key, save);
        sessionStorage.setItem('bench-seeded', 'yes');
      }
    },
    [AUTOSAVE_KEY, midGameSave(Number(values.seed), Number(values.round))] as const,
  );
  const page = await context.newPage();
  const js = recordJs(page, dist);
  await page.goto(baseUrl);
  await page.getByRole('list', { name: 'Options' }).waitFor({ timeout: 30_000 });
  await js.settled();
  return { page, js, restored: js.weight(), close: () => context.close() };
}

/**
 * A page whose click only changes one line of text: what this machine, the browser and
 * Playwright's click add to any click.
 */
async function openFloorPage() {
  const context = await newContext();
  const page = await context.newPage();
  await page.setContent(
    '<ul aria-label="Options"><li><button>Choose</button></li></ul><p id="said">0</p>',
  );
  await page.evaluate(() => {
    const said = document.getElementById('said')!;
    document.querySelector('button')!.onclick = () =>
      (said.textContent = `${Number(said.textContent) + 1}`);
  });
  return { page, close: () => context.close() };
}

/** Click → paint for each click on a page. */
async function paintTimes(page: Page, clicks: number): Promise<ClickSample[]> {
  await recordClicks(page);
  await clickOptions(page, clicks, painted(page));
  return page.evaluate(() => window.clickSamples);
}

/** The main thread's own time for each click on a page (scripts/clickTrace.ts), sorted. */
async function ownTimes(page: Page, clicks: number): Promise<number[]> {
  await recordClicks(page);
  const each = painted(page);
  const times = await mainThreadPerClick(page, (i) => clickOptions(page, 1, () => each(i)), clicks);
  return times.sort((a, b) => a - b);
}

try {
  await waitForServer(baseUrl);
  const firstVisit = await firstVisitJs();
  const table = await openTable();
  const clicks = Number(values.clicks);
  const samples = await paintTimes(table.page, clicks);
  const floorPage = await openFloorPage();
  const floor = (await paintTimes(floorPage.page, clicks))
    .map((s) => s.paint)
    .sort((a, b) => a - b);
  await floorPage.close();
  // The same clicks once more, traced, on pages of their own: tracing slows the page a little.
  const tracedTable = await openTable();
  const own = await ownTimes(tracedTable.page, clicks);
  await tracedTable.close();
  const tracedFloor = await openFloorPage();
  const floorOwn = await ownTimes(tracedFloor.page, clicks);
  await tracedFloor.close();
  const { page, restored } = table;
  // After the clicks: the files the table fetched, the motion that came with the first move too.
  const art = await boardArtWeight(dist, table.js.weight().files);
  const round = await page.locator('[data-round]').getAttribute('data-round');
  const paint = samples.map((s) => s.paint).sort((a, b) => a - b);
  const work = samples.map((s) => s.work).sort((a, b) => a - b);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

  const weighed = (what: string, js: JsWeight, budget: number) =>
    console.log(
      `${what} (gzip): ${js.kb.toFixed(2)} kB of ${budget} kB budget — ${verdict(js.kb <= budget)}  [${js.files.map((f) => basename(f)).join(', ')}]`,
    );
  weighed('initial JS', initial, INITIAL_JS_BUDGET_KB);
  weighed('start screen JS', firstVisit.start, START_SCREEN_BUDGET_KB);
  weighed(`table JS, a round-${values.round} game restored`, restored, TABLE_BUDGET_KB);
  weighed('table JS, a game started from the start screen', firstVisit.table, TABLE_BUDGET_KB);
  console.log(
    `click → paint over ${paint.length} decisions (round ${values.round} → ${round}): median ${percentile(paint, 50).toFixed(1)} ms, p95 ${percentile(paint, 95).toFixed(1)} ms (budget ${FRAME_BUDGET_MS} ms at p95) — ${verdict(percentile(paint, 95) <= FRAME_BUDGET_MS)}`,
  );
  console.log(
    `  of which click → frame start (input, engine move, React render): median ${percentile(work, 50).toFixed(1)} ms, p95 ${percentile(work, 95).toFixed(1)} ms`,
  );
  console.log(
    `  a page whose click changes one line, the same clicks: median ${percentile(floor, 50).toFixed(1)} ms, p95 ${percentile(floor, 95).toFixed(1)} ms (what any click costs here)`,
  );
  console.log(
    `  the main thread's own time per click, the wait for the frame left out (Chromium trace, ${own.length} clicks): median ${percentile(own, 50).toFixed(1)} ms, p95 ${percentile(own, 95).toFixed(1)} ms; the one-line page ${percentile(floorOwn, 50).toFixed(1)} / ${percentile(floorOwn, 95).toFixed(1)} ms`,
  );
  if (!art) console.log('board art: the build has no source maps (run without --no-build)');
  else
    console.log(
      `board art (gzip): ${(art.js.kb + art.cssKb).toFixed(2)} kB of ${BOARD_ART_BUDGET_KB} kB budget — ${verdict(art.js.kb + art.cssKb <= BOARD_ART_BUDGET_KB)}  (JS ${art.js.kb.toFixed(2)} kB in [${art.js.files.map((f) => basename(f)).join(', ')}], CSS ${art.cssKb.toFixed(2)} kB)`,
    );
} finally {
  await browser.close();
  if (preview.pid) process.kill(-preview.pid);
}
