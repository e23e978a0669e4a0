import { expect, test } from '@playwright/test';

test('after one visit the app starts, and a game begins, with the network gone', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  // The service worker installs (precaching every built file) and takes control of this page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Valerna Table' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Seed' }).fill('42');
  await page.getByRole('button', { name: 'Start game' }).click();
  // The table's own chunk comes from the cache too.
  await expect(page.getByRole('list', { name: 'Regions of Vaala' })).toBeVisible();
});

test('the web app manifest names the app and its icons, and they are served', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Valerna Table', display: 'standalone' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});
