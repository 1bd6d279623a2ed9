// A link to /order with ?package=N (an ad, a shared link, a home card) chooses that package on arrival,
// also when the visit chose another one before.
import { expect, test } from '@playwright/test';

test('?package= chooses its package on arrival even when the visit holds another one', async ({ page }) => {
  await page.goto('/order?lang=en');
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  await expect(page.getByTestId('package-item-3')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/order?package=2&lang=en');
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  await expect(page.getByTestId('package-item-2')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('package-item-3')).toHaveAttribute('aria-pressed', 'false');
});

test('a home card\'s package is chosen when the visit has been on /order before (its package list already read)', async ({ page }) => {
  await page.goto('/order?lang=en');
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  await expect(page.getByTestId('package-item-3')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('nav-brand').click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  const card = page.getByTestId('home-package-0');
  await expect(card).toHaveAttribute('href', '/order?package=2');
  await card.click();
  await expect(page).toHaveURL(/\/order\?package=2$/);
  await expect(page.getByTestId('package-item-2')).toHaveAttribute('aria-pressed', 'true');
});
