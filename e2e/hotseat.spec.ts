import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * The hand-offs and decision clicks of one round of this journey (3 people, seed 42, each plans
 * three cards ahead then a pass, sends several Units one way in one click where it may, otherwise
 * the first option), at most. Before hands were hidden in public decisions and one pass screen
 * served a person's consecutive steps, a tester counted 23 hand-offs and 80 decision clicks in
 * round 1 of a 3-person game; before several Units went in one click this journey counted 55 and
 * 61 clicks in rounds 1 and 2, now 48 and 52 (hand-offs 3 and 9).
 */
const MAX_HAND_OFFS_PER_ROUND = 10;
const MAX_CLICKS_PER_ROUND = 53;

const seriousOrWorse = (violations: { impact?: string | null }[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

test('3 people hot-seat, two rounds: only the decider’s hand, only after their pass screen; hand-offs and clicks counted', async ({
  page,
}) => {
  // Two whole rounds of three people (about 100 decision clicks, 12 hand-offs): 1.7 min at load
  // 4-10, over 3 min at load 15.
  test.setTimeout(480_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('spinbutton', { name: 'Seed' }).fill('42');
  for (const seat of [/Seat 2/, /Seat 3/])
    await page
      .getByRole('group', { name: seat })
      .getByRole('radio', { name: 'Human', exact: true })
      .check();
  await page.getByRole('button', { name: 'Start game' }).click();

  const progress = page.locator('[data-round]');
  const round = async () => Number(await progress.getAttribute('data-round'));
  const moves = async () => Number(await progress.getAttribute('data-moves'));
  const hands = page.getByRole('group', { name: /hand \(private\)/ });
  const iAm = page.getByRole('button', { name: /^I'm / });
  const decision = page.getByRole('region', { name: /^Decision: .* decides$/ });
  const options = decision.getByRole('list', { name: 'Options' }).getByRole('button');
  const gameOver = page.getByRole('heading', { name: /^Game over/ });

  const handOffs: number[] = [0, 0, 0];
  const clicks: number[] = [0, 0, 0];
  /** Who said "I'm …" last, until another person decides. */
  let holder: string | null = null;
  let publicDecisions = 0;

  for (let step = 0; step < 800; step++) {
    const r = await round();
    if (r >= 3) break;
    await expect(iAm.or(options.first()).or(gameOver)).toBeVisible({ timeout: 60_000 });
    if (await gameOver.isVisible()) break;
    if (await iAm.isVisible()) {
      // The pass screen: the table and every hand are out of the DOM.
      await expect(hands).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Regions of Vaala' })).toHaveCount(0);
      holder = (await iAm.textContent())!.replace("I'm ", '');
      await iAm.click();
      handOffs[r] += 1;
      continue;
    }
    const title =
      (await decision.getAttribute('aria-label')) ?? (await decision.locator('h2').textContent())!;
    const decider = /\((.+)\) decides$/.exec(title)![1];
    if (decider !== holder) holder = null;
    // At every decision: no hand but the decider's, and that one only after their pass screen.
    if (holder === decider) {
      await expect(hands).toHaveCount(1);
      await expect(hands).toHaveAccessibleName(`${decider}'s hand (private)`);
    } else {
      await expect(hands).toHaveCount(0);
      publicDecisions += 1;
      if (publicDecisions === 1)
        expect(seriousOrWorse((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
    }
    const kind = await decision.getAttribute('data-kind');
    const before = await moves();
    if (kind === 'plan') {
      // One click per card: the person's three cards of the round chosen ahead, then a pass.
      const ahead = decision.getByRole('list', { name: 'Cards to plan ahead' }).getByRole('button');
      for (let c = 0; c < 3; c++) {
        await ahead.nth(c).click();
        clicks[r] += 1;
      }
      await decision.getByRole('button', { name: /in order, then pass$/ }).click();
    } else {
      // Several Units one way in one click where the rules allow (RB-18, RB-19), else the first.
      const several = options.filter({ hasText: /^\d+ Units$/ });
      await ((await several.count()) > 0 ? several.first() : options.first()).click();
    }
    clicks[r] += 1;
    await expect.poll(moves).not.toBe(before);
  }

  const reached = await round();
  expect(reached >= 3 || (reached >= 2 && (await gameOver.isVisible()))).toBe(true);
  // Some decisions were public ones of a person who had not just held the device.
  expect(publicDecisions).toBeGreaterThan(0);
  console.log(
    `hot-seat 3 people, seed 42: hand-offs per round ${handOffs.slice(1).join(', ')}; decision clicks per round ${clicks.slice(1).join(', ')}`,
  );
  for (const r of [1, 2]) {
    expect(handOffs[r]).toBeLessThanOrEqual(MAX_HAND_OFFS_PER_ROUND);
    expect(clicks[r]).toBeLessThanOrEqual(MAX_CLICKS_PER_ROUND);
  }
});
