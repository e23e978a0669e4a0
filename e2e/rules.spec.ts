import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the rules reference: from the start screen by "?", searchable, accessible', async ({
  page,
}) => {
  // An axe scan of the reference, which holds every rule: 15 s at load 4-10, 37 s at load 15.
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Rules reference' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: 'Search rules' })).toBeFocused();
  await page.keyboard.type('dragonbond roll');
  await expect(dialog.locator('[data-rule-id="RB-41"]')).toBeVisible();
  await expect(dialog.getByText('Known base rule').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual(
    [],
  );
  await page.screenshot({ path: test.info().outputPath('rules.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test("the reference opens on its quick start; questions, players' words and typos find the right rule first", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Rules/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Rules reference' });
  await expect(
    dialog.getByRole('heading', { name: 'Quick start: the goal and a turn' }),
  ).toBeVisible();
  const search = dialog.getByRole('searchbox', { name: 'Search rules' });
  for (const [question, first] of [
    ['how do I win', 'RB-43'],
    ['siege', 'EV-SAGA-HOLD-32'],
    ['harvst', /^RB-(20|26)$/],
  ] as const) {
    await search.fill(question);
    await expect(dialog.locator('.rule').first()).toHaveAttribute('data-rule-id', first);
  }
  // A line of the quick start opens its rule.
  await search.fill('');
  await dialog.getByRole('button', { name: 'RB-41' }).click();
  await expect(search).toHaveValue('RB-41');
  await expect(dialog.locator('.rule').first()).toHaveAttribute('data-rule-id', 'RB-41');
});

test('a decision names its rule; the link opens the reference at it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('spinbutton', { name: 'Seed' }).fill('42');
  await page.getByRole('button', { name: 'Start game' }).click();
  const decision = page.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' });
  await expect(decision).toBeVisible({ timeout: 60_000 });

  await decision.getByRole('button', { name: 'Rule RB-13 in the rules reference' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rules reference' });
  await expect(dialog.getByRole('searchbox')).toHaveValue('RB-13');
  await expect(dialog.locator('.rule').first()).toHaveAttribute('data-rule-id', 'RB-13');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The keyboard goes back to the link that opened it.
  await expect(decision.getByRole('button', { name: /Rule RB-13/ })).toBeFocused();
});

test("a search for Object's own property names is plain text: the reference and the table stay", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Play solo/ }).click();
  await expect(page.getByRole('region', { name: /^Decision: / })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rules reference' });
  const search = dialog.getByRole('searchbox', { name: 'Search rules' });
  for (const query of ['constructor', '__proto__', 'toString']) {
    await search.fill(query);
    await expect(search).toHaveValue(query);
    await expect(dialog).toBeVisible();
  }
  // Words that find rules still do, and the game is still there behind the reference.
  await search.fill('siege');
  await expect(dialog.locator('[data-rule-id="EV-SAGA-HOLD-32"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: /^Decision: / })).toBeVisible();
});
