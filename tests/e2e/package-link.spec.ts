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

test.describe('chosen before the page is drawn', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the server draws /order with the default package chosen, and a link\'s package over it, with the total', async ({ page }) => {
      await page.goto('/order?lang=en');
      await expect(page.getByTestId('package-item-3')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('step-total')).toContainText('Rp');
      await page.goto('/order?package=2&lang=en');
      await expect(page.getByTestId('package-item-2')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('package-item-3')).toHaveAttribute('aria-pressed', 'false');
    });
  });

  test('hydrating a landed /order toggles no package: the browser chose what the server did before hydrating', async ({ page }) => {
    // Every change of a package's pressed state from the document's start (the server's markup is not a change).
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { __pressedChanges: string[] }).__pressedChanges = changes;
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as Element;
          if (el.getAttribute('data-testid')?.startsWith('package-item-')) changes.push(`${el.getAttribute('data-testid')}=${el.getAttribute('aria-pressed')}`);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'] });
    });
    for (const [url, chosen] of [['/order?lang=en', 'package-item-3'], ['/order?package=2&lang=en', 'package-item-2']] as const) {
      await page.goto(url);
      await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
      await expect(page.getByTestId(chosen)).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => (window as unknown as { __pressedChanges: string[] }).__pressedChanges), url).toEqual([]);
      await page.context().clearCookies();
      await page.evaluate(() => sessionStorage.clear());
    }
  });
});
