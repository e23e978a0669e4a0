import { expect, test, type Locator, type Page } from '@playwright/test';

/** Presses Tab (nothing else) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, maxPresses = 120) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a focus ring (an outline that is not "none"). */
const focusRing = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);

test('keyboard only: two people set up a hot-seat game and play a whole Planning phase', async ({
  page,
}) => {
  // A whole Planning phase key by key: 17 s at load 4-10, 49 s at load 15.
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Start game' });
  await expect(start).toBeVisible();

  // Seat 2 becomes a person: Tab to its controller radios, an arrow key picks "Human".
  const seat2 = page.getByRole('group', { name: /Seat 2/ });
  await tabTo(page, seat2.getByRole('radio', { name: 'Faceless', exact: true }));
  await page.keyboard.press('ArrowLeft');
  await expect(seat2.getByRole('radio', { name: 'Human', exact: true })).toBeChecked();

  await tabTo(page, page.getByRole('spinbutton', { name: 'Seed' }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('42');
  await tabTo(page, start);
  expect(await focusRing(page)).not.toBe('none');
  await page.keyboard.press('Enter');

  const round = page.getByText(/^Round 1 · /);
  const iAm = page.getByRole('button', { name: /^I'm / });
  const options = page.getByRole('list', { name: 'Options' }).getByRole('button');
  const placed = new Map<string, number>();
  let passed = false;

  for (let step = 0; step < 40 && !passed; step++) {
    await expect(iAm.or(options.first())).toBeVisible({ timeout: 60_000 });
    if (await iAm.isVisible()) {
      // The hand-off card takes the focus itself; Space presses the button.
      await expect(iAm).toBeFocused();
      await page.keyboard.press('Space');
      continue;
    }
    await expect(round).toHaveText(/Planning/);
    const panel = page.getByRole('region', { name: /^Decision: .* decides$/ });
    await expect(panel).toBeFocused();
    const who = (await panel.getAttribute('aria-labelledby'))!;
    const seat = (await page.locator(`[id="${who}"]`).textContent())!;
    const count = placed.get(seat) ?? 0;

    await tabTo(page, options.first());
    expect(await focusRing(page)).not.toBe('none');
    if (count < 2) {
      // A placement: the first card, by Enter.
      const before = await page.locator('[data-moves]').getAttribute('data-moves');
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-moves]')).not.toHaveAttribute('data-moves', before!);
      placed.set(seat, count + 1);
    } else {
      // The pass is the last option: the arrow keys wrap round to it.
      await page.keyboard.press('ArrowLeft');
      await expect(options.last()).toBeFocused();
      await expect(options.last()).toHaveText('Pass');
      await page.keyboard.press('Enter');
      passed = true;
    }
  }

  expect(passed).toBe(true);
  expect([...placed.values()]).toEqual([2, 2]);
  await expect(round).toHaveText(/Resolution/, { timeout: 60_000 });
});
