import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BUILT_IN_DEMOS } from '../src/demos/builtIn';
import type { DemoTarget } from '../src/demos/types';
import { openDemo } from './openDemo';

/** What a step's caption talks about is marked: its regions on the map, its seats' boards. */
async function expectTargetsMarked(page: Page, target: DemoTarget | undefined, where: string) {
  expect(
    (target?.regions?.length ?? 0) + (target?.seats?.length ?? 0),
    `${where} names no target`,
  ).toBeGreaterThan(0);
  const marked = await page.evaluate(() => ({
    regions: [...document.querySelectorAll('.region--target')].map(
      (el) => el.closest('[data-region]')?.getAttribute('data-region') ?? '',
    ),
    seats: [
      ...document.querySelectorAll('[data-seat].players__target, .table__epic--target[data-seat]'),
    ].map((el) => el.getAttribute('data-seat') ?? ''),
  }));
  expect(marked.regions.sort(), `${where}: regions marked`).toEqual(
    [...(target?.regions ?? [])].sort(),
  );
  for (const seat of target?.seats ?? [])
    expect(marked.seats, `${where}: ${seat}'s board`).toContain(seat);
}

// Each built-in demo is a test of its own (all of them in one took 1.2 min at load 15).
for (const demo of BUILT_IN_DEMOS)
  test(`the built-in demo ${demo.id} steps to its last caption, each caption large and its target marked`, async ({
    page,
  }) => {
    // A TV at a game night: captions of 28 px or more at 1080p.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await openDemo(page, demo.title);
    const bar = page.getByRole('region', { name: `Demo: ${demo.title}` });
    await expect(bar).toContainText(`Step 1 of ${demo.steps.length}`);
    await expect(bar).toContainText(demo.steps[0].caption);
    const captionPx = await bar
      .locator('.demo-bar__caption')
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(captionPx).toBeGreaterThanOrEqual(28);
    await expectTargetsMarked(page, demo.steps[0].target, `${demo.id} step 1`);
    // Half the steps by button, the rest by the arrow key.
    for (let i = 1; i < demo.steps.length; i++) {
      if (i % 2) await bar.getByRole('button', { name: 'Next' }).click();
      else await page.keyboard.press('ArrowRight');
      await expect(bar).toContainText(`Step ${i + 1} of ${demo.steps.length}`);
      await expectTargetsMarked(page, demo.steps[i].target, `${demo.id} step ${i + 1}`);
    }
    await expect(bar).toContainText(demo.steps.at(-1)!.caption);
    await expect(bar.getByRole('button', { name: 'Next' })).toBeDisabled();
    if (demo.id === 'weeping-mother') {
      // The header and the caption tell the same moment: round 2 has begun after Clean-up.
      await expect(page.getByText(/^Round 2 · Planning/)).toBeVisible();
      await expect(bar).toContainText('round 2 opens with its Planning');
    }
    await bar.getByRole('button', { name: 'Leave demo' }).click();
    await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  });

test('a demo played from here goes on as a game, and its position can be saved as a demo', async ({
  page,
}) => {
  // An axe scan, a save, a move and a reload: 28 s at load 4-10, 35 s at load 15.
  test.setTimeout(180_000);
  const demo = BUILT_IN_DEMOS.find((d) => d.id === 'saga-null')!;
  await page.goto('/');
  await openDemo(page, demo.title);
  const bar = page.getByRole('region', { name: `Demo: ${demo.title}` });
  await bar.getByRole('button', { name: 'Next' }).click();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  await page.getByRole('button', { name: 'Save as demo' }).click();
  await page.getByRole('textbox', { name: 'Demo name' }).fill('The Null strikes');
  await page.getByRole('button', { name: 'Save demo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await bar.getByRole('button', { name: 'Play from here' }).click();
  const decision = page.getByRole('region', { name: /^Decision: Allaria/ });
  await decision.getByRole('button', { name: /Counterattack/i }).click();
  // Her win earns a Vaala action, a private choice: hot-seat hides the table until she has it.
  await expect(
    page.getByRole('heading', { name: /^Pass the device to .*\(Allaria\)$/ }),
  ).toBeVisible();

  // After a reload the game comes back (autosave), and the saved demo waits on the start screen.
  await page.reload();
  await page.getByRole('button', { name: /^I'm / }).click();
  await expect(page.getByRole('list', { name: 'Regions of Vaala' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Leave game' }).click();
  await openDemo(page, 'The Null strikes');
  await expect(page.getByRole('region', { name: 'Demo: The Null strikes' })).toContainText(
    'Step 1 of 1',
  );
});
