import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BUILT_IN_DEMOS } from '../src/demos/builtIn';
import { openDemo } from './openDemo';
import { ASSAULT, MOVE } from './positions';
import { openTableAt } from './tableAt';
import { smallControls } from './targetSize';

/**
 * Every screen the accessibility work touched, with axe-core's WCAG 2.2 AA rules (target-size,
 * off by default, included) and best practices — no serious or critical violation — and no
 * control under 24 px either way (WCAG 2.5.8), 44 px on a touch screen (WCAG 2.5.5): the start
 * screen, the rules reference, a demo, the hot-seat pass screen, the table with a private
 * decision, a combat under way and a Move with several Units at once. Each screen is a test of
 * its own, reached from a fresh page: the whole tour took 1.7 min at load 13, one screen takes
 * seconds.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function check(page: Page, screen: string, least: number) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${screen}: axe`).toEqual([]);
  expect(await smallControls(page, least), `${screen}: controls under ${least} px`).toEqual([]);
}

/**
 * Each screen: how a person reaches it, and its check (called once it is on screen), with the
 * test's time limit. At load 15 a screen took 15-40 s, the rules reference (every rule in the
 * page for axe to read) 55-70 s.
 */
const SCREENS: [
  string,
  number,
  (page: Page, check: (screen: string) => Promise<void>) => Promise<void>,
][] = [
  [
    'the start screen',
    120_000,
    async (page, check) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
      await check('the start screen');
    },
  ],
  [
    'the rules reference',
    240_000,
    async (page, check) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'How to play' }).click();
      const rules = page.getByRole('dialog', { name: 'Rules reference' });
      await rules.getByRole('searchbox', { name: 'Search rules' }).fill('siege');
      await expect(rules.locator('[data-rule-id]').first()).toBeVisible();
      await check('the rules reference');
      await page.keyboard.press('Escape');
    },
  ],
  [
    'a demo',
    120_000,
    async (page, check) => {
      await page.goto('/');
      await openDemo(page, BUILT_IN_DEMOS[0].title);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await check('a demo');
    },
  ],
  [
    'the pass screen, then the table with a private decision',
    180_000,
    async (page, check) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Hot-seat for 2' }).click();
      const iAm = page.getByRole('button', { name: /^I'm / });
      // The Faceless seats play first, up to the first person's private decision.
      await expect(iAm).toBeVisible({ timeout: 60_000 });
      await check('the pass screen');
      await iAm.click();
      await expect(page.getByRole('group', { name: /hand \(private\)/ })).toBeVisible();
      await check('the table');
    },
  ],
  [
    'a combat',
    120_000,
    async (page, check) => {
      await openTableAt(page, ASSAULT.setup, ASSAULT.moves);
      await page.getByRole('button', { name: /^Attack Tyveria in Vaala Crossing/ }).click();
      await expect(page.getByRole('region', { name: 'Combat' })).toBeVisible();
      // The panel lies over the map's top edge: in view, not under the sticky header.
      await page.evaluate(() => window.scrollTo(0, 0));
      await check('a combat');
    },
  ],
  [
    'a Move of several Units',
    120_000,
    async (page, check) => {
      await openTableAt(page, MOVE);
      await expect(page.getByRole('button', { name: /^Move 3 Units / }).first()).toBeVisible();
      await check('a Move of several Units');
    },
  ],
];

for (const [screen, limit, visit] of SCREENS)
  test(`${screen}: no serious axe violation, no control under 24 px`, async ({ page }) => {
    test.setTimeout(limit);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, (name) => check(page, name, 24));
  });

test.describe('on a touch screen (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const [screen, limit, visit] of SCREENS)
    test(`${screen}: no serious axe violation, no control under 44 px`, async ({ page }) => {
      test.setTimeout(limit);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await visit(page, (name) => check(page, name, 44));
    });
});
