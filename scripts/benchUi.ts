/**
 * UI performance, measured in Chromium (a benchmark, not a test): `npm run bench:ui`.
 * Builds the app, serves it with `vite preview` on a free port, and reports
 * - the initial JS: what index.html loads before anything else (entry + modulepreloads), gzipped;
 * - click → next paint on a decision of a mid-game table (round 2, solo): median and p95 over
 *   30 clicks, from the click event to the first task after the frame that shows its result.
 * Options: --clicks N (30), --round R (2), --seed S (42), --no-build.
 */
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import playwrightConfig from '../playwright.config.ts';
import { AUTOSAVE_KEY } from '../src/store/setAside';
import { midGameSave } from './midGameSave';

const INITIAL_JS_BUDGET_KB = 100;
const FRAME_BUDGET_MS = 16;

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    clicks: { type: 'string', default: '30' },
    round: { type: 'string', default: '2' },
    seed: { type: 'string', default: '42' },
    'no-build': { type: 'boolean', default: false },
  },
});

/** The JS index.html loads at once: its module scripts and the chunks it preloads. */
function initialJsGzipKb(dist: string): { files: string[]; kb: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
  ].map((m) => m[1]);
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  // kB as Vite's build report counts them (1000 bytes).
  return { files, kb: bytes / 1000 };
}

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
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const initial = initialJsGzipKb(join(root, 'dist'));

const port = await freePort();
const preview = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { cwd: root, stdio: 'ignore', detached: true },
);
const baseUrl = `http://127.0.0.1:${port}/`;
const launchOptions = playwrightConfig.projects?.[0]?.use?.launchOptions ?? {};
const browser = await chromium.launch(launchOptions);
try {
  await waitForServer(baseUrl);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
  await page.goto(baseUrl);
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

  const options = page.getByRole('list', { name: 'Options' }).getByRole('button');
  const clicks = Number(values.clicks);
  for (let i = 0; i < clicks; i++) {
    await options.first().waitFor({ timeout: 30_000 });
    await options.first().click();
    await page.waitForFunction((n) => window.clickSamples.length > n, i);
  }
  const samples = await page.evaluate(() => window.clickSamples);
  const round = await page.locator('[data-round]').getAttribute('data-round');
  const paint = samples.map((s) => s.paint).sort((a, b) => a - b);
  const work = samples.map((s) => s.work).sort((a, b) => a - b);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

  console.log(
    `initial JS (gzip): ${initial.kb.toFixed(2)} kB of ${INITIAL_JS_BUDGET_KB} kB budget — ${verdict(initial.kb <= INITIAL_JS_BUDGET_KB)}  [${initial.files.join(', ')}]`,
  );
  console.log(
    `click → paint over ${paint.length} decisions (round ${values.round} → ${round}): median ${percentile(paint, 50).toFixed(1)} ms, p95 ${percentile(paint, 95).toFixed(1)} ms (budget ${FRAME_BUDGET_MS} ms) — ${verdict(percentile(paint, 50) <= FRAME_BUDGET_MS)}`,
  );
  console.log(
    `  of which click → frame start (input, engine move, React render): median ${percentile(work, 50).toFixed(1)} ms, p95 ${percentile(work, 95).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  if (preview.pid) process.kill(-preview.pid);
}
