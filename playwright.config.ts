import { defineConfig } from '@playwright/test';

const isCI = !!process.env.CI;
const port = Number(process.env.PW_PORT ?? 4173);

// Browsers are never downloaded here: Playwright drives Debian's Chromium.
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 1 : 2,
  reporter: 'list',
  // Sized for a loaded machine, several times slower than an idle one: on the shared 2 cores at
  // load 15, tests that open the table and make a few moves took 20-45 s, and a wait for the
  // next screen after a click over 5 s. A limit only delays a failure. Journeys that play many
  // moves set their own limit (test.setTimeout) from what they play.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite build && npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !isCI,
    // The production build comes first: a minute or more on a loaded machine.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
