import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BUILT_IN_DEMOS } from '../src/demos/builtIn';
import { openDemo } from './openDemo';

const seriousOrWorse = (violations: { impact?: string | null }[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

test('a Stage that activates is announced beside its flashing Saga card, then dismissed', async ({
  page,
}) => {
  const demo = BUILT_IN_DEMOS.find((d) => d.id === 'saga-crow')!;
  await page.goto('/');
  await openDemo(page, demo.title);
  const sagas = page.getByRole('region', { name: 'Sagas' });
  const crow = 'The Great Conspiracy from the Crimson Crow';
  await expect(sagas.getByRole('region', { name: /Stage I$/ })).toHaveCount(0);

  await page
    .getByRole('region', { name: `Demo: ${demo.title}` })
    .getByRole('button', {
      name: 'Next',
    })
    .click();
  const news = sagas.getByRole('region', { name: `${crow}: Stage I` });
  await expect(news).toBeVisible();
  await expect(news).toContainText('(house text)');
  await expect(sagas.getByRole('article', { name: crow })).toHaveClass(/saga--announced/);
  expect(seriousOrWorse((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);

  await news.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Escape');
  await expect(news).toHaveCount(0);
  await expect(sagas).toBeFocused();
});

test("a card in the deciding player's hand shows its text on keyboard focus", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('spinbutton', { name: 'Seed' }).fill('42');
  await page.getByRole('button', { name: 'Start game' }).click();
  const hand = page.getByRole('group', { name: "Elyse's hand (private)" });
  await expect(hand).toBeVisible({ timeout: 60_000 });

  const card = hand.getByRole('button').first();
  const tip = hand.getByRole('tooltip').first();
  await expect(tip).toBeHidden();
  await card.focus();
  await expect(tip).toBeVisible();
  await expect(tip).not.toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  expect(seriousOrWorse((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
});
