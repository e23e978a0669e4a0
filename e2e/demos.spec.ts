import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BUILT_IN_DEMOS } from '../src/demos/builtIn';
import { openDemo } from './openDemo';

test('every built-in demo opens from the start screen and steps to its last caption', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  for (const demo of BUILT_IN_DEMOS) {
    await openDemo(page, demo.title);
    const bar = page.getByRole('region', { name: `Demo: ${demo.title}` });
    await expect(bar).toContainText(`Step 1 of ${demo.steps.length}`);
    await expect(bar).toContainText(demo.steps[0].caption);
    // Half the steps by button, the rest by the arrow key.
    for (let i = 1; i < demo.steps.length; i++) {
      if (i % 2) await bar.getByRole('button', { name: 'Next' }).click();
      else await page.keyboard.press('ArrowRight');
      await expect(bar).toContainText(`Step ${i + 1} of ${demo.steps.length}`);
    }
    await expect(bar).toContainText(demo.steps.at(-1)!.caption);
    await expect(bar.getByRole('button', { name: 'Next' })).toBeDisabled();
    await bar.getByRole('button', { name: 'Leave demo' }).click();
  }
});

test('a demo played from here goes on as a game, and its position can be saved as a demo', async ({
  page,
}) => {
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
