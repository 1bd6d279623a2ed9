// Issue 9: the payment list shows each wallet once (no DPP near-duplicates), with logos, grouped,
// under the cart's step 4; the cart indicator shows the steps the journey has.
import { expect, test } from '@playwright/test';
import site from '../../flows/site.json' with { type: 'json' };
import { chooseNumberAndPackage, customer, fillRecipient } from './support/journey';

const label = (id: number) => site.cartSteps.find((s) => s.id === id)?.label.en ?? '';

test('the journey\'s own cart steps, and a payment list without internal variants (desktop)', async ({ page }) => {
  await chooseNumberAndPackage(page, 'en');
  // /order-recipient takes the personal and the shipping info at once: both steps are current (issue 32).
  await expect(page.getByTestId('cart-step-1')).toHaveClass(/is-done/);
  await expect(page.getByTestId('cart-step-2')).toHaveClass(/is-current/);
  await expect(page.getByTestId('cart-step-3')).toHaveClass(/is-current/);
  await fillRecipient(page, customer('list'));

  await expect(page.getByTestId('cart-step-4')).toHaveClass(/is-current/);
  await expect(page.getByTestId('cart-step-4')).toContainText(label(4));
  const wallets = page.getByTestId('payment-group-E_WALLET').locator('[data-testid^="payment-method-"]');
  await expect(wallets).toHaveCount(4);
  for (const code of ['109', '102', '195', '01', '15']) await expect(page.getByTestId(`payment-method-${code}`)).toHaveCount(0);
  for (const code of ['09', '02', '095', '196', '03', '05']) {
    await expect(page.getByTestId(`payment-method-${code}`).locator('img')).toHaveAttribute('src', /\/content\/pay\/.+\.svg$/);
  }
  // A reload keeps the indicator: the page knows the journey's cart steps without the journey's own definition.
  await page.reload();
  await expect(page.getByTestId('cart-step-4')).toHaveClass(/is-current/);
  await expect(page.getByTestId('cart-step-1')).toHaveClass(/is-done/);
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);
  await expect(page.getByTestId('cart-step-4')).toHaveClass(/is-current/);
  await page.reload();
  await expect(page.getByTestId('va-number')).toHaveText(/\d{8,}/);
  await expect(page.getByTestId('cart-step-4')).toHaveClass(/is-current/);
});

test('on a phone each wallet is its app link, and the list fits 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await chooseNumberAndPackage(page, 'id');
  await fillRecipient(page, customer('list-phone'));
  for (const code of ['01', '02', '15', '196']) await expect(page.getByTestId(`payment-method-${code}`)).toBeVisible();
  for (const code of ['09', '095', '109']) await expect(page.getByTestId(`payment-method-${code}`)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
