// Issue 9: a payment whose time ran out stops looking payable (no number, copy button or spinner)
// and offers another method while the number is held, or a new order; an unknown order on the
// status page says so instead of loading forever.
import { expect, test, type Page } from '@playwright/test';
import { chooseNumberAndPackage, customer, fillRecipient, orderCode, settleInSandbox, ui } from './support/journey';

/** The waiting pages' read of the order's payment (payments.current, with the customer's email). */
const PAYMENT_READ = /\/api\/orders\/[^/]+\/payment(\?|$)/;

/** The server's answers about the order's payment, as they read once its time ran out. */
async function expireInAnswers(page: Page, holdMinutes: number): Promise<void> {
  await page.route(PAYMENT_READ, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { payment: Record<string, unknown> };
    const now = Date.now();
    body.payment = { ...body.payment, status: 'EXPIRED', expired: new Date(now - 1000).toISOString(), order_expire: new Date(now + holdMinutes * 60_000).toISOString() };
    await route.fulfill({ response: res, json: body });
  });
}

test('an expired VA hides the number and offers another method for the same order', async ({ page }) => {
  await chooseNumberAndPackage(page, 'en');
  await fillRecipient(page, customer('expired-va'));
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);
  await expect(page.getByTestId('va-number')).toHaveText(/\d{8,}/);

  await expireInAnswers(page, 10);
  await expect(page.getByTestId('payment-expired')).toBeVisible();
  await expect(page.getByTestId('payment-expired')).toContainText(ui('payment.expired', 'en'));
  await expect(page.getByTestId('va-number')).toHaveCount(0);
  await expect(page.getByTestId('va-copy')).toHaveCount(0);
  await expect(page.getByText(ui('payment.waiting', 'en'))).toHaveCount(0);
  await expect(page.getByTestId('payment-order-again')).toBeVisible();

  await page.unroute(PAYMENT_READ);
  await page.getByTestId('payment-another-method').click();
  await expect(page).toHaveURL(/\/payment3s/);
  await page.getByTestId('payment-method-09').click();
  await expect(page).toHaveURL(/\/gopay-qr3s/);
  await expect(page.getByTestId('qr-image')).toBeVisible();
});

test('an expired QR whose number is no longer held offers only a new order (phone)', async ({ page }) => {
  await chooseNumberAndPackage(page, 'id');
  await fillRecipient(page, customer('expired-qr'));
  await page.getByTestId('payment-method-09').click();
  await expect(page).toHaveURL(/\/gopay-qr3s/);
  await expect(page.getByTestId('qr-image')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });

  await expireInAnswers(page, -1);
  await expect(page.getByTestId('payment-expired')).toContainText(ui('payment.expiredGone', 'id'));
  await expect(page.getByTestId('qr-image')).toHaveCount(0);
  await expect(page.getByTestId('payment-another-method')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByTestId('payment-order-again').click();
  await expect(page).toHaveURL(/\/order(\?|$)/);
});

test('/payment-static of an unknown order says it was not found instead of loading forever', async ({ page }) => {
  await page.goto('/payment-static/SIMPRE-NOPE-1?lang=en');
  await expect(page.getByTestId('payment-static')).toHaveAttribute('data-state', 'not-found');
  await expect(page.getByText('Order not found')).toBeVisible();
});

test('/payment-static of an order opened without its email (another visit) waits on its status and moves on when it is paid', async ({ page, browser }) => {
  await chooseNumberAndPackage(page, 'en');
  await fillRecipient(page, customer('static-link'));
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);
  await expect(page.getByTestId('va-number')).toHaveText(/\d{8,}/);
  const code = await orderCode(page);

  // Another visit (a link shared or opened on another device): no session, so no email.
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    const reads: string[] = [];
    elsewhere.on('request', (r) => { if (r.url().includes(`/api/orders/${code}/payment`)) reads.push(new URL(r.url()).pathname); });
    await elsewhere.goto(`/payment-static/${code}?lang=en`);
    await expect(elsewhere.getByTestId('payment-static')).toHaveAttribute('data-state', 'waiting');
    await expect(elsewhere.getByText('Order not found')).toHaveCount(0);
    await settleInSandbox(page, code, 'pay');
    await expect(elsewhere).toHaveURL(new RegExp(`/thankyou/${code}`));
    // Only the status was read: the payment's details (its VA number) stay the customer's.
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((path) => path.endsWith('/payment/status'))).toBe(true);
  } finally {
    await other.close();
  }
});
