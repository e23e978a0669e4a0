import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ASSAULT, SAGA_CHOICE } from './positions';
import { openTableAt } from './tableAt';
import { smallControls } from './targetSize';

/**
 * Each decision shows, from the engine, the numbers it hinges on (docs/architecture.md "What the
 * engine tells the table").
 */

const seriousOrWorse = (violations: { impact?: string | null }[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

test('RB-21, RB-30, RB-31: an attack option shows the hits each side expects; the defence both Combat Values with their parts', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openTableAt(page, ASSAULT.setup, ASSAULT.moves);
  const elyse = page.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' });
  const attack = elyse.getByRole('button', {
    name: 'Attack Tyveria in Vaala Crossing from Allarian Heartland',
  });
  await expect(attack).toHaveAccessibleDescription(
    'Your Combat Value 5 against 2: you expect 4 hits, they 1.6',
  );
  await attack.click();

  const cass = page.getByRole('region', { name: 'Decision: Tyveria (Cass) decides' });
  await expect(cass).toContainText('Under attack: counterattack or retreat');
  const facts = cass.getByRole('list', { name: 'What this decision hinges on' });
  await expect(facts.getByRole('listitem')).toHaveText([
    'Attacker: Combat Value 5 (Units +4, General +1) — expects 4 hits (1.5 critical)',
    'Defender: Combat Value 2 (Units +2) — expects 1.6 hits (0.6 critical)',
  ]);
  // The combat panel is open over the map with the attacker's roll.
  const panel = page.getByRole('region', { name: 'Combat' });
  await expect(panel.getByRole('list', { name: "Attacker's dice" })).toBeVisible();
  expect(seriousOrWorse((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
  expect(await smallControls(page)).toEqual([]);
});

test('EV-CHOICE-1: a Saga choice says who chooses and by which rule', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openTableAt(page, SAGA_CHOICE);
  const elyse = page.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' });
  await expect(elyse).toContainText('Saga: choose the region');
  await expect(
    elyse.getByRole('list', { name: 'What this decision hinges on' }).getByRole('listitem'),
  ).toHaveText([
    'Allaria chooses: the player to the right of the initiative holder (Fulgen), EV-CHOICE-1',
  ]);
  expect(seriousOrWorse((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
  expect(await smallControls(page)).toEqual([]);
});
