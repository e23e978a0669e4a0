import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

/**
 * A tab left open across a deploy: the page runs build A; the server starts serving build B, whose
 * files A's lazily loaded parts are not among. The old tab must keep working on A's files (its
 * service worker keeps them while a page of A is open), offer "A new version is ready — Reload",
 * and reload onto B. The suite's own build is A; B is A with a new worker and without the chunks a
 * page of A has not loaded yet (the rules reference, the replay), as a build that changed them.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

function serve(dirs: { now: string }): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = join(dirs.now, normalize(path === '/' ? '/index.html' : path));
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

/** Build B: build A's files less the chunks named, and a worker that precaches what is left. */
function nextBuild(a: string, dropped: RegExp): string {
  const b = mkdtempSync(join(tmpdir(), 'valerna-build-b-'));
  cpSync(a, b, { recursive: true });
  for (const name of readdirSync(join(b, 'assets')))
    if (dropped.test(name)) rmSync(join(b, 'assets', name));
  const kept = ['index.html', ...readdirSync(join(b, 'assets')).map((n) => `assets/${n}`)];
  const worker = readFileSync(join(b, 'sw.js'), 'utf8')
    .replace(/const PRECACHE_URLS = [^;]*;/, `const PRECACHE_URLS = ${JSON.stringify(kept)};`)
    .replace(/const CACHE = `valerna-table-\$\{[^}]*\}`;/, 'const CACHE = `valerna-table-b`;');
  writeFileSync(join(b, 'sw.js'), worker);
  return b;
}

test('a tab open across a new build keeps working on its own files and offers a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const a = join(import.meta.dirname, '..', 'dist');
  const b = nextBuild(a, /^(RulesDialog|ReplayScreen)-/);
  const dirs = { now: a };
  const { server, url } = await serve(dirs);
  try {
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);

    // The deploy; the browser looks for a new version (as it does when the tab is looked at).
    dirs.now = b;
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const notice = page.getByRole('status').filter({ hasText: 'A new version' });
    await expect(notice).toBeVisible({ timeout: 30_000 });

    // Build A's parts not loaded yet still arrive: the rules reference, a game's replay.
    await page.getByRole('button', { name: 'Rules', exact: true }).click();
    const rules = page.getByRole('dialog', { name: 'Rules reference' });
    await expect(rules).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Play solo/ }).click();
    await expect(page.getByRole('list', { name: 'Regions of Vaala' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Replay' }).click();
    await expect(page.getByRole('heading', { name: 'Replay' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Return to the game' }).click();

    // Reload onto build B: its worker takes over, and the page is B's, the game restored.
    await Promise.all([
      page.waitForEvent('load'),
      notice.getByRole('button', { name: 'Reload' }).click(),
    ]);
    expect(await page.evaluate(() => caches.keys())).toContain('valerna-table-b');
    await expect(
      page
        .getByRole('list', { name: 'Regions of Vaala' })
        .or(page.getByRole('button', { name: 'Start game' })),
    ).toBeVisible({ timeout: 20_000 });
    await expect(notice).toHaveCount(0);
  } finally {
    server.close();
    rmSync(b, { recursive: true, force: true });
  }
});
