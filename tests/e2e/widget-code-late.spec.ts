// A widget whose code arrives after its screen (shown with its skeleton meanwhile) stays mounted through
// the screen's later renders: what the customer typed is kept, and a tap in progress still lands
// (src/ui/widget-registry.ts: a widget's component never changes type under a mounted block).
import { expect, test } from '@playwright/test';

test('text typed into a widget whose code came late survives the next render (a language switch)', async ({ page }) => {
  // The track form's code is held back, so its screen shows before it and it is mounted once it comes.
  let release = (): void => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/TrackOrder-[\w-]+\.js$/, async (route) => { await held; await route.continue(); });
  try {
    await page.goto('/?lang=id');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await page.getByTestId('nav-track').click();
    await expect(page).toHaveURL(/\/track$/);
    await expect(page.getByTestId('screen-heading')).toBeVisible();
    await expect(page.getByTestId('field-trackOrderId')).toHaveCount(0);
  } finally {
    release();
  }
  const field = page.getByTestId('field-trackOrderId');
  await field.fill('SIMPRE20260101ABCDEF');
  // The node the customer typed into is the one still there after the screen renders again.
  await field.evaluate((el) => { (el as HTMLElement).dataset.typedHere = '1'; });
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(field).toHaveValue('SIMPRE20260101ABCDEF');
  await expect(field).toHaveAttribute('data-typed-here', '1');
});
