// Issue 9: /thankyou tells the order's real state from the server, never "paid" for any id, and
// the URLs the shop hands out carry no email.
import { expect, test } from '@playwright/test';
import thankyou from '../../flows/pages/thankyou.json' with { type: 'json' };
import { chooseLastCourier, chooseNumberAndPackage, customer, fillRecipient, fillRecipientForm, orderCode, settleInSandbox } from './support/journey';

const text = (key: keyof typeof thankyou.texts) => thankyou.texts[key].en;

test('a made-up order id is not a successful payment', async ({ page }) => {
  await page.goto('/thankyou/SIMPRE-NOPE-123?lang=en');
  await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'unknown');
  await expect(page.getByTestId('thankyou-heading')).toHaveText(text('unknownHeading'));
  await expect(page.getByText(text('paidHeading'))).toHaveCount(0);
});

test('an unpaid order is waiting, with a way back to its payment; a failed one offers a retry', async ({ page, browser }) => {
  await chooseNumberAndPackage(page, 'en');
  await fillRecipient(page, customer('ty-wait'));
  const code = await orderCode(page);
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);

  await page.goto(`/thankyou/${code}`);
  await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'waiting');
  await expect(page.getByTestId('thankyou-heading')).toHaveText(text('waitingHeading'));
  await page.getByTestId('thankyou-resume').click();
  await expect(page).toHaveURL(/\/va-link/);

  // Someone else's browser (no session): still waiting, and the way back is the retry page (no email in it).
  const other = await browser.newPage();
  await other.goto(`/thankyou/${code}?lang=en`);
  await expect(other.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'waiting');
  await expect(other.getByTestId('thankyou-recap')).toHaveCount(0);
  await expect(other.getByTestId('thankyou-resume')).toHaveAttribute('href', `/retrypay/${code}`);

  await settleInSandbox(page, code, 'fail');
  await other.reload();
  await expect(other.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'failed');
  await expect(other.getByTestId('thankyou-retry')).toHaveAttribute('href', `/retrypay/${code}`);
  await other.close();
});

test('a paid card order lands on /thankyou/<id> without the email, with the recap and what comes next', async ({ page, browser }) => {
  await chooseNumberAndPackage(page, 'en');
  const person = customer('ty-paid');
  await fillRecipientForm(page, person);
  // The estimate shown is the chosen courier's, not the site's general range.
  const estimate = await chooseLastCourier(page);
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/payment3s/);
  const code = await orderCode(page);
  await page.getByTestId('payment-method-03').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  expect(decodeURIComponent(page.url())).not.toContain(person.email);
  await page.locator('#sandbox-pay').click();
  await expect(page).toHaveURL(new RegExp(`/thankyou/${code}$`), { timeout: 15_000 });
  await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'paid');
  await expect(page.getByTestId('thankyou-heading')).toHaveText(text('paidHeading'));
  await expect(page.getByTestId('recap-number')).not.toBeEmpty();
  await expect(page.getByTestId('recap-package')).not.toBeEmpty();
  await expect(page.getByTestId('recap-amount')).toHaveText(/^Rp[\d.]+$/);
  await expect(page.getByTestId('recap-delivery')).toHaveText(estimate);
  await expect(page.getByTestId('thankyou-next')).toContainText(text('next2'));
  await expect(page.getByTestId('thankyou-track')).toHaveAttribute('href', `/track/${code}`);

  // A link of the spec's longer form (with the email and hash) still works, with the recap.
  const other = await browser.newPage();
  await other.goto(`/thankyou/${code}/${encodeURIComponent(person.email)}/hash?lang=en`);
  await expect(other.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'paid');
  await expect(other.getByTestId('thankyou-recap')).toBeVisible();
  await other.close();
});

test('the thank-you page fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/thankyou/SIMPRE-NOPE-9?lang=id');
  await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'unknown');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
