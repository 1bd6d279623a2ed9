// axe (WCAG 2.x A and AA rules) on the shop's pages, as a customer reaches them: the pages one can
// open directly, and the journey's steps up to payment, on a phone in Indonesian and on a desktop in English.
import { expect, test, type Page } from '@playwright/test';
import { axeLines } from './support/axe';
import { chooseNumberAndPackage, customer, fillRecipient } from './support/journey';
import { DESKTOP, MOBILE, type Lang } from './support/lake';

async function violations(page: Page): Promise<string[]> {
  // The app says when it has painted the route (and its data) for the first time.
  await expect(page.locator('html[data-app-ready="1"]')).toBeAttached();
  return axeLines(page);
}

const DIRECT = ['/', '/promos', '/promo/esim', '/track', '/thankyou/SIMPRE0000NOPE', '/payment-static/SIMPRE0000NOPE', '/no-such-page'];

/**
 * What each page shows once its own reads have answered: the ready signal is the app's first paint,
 * and axe run while a spinner or skeleton is being replaced reads a page that is changing under it.
 */
const SETTLED: Record<string, (page: Page) => Promise<void>> = {
  '/': (page) => expect(page.getByTestId('home-package-0')).toBeVisible(),
  '/promos': (page) => expect(page.locator('[data-testid^="promo-card-"]').first()).toBeVisible(),
  '/promo/esim': (page) => expect(page.getByTestId('promo-detail')).toBeVisible(),
  '/track': (page) => expect(page.getByTestId('track-form')).toBeVisible(),
  '/thankyou/SIMPRE0000NOPE': (page) => expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'unknown'),
  '/payment-static/SIMPRE0000NOPE': (page) => expect(page.getByTestId('payment-static')).toHaveAttribute('data-state', 'not-found'),
  '/no-such-page': (page) => expect(page.getByTestId('not-found')).toBeVisible(),
};

for (const [lang, viewport] of [['id', MOBILE], ['en', DESKTOP]] as Array<[Lang, typeof MOBILE]>) {
  test(`axe finds nothing on the pages opened directly (${lang}, ${viewport.width} px)`, async ({ page }) => {
    test.slow(); // seven pages, each analysed in full
    await page.setViewportSize(viewport);
    const found: Record<string, string[]> = {};
    for (const path of DIRECT) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      await SETTLED[path]?.(page);
      const list = await violations(page);
      if (list.length > 0) found[path] = list;
    }
    expect(found).toEqual({});
  });

  test(`axe finds nothing on the journey's steps up to payment (${lang}, ${viewport.width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const found: Record<string, string[]> = {};
    const check = async (name: string) => {
      const list = await violations(page);
      if (list.length > 0) found[name] = list;
    };
    await page.goto(`/prepaid?lang=${lang}`);
    await expect(page).toHaveURL(/\/order(\?|$)/);
    // Each step once its lists have answered (a step reached in the app renders its reads after the URL changes).
    await expect(page.locator('[data-testid^="number-item-"]').first()).toBeVisible();
    await expect(page.locator('[data-testid^="package-item-"]').first()).toBeVisible();
    await check('/order');
    await chooseNumberAndPackage(page, lang);
    await expect(page.getByTestId('order-summary')).toBeVisible();
    await expect(page.getByTestId('delivery-waiting')).toBeVisible();
    await check('/order-recipient');
    await fillRecipient(page, customer(`axe-${lang}`));
    await expect(page.locator('[data-testid^="payment-method-"]').first()).toBeVisible();
    await check('/payment3s');
    expect(found).toEqual({});
  });
}

test('a number picked from the keyboard keeps the focus while it is checked and after', async ({ page }) => {
  await page.goto('/order?lang=en');
  await expect(page.locator('html[data-app-ready="1"]')).toBeAttached();
  const number = page.locator('[data-testid^="number-item-"]').first();
  await number.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('number-selected')).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-pressed', 'true');
});

test('Escape closes the phone\'s menu and gives the focus back to its button', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/promos?lang=en');
  await expect(page.locator('html[data-app-ready="1"]')).toBeAttached();
  const button = page.getByTestId('nav-menu');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('nav-track').focus();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});
