import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BUILT_IN_DEMOS } from '../src/demos/builtIn';
import { openDemo } from './openDemo';
import { ASSAULT, MOVE } from './positions';
import { openTableAt } from './tableAt';
import { smallControls } from './targetSize';

/**
 * Issue 12: every screen this work touched, with axe-core's WCAG 2.2 AA rules (target-size, off
 * by default, included) and best practices — no serious or critical violation — and no control
 * under 24 px either way (WCAG 2.5.8), 44 px on a touch screen (WCAG 2.5.5): the start screen,
 * the rules reference, a demo, the hot-seat pass screen, the table with a private decision, a
 * combat under way and a Move with several Units at once.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function check(page: Page, screen: string, least: number) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${screen}: axe`).toEqual([]);
  expect(await smallControls(page, least), `${screen}: controls under ${least} px`).toEqual([]);
}

async function everyScreen(page: Page, least: number) {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await check(page, 'the start screen', least);

  await page.getByRole('button', { name: 'How to play' }).click();
  const rules = page.getByRole('dialog', { name: 'Rules reference' });
  await rules.getByRole('searchbox', { name: 'Search rules' }).fill('siege');
  await expect(rules.locator('[data-rule-id]').first()).toBeVisible();
  await check(page, 'the rules reference', least);
  await page.keyboard.press('Escape');

  await openDemo(page, BUILT_IN_DEMOS[0].title);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await check(page, 'a demo', least);

  await page.goto('/');
  await page.getByRole('button', { name: 'Hot-seat for 2' }).click();
  const iAm = page.getByRole('button', { name: /^I'm / });
  await expect(iAm).toBeVisible({ timeout: 15_000 });
  await check(page, 'the pass screen', least);
  await iAm.click();
  await expect(page.getByRole('group', { name: /hand \(private\)/ })).toBeVisible();
  await check(page, 'the table', least);

  await openTableAt(page, ASSAULT.setup, ASSAULT.moves);
  await page.getByRole('button', { name: /^Attack Tyveria in Vaala Crossing/ }).click();
  await expect(page.getByRole('region', { name: 'Combat' })).toBeVisible();
  // The panel lies over the map's top edge: in view, not under the sticky header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await check(page, 'a combat', least);

  await openTableAt(page, MOVE);
  await expect(page.getByRole('button', { name: /^Move 3 Units / }).first()).toBeVisible();
  await check(page, 'a Move of several Units', least);
}

test('every screen touched: no serious axe violation, no control under 24 px', async ({ page }) => {
  await everyScreen(page, 24);
});

test.describe('on a touch screen (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('every screen touched: no serious axe violation, no control under 44 px', async ({
    page,
  }) => {
    await everyScreen(page, 44);
  });
});
