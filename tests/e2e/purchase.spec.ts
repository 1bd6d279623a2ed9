// A full prepaid purchase in each language for each payment group, ending on the right screen.
import { expect, test } from '@playwright/test';
import { chooseNumberAndPackage, customer, expectChrome, fillRecipient, orderCode, settleInSandbox, type Lang } from './support/journey';

const langs: Lang[] = ['id', 'en'];

for (const lang of langs) {
  test.describe(`prepaid purchase (${lang})`, () => {
    test(`VA (bank transfer) ends on the thank-you page [${lang}]`, async ({ page }) => {
      await chooseNumberAndPackage(page, lang);
      await fillRecipient(page, customer(`va-${lang}`));
      await expectChrome(page, false);
      await page.getByTestId('payment-method-05').click();
      await expect(page).toHaveURL(/\/va-link/);
      await expectChrome(page, false);
      await expect(page.getByTestId('va-number')).toHaveText(/\d{8,}/);
      await expect(page.getByTestId('va-guides')).toBeVisible();
      const code = await orderCode(page);
      await settleInSandbox(page, code, 'pay');
      await expect(page).toHaveURL(new RegExp(`/thankyou/${code}`), { timeout: 15_000 });
      await expect(page.getByTestId('thank-you')).toBeVisible();
      await expectChrome(page, false);
    });

    test(`shared-bank VA shows the network code 987 [${lang}]`, async ({ page }) => {
      await chooseNumberAndPackage(page, lang);
      await fillRecipient(page, customer(`atm-${lang}`));
      await page.getByTestId('payment-method-04').click();
      await expect(page).toHaveURL(/\/va-link/);
      await expect(page.getByTestId('va-number')).toHaveText(/^\s*987/);
      await expect(page.getByTestId('va-bank-name')).toHaveText('ATM Bersama');
    });

    test(`wallet link passes the phone screen and ends on the thank-you page [${lang}]`, async ({ page }) => {
      // On a phone a wallet is paid through its app link (the routing rules of site.json).
      await page.setViewportSize({ width: 375, height: 740 });
      await chooseNumberAndPackage(page, lang);
      await fillRecipient(page, customer(`link-${lang}`));
      await page.getByTestId('payment-method-15').click();
      await expect(page).toHaveURL(/\/payment-phone/);
      await expectChrome(page, false);
      await page.getByTestId('payment-phone-form').locator('input').first().fill('081512345679');
      await page.getByTestId('payment-phone-form-submit').click();
      await expect(page).toHaveURL(/\/payment-link/);
      await expectChrome(page, false);
      await expect(page.getByTestId('payment-link')).toBeVisible();
      const code = await orderCode(page);
      await settleInSandbox(page, code, 'pay');
      await expect(page).toHaveURL(new RegExp(`/thankyou/${code}`), { timeout: 15_000 });
    });

    test(`QR payment shows a QR image and ends on the thank-you page [${lang}]`, async ({ page }) => {
      await chooseNumberAndPackage(page, lang);
      await fillRecipient(page, customer(`qr-${lang}`));
      await page.getByTestId('payment-method-09').click();
      await expect(page).toHaveURL(/\/gopay-qr3s/);
      await expectChrome(page, false);
      const qr = page.getByTestId('qr-image');
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
      await expect(page.getByTestId('payment-countdown')).toHaveText(/\d+:\d{2}/);
      const code = await orderCode(page);
      await settleInSandbox(page, code, 'pay');
      await expect(page).toHaveURL(new RegExp(`/thankyou/${code}`), { timeout: 15_000 });
    });

    test(`card payment goes through the sandbox card page to the thank-you page [${lang}]`, async ({ page }) => {
      await chooseNumberAndPackage(page, lang);
      const person = customer(`card-${lang}`);
      await fillRecipient(page, person);
      const code = await orderCode(page);
      await page.getByTestId('payment-method-03').click();
      await expect(page).toHaveURL(/\/sandbox\/pay\//);
      await page.locator('#sandbox-pay').click();
      await expect(page).toHaveURL(new RegExp(`/thankyou/${code}`), { timeout: 15_000 });
      await expect(page.getByTestId('thankyou-order-id')).toContainText(code);
      await expectChrome(page, false);
    });
  });
}

// The shop opened under another name than its PUBLIC_BASE_URL (localhost for 127.0.0.1): the card's
// sandbox page stays on the origin the visitor is on, so the thank-you page still has the session's order.
test.describe('opened as localhost', () => {
  test.use({ baseURL: async ({ baseURL }, use) => { await use((baseURL ?? '').replace('127.0.0.1', 'localhost')); } });
  test('card payment keeps the origin, and the thank-you page shows the order', async ({ page, baseURL }) => {
    await chooseNumberAndPackage(page, 'en');
    await fillRecipient(page, customer('card-localhost'));
    const code = await orderCode(page);
    await page.getByTestId('payment-method-03').click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    await page.locator('#sandbox-pay').click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL ?? ''}/thankyou/${code}`), { timeout: 15_000 });
    await expect(page.getByTestId('thankyou-order-id')).toContainText(code);
    // The recap needs the email the session holds: it shows only if the session came along.
    await expect(page.getByTestId('thankyou-recap')).toBeVisible();
  });
});
