// Issue 9: /track shows the spec's statuses as a timeline (each once, the current one, what comes
// next), the courier and its tracking number once shipped, and the delivery estimate.
import { expect, test } from '@playwright/test';
import { chooseLastCourier, chooseNumberAndPackage, customer, fillRecipientForm, orderCode, ui } from './support/journey';

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
