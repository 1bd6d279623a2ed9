// Issue 9: in sandbox mode the VA and QR screens link to the sandbox payment page, which is styled,
// fits a phone and speaks the customer's language.
import { expect, test } from '@playwright/test';
import messages from '../../flows/messages.json' with { type: 'json' };
import { chooseNumberAndPackage, customer, fillRecipient, orderCode } from './support/journey';

test('the VA screen links to the sandbox page in the customer\'s language; paying there moves the screen on', async ({ page }) => {
  await chooseNumberAndPackage(page, 'en');
  await fillRecipient(page, customer('sandbox-va'));
  const code = await orderCode(page);
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);
  const link = page.getByTestId('sandbox-link');
  await expect(link).toHaveText(messages.ui['payment.sandboxLink'].en);
  await expect(link).toHaveAttribute('href', /^\/sandbox\/pay\/[^/?]+\?lang=en$/);

  const [tester] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tester.setViewportSize({ width: 375, height: 740 });
  await expect(tester.locator('html')).toHaveAttribute('lang', 'en');
  await expect(tester.locator('h1')).toContainText(messages.ui['sandbox.title'].en);
  await expect(tester.locator('#sandbox-pay')).toHaveText(messages.ui['sandbox.pay'].en);
  // Styled: the buttons are coloured blocks, and nothing overflows a phone.
  await expect(tester.locator('#sandbox-pay')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect.poll(() => tester.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await tester.locator('#sandbox-pay').click();
  await expect(tester.locator('#sandbox-result')).toContainText('PAID');
  await tester.close();
  await expect(page).toHaveURL(new RegExp(`/thankyou/${code}`), { timeout: 15_000 });
});

test('the QR screen links to the sandbox page too, in Indonesian', async ({ page }) => {
  await chooseNumberAndPackage(page, 'id');
  await fillRecipient(page, customer('sandbox-qr'));
  await page.getByTestId('payment-method-09').click();
  await expect(page).toHaveURL(/\/gopay-qr3s/);
  const link = page.getByTestId('sandbox-link');
  await expect(link).toHaveText(messages.ui['payment.sandboxLink'].id);
  const [tester] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(tester.locator('h1')).toContainText(messages.ui['sandbox.title'].id);
  await expect(tester.locator('#sandbox-fail')).toHaveText(messages.ui['sandbox.fail'].id);
  await tester.close();
});
