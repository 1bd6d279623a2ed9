// Polling as data, walked in Chromium on a shop that learnt the fixture journey from its published
// definitions (tests/fixtures/flows/journeys/paid-gift.json): the waiting step polls the payment's
// status (an existing operation) until its rule holds, asks nothing while the tab is hidden and asks
// at once when it is shown again, and moves on by itself when the sandbox has the payment paid.
import { expect, test, type Page } from '@playwright/test';
import { fillFields } from '../../../src/ui/widgets/form/flow';
import { orderCode, settleInSandbox } from '../support/journey';

const STATUS_READ = /\/api\/orders\/[^/]+\/payment\/status$/;

/** The tab as the browser reports it when the customer switches away (or back). */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('the waiting step polls the payment status until it is paid, and asks nothing while the tab is hidden', async ({ page }) => {
  await page.clock.install();
  const reads: number[] = [];
  page.on('request', (r) => { if (STATUS_READ.test(new URL(r.url()).pathname)) reads.push(Date.now()); });

  await page.goto('/paid-gift?lang=en');
  await expect(page.getByTestId('screen-gift-recipient')).toBeVisible();
  await fillFields(page, [
    { name: 'fixtureCity', valid: '1', sameAs: null, widget: 'select' },
    { name: 'recipientEmail', valid: `gift.${Date.now()}@example.com`, sameAs: null, widget: 'text' },
  ]);
  await page.getByTestId('next-button').click();
  await expect(page.getByTestId('screen-gift-waiting')).toBeVisible();
  // It moves on by itself: no Next button, and the payment's own end counts down.
  await expect(page.getByTestId('next-button')).toHaveCount(0);
  await expect(page.getByTestId('countdown-payment')).toHaveText(/^Pay within \d\d:\d\d$/);
  await expect.poll(() => reads.length).toBeGreaterThanOrEqual(1);

  await setHidden(page, true);
  const whileShown = reads.length;
  await page.clock.fastForward(60_000);
  await page.clock.fastForward(60_000);
  expect(reads.length).toBe(whileShown);

  // Shown again: it asks at once, and the sandbox's payment ends the poll on its rule.
  await setHidden(page, false);
  await expect.poll(() => reads.length).toBeGreaterThan(whileShown);
  await expect(page).toHaveURL(/\/paid-gift\/waiting$/);
  await settleInSandbox(page, await orderCode(page), 'pay');
  await expect(async () => {
    await page.clock.fastForward(2000);
    await expect(page.getByTestId('screen-gift-paid')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  const done = reads.length;
  await page.clock.fastForward(60_000);
  expect(reads.length).toBe(done);
});
