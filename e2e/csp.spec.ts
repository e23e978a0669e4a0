import { expect, test, type Page } from '@playwright/test';
import { BUILT_IN_DEMOS } from '../src/demos/builtIn';
import { openDemo } from './openDemo';

/**
 * The app runs under its Content-Security-Policy (scripts/cspPlugin.ts): the whole e2e suite is
 * served the built page that carries it, and here every kind of screen is visited with a listener
 * for the browser's policy violations, which must stay none.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective}: ${e.blockedURI || e.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('every screen works under the Content-Security-Policy, with no violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await page.goto('/');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");

  // The rules reference, a demo, then a solo game with a few moves and the replay.
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Rules' }).first().click();
  const rules = page.getByRole('dialog', { name: 'Rules reference' });
  await expect(rules).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  await openDemo(page, BUILT_IN_DEMOS[0].title);
  await page.getByRole('button', { name: 'Leave demo' }).click();
  await page.getByRole('button', { name: /^Play solo/ }).click();
  const options = page
    .getByRole('region', { name: /^Decision: / })
    .getByRole('list', { name: 'Options' })
    .getByRole('button');
  for (let i = 0; i < 3; i++) {
    await expect(options.first()).toBeVisible({ timeout: 20_000 });
    await options.first().click();
  }
  await page.getByRole('button', { name: 'Replay' }).click();
  await expect(page.getByRole('heading', { name: 'Replay' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
