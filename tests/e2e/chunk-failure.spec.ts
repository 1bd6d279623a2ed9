// Code that cannot be fetched (a dropped connection on a slow network, or a deploy that replaced the
// chunks under an open page) never leaves a blank page: a block says so in the customer's language
// and offers to try again (src/ui/BlockBoundary.tsx); a boot stage reloads the page once (src/main.tsx).
import { expect, test } from '@playwright/test';
import messages from '../../flows/messages.json' with { type: 'json' };

const ui = messages.ui as Record<string, { id: string; en: string }>;

for (const lang of ['id', 'en'] as const) {
  test(`a widget whose code cannot be fetched says so in its block; the rest of the screen stays; "try again" brings it [${lang}]`, async ({ page }) => {
    const failing = /\/assets\/TrackOrder-[\w-]+\.js$/;
    await page.route(failing, (route) => route.abort('connectionreset'));
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await page.getByTestId('nav-track').click();
    await expect(page).toHaveURL(/\/track$/);
    const failed = page.getByTestId('block-failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(ui['common.loadFailed']?.[lang] ?? '?');
    await expect(page.getByTestId('block-retry')).toHaveText(ui['button.retry']?.[lang] ?? '?');
    // The screen's heading, the header and the footer are still there.
    await expect(page.getByTestId('screen-heading')).toBeVisible();
    await expect(page.getByTestId('nav')).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
    // The connection is back: "try again" brings the form.
    await page.unroute(failing);
    await page.getByTestId('block-retry').click();
    await expect(page.getByTestId('field-trackOrderId')).toBeVisible();
    await expect(page.getByTestId('block-failed')).toHaveCount(0);
  });
}

test('a boot stage that cannot be fetched reloads the page once, not in a loop; the rendered page stays meanwhile', async ({ page }) => {
  const failing = /\/assets\/boot-start-[\w-]+\.js$/;
  await page.route(failing, (route) => route.abort('connectionreset'));
  // Loads counted by the page's document requests (a reload made before the first load event fired is one too).
  let loads = 0;
  page.on('request', (r) => { if (r.resourceType() === 'document') loads += 1; });
  let gaveUp = 0;
  page.on('console', (m) => { if (m.text().startsWith('[boot]')) gaveUp += 1; });
  await page.goto('/track?lang=en');
  // The first load fails and reloads; the reload fails too and stays (the 30 s guard): two warnings, two loads.
  await expect.poll(() => gaveUp).toBe(2);
  await page.waitForLoadState('load');
  await expect(page.getByTestId('field-trackOrderId')).toBeVisible();
  expect(loads).toBe(2);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', '1');
  // The connection is back: the next visit starts the app.
  await page.unroute(failing);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
});
