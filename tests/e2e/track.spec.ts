// Issue 9: /track shows the spec's statuses as a timeline (each once, the current one, what comes
// next), the courier and its tracking number once shipped, and the delivery estimate.
import { expect, test } from '@playwright/test';
import trackPage from '../../flows/pages/track.json' with { type: 'json' };
import { chooseLastCourier, chooseNumberAndPackage, customer, fillRecipient, fillRecipientForm, orderCode, settleInSandbox, ui } from './support/journey';

test('a retried payment is one \'waiting for payment\', with what comes next and the estimate (phone)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await chooseNumberAndPackage(page, 'en');
  const person = customer('track');
  await fillRecipientForm(page, person);
  const estimate = await chooseLastCourier(page);
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/payment3s/);
  const code = await orderCode(page);
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);
  await page.goBack();
  await page.getByTestId('payment-method-06').click();
  await expect(page).toHaveURL(/\/va-link/);

  await page.goto(`/track/${code}/${encodeURIComponent(person.email)}`);
  const timeline = page.getByTestId('track-timeline');
  await expect(timeline).toBeVisible();
  await expect(timeline.getByText(ui('trackStatus.WAITING_PAYMENT', 'en'), { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('track-status-ORDER_PLACED')).toHaveAttribute('data-state', 'passed');
  await expect(page.getByTestId('track-status-WAITING_PAYMENT')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('track-status-PAYMENT_SUCCESS')).toHaveAttribute('data-state', 'next');
  await expect(page.getByTestId('track-status-PAYMENT_SUCCESS')).toContainText(ui('track.next', 'en'));
  await expect(page.getByTestId('track-status-ORDER_FINISHED')).toHaveAttribute('data-state', 'next');
  await expect(page.getByTestId('track-estimate')).toContainText(estimate);
  await expect(page.getByTestId('track-shipment')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a shipped order names its courier and tracking number', async ({ page }) => {
  await page.route('**/api/track/**', (route) => route.fulfill({
    json: {
      order_code: 'SIMPRE-SHIPPED', status: 'DELIVERY', same_day: true, shipping_sla: '0-1',
      timeline: [
        { status: 'ORDER_RECEIVED', at: '2026-11-21T03:00:00.000Z' }, { status: 'ORDER_PLACED', at: '2026-11-21T03:00:00.000Z' },
        { status: 'WAITING_PAYMENT', at: '2026-11-21T03:01:00.000Z' }, { status: 'PAYMENT_SUCCESS', at: '2026-11-21T03:05:00.000Z' },
        { status: 'DELIVERY', at: '2026-11-21T06:00:00.000Z' },
      ],
      shipment: { courier: 'JNE YES', tracking_number: 'JNE0123456789', shipped_at: '2026-11-21T06:00:00.000Z' },
    },
  }));
  await page.goto('/track/SIMPRE-SHIPPED/a%40b.co?lang=id');
  await expect(page.getByTestId('track-status-DELIVERY')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('track-courier')).toHaveText('JNE YES');
  await expect(page.getByTestId('track-tracking-number')).toHaveText('JNE0123456789');
  await expect(page.getByTestId('track-estimate')).toContainText(ui('delivery.sameDay', 'id'));
  await expect(page.getByTestId('track-estimate')).toContainText(ui('delivery.sla', 'id').replace('%s', '0-1'));
});

test('an order ID and an email pasted with spaces around them are looked up without them', async ({ page }) => {
  const asked: string[] = [];
  await page.route('**/api/track/**', (route) => {
    asked.push(new URL(route.request().url()).pathname + new URL(route.request().url()).search);
    return route.fulfill({ json: { order_code: 'SIMPRE-TRIM', status: 'ORDER_PLACED', same_day: false, timeline: [{ status: 'ORDER_PLACED', at: '2026-11-21T03:00:00.000Z' }] } });
  });
  await page.goto('/track?lang=en');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
  await page.getByTestId('field-trackOrderId').fill('  SIMPRE-TRIM ');
  await page.getByTestId('field-trackEmail').fill(' a@b.co  ');
  await page.getByTestId('track-form-submit').click();
  await expect(page.getByTestId('track-status-ORDER_PLACED')).toBeVisible();
  await expect(page.getByTestId('field-trackOrderId')).toHaveValue('SIMPRE-TRIM');
  expect(asked[0]).toBe('/api/track/SIMPRE-TRIM?email=a%40b.co');
});

// Issue 32: an order whose payment failed or ran out ended: tracking says so and why, with the way
// to pay again or order again, and no delivery steps or estimate.
const TRACK = trackPage.texts;
for (const lang of ['id', 'en'] as const) {
  test(`(${lang}, phone) a failed payment: the order ended, why, pay again or order again; no delivery steps or estimate`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await chooseNumberAndPackage(page, lang);
    await fillRecipient(page, customer(`track-failed-${lang}`));
    const code = await orderCode(page);
    await page.getByTestId('payment-method-05').click();
    await expect(page).toHaveURL(/\/va-link/);
    await settleInSandbox(page, code, 'fail');

    // This visit placed the order: the ID alone opens its tracking.
    await page.goto(`/track/${code}?lang=${lang}`);
    await expect(page.getByTestId('track-timeline')).toHaveAttribute('data-ended', 'PAYMENT_FAILED');
    await expect(page.getByTestId('track-status-PAYMENT_FAILED')).toHaveAttribute('data-state', 'failed');
    await expect(page.getByTestId('track-status-ENDED')).toContainText(TRACK.endedStage[lang]);
    await expect(page.getByTestId('track-status-ENDED').locator('time')).toHaveText(/ WIB$/);
    for (const stage of ['DELIVERY', 'ORDER_FINISHED']) await expect(page.getByTestId(`track-status-${stage}`)).toHaveCount(0);
    await expect(page.getByText(ui('track.next', lang), { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('track-estimate')).toHaveCount(0);
    const ended = page.getByTestId('track-ended');
    await expect(ended).toContainText(TRACK.endedPaymentFailed[lang]);
    await expect(ended).toContainText(TRACK.endedPayAgain[lang]);
    await expect(page.getByTestId('track-pay-again')).toHaveAttribute('href', `/retrypay/${code}`);
    await expect(page.getByTestId('track-order-again')).toHaveAttribute('href', '/');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('track-pay-again').click();
    await expect(page).toHaveURL(new RegExp(`/retrypay/${code}`));
  });

  test(`(${lang}) an expired order that no longer holds its number offers only a new order`, async ({ page }) => {
    await page.route('**/api/track/**', (route) => route.fulfill({
      json: {
        order_code: 'SIMPRE-EXPIRED', order_type: 'SIMPRE', status: 'WAITING_PAYMENT', same_day: false,
        ended: { reason: 'EXPIRED', at: '2026-11-21T04:01:00.000Z', pay_again: false },
        timeline: [
          { status: 'ORDER_RECEIVED', at: '2026-11-21T03:00:00.000Z' }, { status: 'ORDER_PLACED', at: '2026-11-21T03:00:00.000Z' },
          { status: 'WAITING_PAYMENT', at: '2026-11-21T03:01:00.000Z' },
        ],
      },
    }));
    await page.goto(`/track/SIMPRE-EXPIRED/a%40b.co?lang=${lang}`);
    await expect(page.getByTestId('track-ended')).toContainText(TRACK.endedExpired[lang]);
    await expect(page.getByTestId('track-ended')).toContainText(TRACK.endedOrderAgain[lang]);
    // 04:01 UTC is 11:01 in Jakarta.
    await expect(page.getByTestId('track-status-ENDED').locator('time')).toHaveText(/11[.:]01 WIB$/);
    await expect(page.getByTestId('track-pay-again')).toHaveCount(0);
    await expect(page.getByTestId('track-order-again')).toBeVisible();
    await expect(page.getByTestId('track-status-PAYMENT_SUCCESS')).toHaveCount(0);
  });
}
