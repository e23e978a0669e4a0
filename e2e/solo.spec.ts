import { expect, test } from '@playwright/test';

/**
 * A complete solo game through the UI only, at each Faceless pace. Seed 60 with hard Faceless
 * ends in round 3 (Skarn wins on Power) after 20 decisions of Elyse and 28 automatic moves, so
 * even the normal pace's pauses stay short. Elyse plays two cards a round, then passes; elsewhere
 * she takes the options in turn (her n-th decision takes option n), not always the first.
 */
for (const pace of ['Fast', 'Step by step', 'Normal'] as const) {
  test(`a complete solo game to its final score at the ${pace.toLowerCase()} pace`, async ({
    page,
  }) => {
    // 48 moves, paced at the normal pace: about 1 min at load 4-10, 1.5 min at load 15.
    test.setTimeout(360_000);
    await page.goto('/');
    await page.getByRole('spinbutton', { name: 'Seed' }).fill('60');
    await page.getByRole('radio', { name: /^Hard/ }).check();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('combobox', { name: 'Faceless pace' }).selectOption({ label: pace });

    const progress = page.locator('[data-round]');
    const moves = async () => Number(await progress.getAttribute('data-moves'));
    const decision = page.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' });
    // One button per option (not the several-Units ones beside them: the hot-seat journey's).
    const options = decision
      .getByRole('list', { name: 'Options' })
      .getByRole('button')
      .filter({ hasNotText: /^\d+ Units$/ });
    const next = page.getByRole('button', { name: /^Next: .+’s move$/ });
    const gameOver = page.getByRole('heading', { name: /^Game over: .* wins?$/ });
    let decisions = 0;
    let nextClicks = 0;
    const planned = new Map<string, number>();

    for (let step = 0; step < 400; step++) {
      await expect(options.first().or(next).or(gameOver)).toBeVisible({ timeout: 60_000 });
      if (await gameOver.isVisible()) break;
      const before = await moves();
      if (await next.isVisible()) {
        await next.click();
        nextClicks += 1;
      } else if ((await decision.getAttribute('data-kind')) === 'plan') {
        const round = (await progress.getAttribute('data-round'))!;
        const n = planned.get(round) ?? 0;
        planned.set(round, n + 1);
        if (n >= 2) await decision.getByRole('button', { name: 'Pass', exact: true }).click();
        else await options.first().click();
        decisions += 1;
      } else {
        const count = await options.count();
        await options.nth(decisions % count).click();
        decisions += 1;
      }
      await expect.poll(moves).not.toBe(before);
    }

    await expect(gameOver).toBeVisible();
    await expect(page.getByRole('table', { name: /Final Power/ })).toBeVisible();
    expect(decisions).toBe(20);
    // Step by step, every automatic move waited for its own click.
    expect(nextClicks).toBe(pace === 'Step by step' ? 28 : 0);
  });
}
