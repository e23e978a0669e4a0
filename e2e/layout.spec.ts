import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { showcaseSave } from '../scripts/showcaseSave';
import { AUTOSAVE_KEY } from '../src/store/setAside';

/**
 * The table at the five screen sizes a group meets (TV, laptop, two tablets, a phone), on a
 * mid-game position with Sagas, a combat, an Epic board, dials and Strongholds. Each size is
 * pictured for the README and checked: no sideways scroll, the combat panel over no region in the
 * fight, no control under 24 px, no clipped control text (docs/ui.md "One screen, like a table",
 * "Across the room").
 */
const SIZES = [
  [1920, 1080],
  [1280, 800],
  [1024, 768],
  [768, 1024],
  [390, 844],
] as const;

/** The combat in the showcase: the wild dial in the Red Moon Steppe attacks the Blood Marches. */
const FIGHT = ['Red Moon Steppe', 'Blood Marches'];

async function openShowcase(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(([key, save]) => localStorage.setItem(key, save), [
    AUTOSAVE_KEY,
    showcaseSave(),
  ] as const);
  await page.goto('/');
  const iAm = page.getByRole('button', { name: /^I'm / });
  const decision = page.getByRole('region', { name: /^Decision: Tyveria/ });
  await expect(iAm.or(decision)).toBeVisible({ timeout: 60_000 });
  if (await iAm.isVisible()) await iAm.click();
  await expect(decision).toBeVisible();
  await expect(page.getByRole('region', { name: 'Combat' })).toBeVisible();
}

/** Controls smaller than 24 × 24 CSS px, and controls whose text does not fit them. */
function smallOrClipped(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement | SVGElement>(
      'button, select, input, a[href], summary, [role="button"], [role="tab"]',
    );
    const problems: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not rendered (a folded section)
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      if (box.width < 24 || box.height < 24)
        problems.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      if (el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${name}: text clipped (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return problems;
  });
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [width, height] of SIZES) {
  test(`the table at ${width}×${height}: no sideways scroll, combat beside the fight, targets ≥ 24 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openShowcase(page);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    const panel = (await page.getByRole('region', { name: 'Combat' }).boundingBox())!;
    for (const name of FIGHT) {
      const region = page.getByRole('button', { name: new RegExp(`^${name}:`) });
      const area = (await region.locator('.region__area').boundingBox())!;
      expect(overlaps(panel, area), `the combat panel covers ${name}`).toBe(false);
    }

    expect(await smallOrClipped(page)).toEqual([]);

    await page.locator(':focus').evaluate((el) => (el as HTMLElement).blur());
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/screenshots/table-${width}x${height}.png` });
  });
}

test('the board at 1920×1080 is axe-clean and every game fact on it is at least 24 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openShowcase(page);
  const results = await new AxeBuilder({ page }).include('.map').analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
  // Every letter and number on the board (names, counts, badge letters): its font size on screen.
  const smallest = await page.evaluate(() =>
    Math.min(
      ...[...document.querySelectorAll<SVGTextElement>('.map__board text')].map(
        (t) => parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 0),
      ),
    ),
  );
  expect(smallest).toBeGreaterThanOrEqual(24);
});
