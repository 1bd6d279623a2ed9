// The prepaid cart as a customer reads it (issue 32): the four cart steps, the deposit explained where the
// total takes it, the delivery-delay notice where the courier is chosen, the number check's own error text
// in a toast that says its type, and the summary's amounts inside their card on a phone and a desktop.
import { expect, test, type Page } from '@playwright/test';
import site from '../../flows/site.json' with { type: 'json' };
import { catalogue, chooseNumberAndPackage, customer, fillRecipientForm, ui, type Lang } from './support/journey';

const deposit = 'Rp50.000';
const delay = { active: true, id: 'Pengiriman ke kota Anda tertunda 2 hari karena cuaca.', en: 'Deliveries to your city are 2 days late because of the weather.' };

/** Every visit of this test reads the delivery-delay setting as switched on. */
async function delayOn(page: Page): Promise<void> {
  await page.route('**/api/settings/oa.api.delivery.delay.info', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({
    name: 'oa.api.delivery.delay.info', value: JSON.stringify(delay) }) }));
}

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`the cart steps show the four labels; the recipient step marks personal and shipping info [${lang}]`, async ({ page }) => {
    const labels = site.cartSteps.map((s) => s.label[lang]);
    await chooseNumberAndPackage(page, lang, undefined, async () => {
      await expect(page.getByTestId('cart-steps').locator('.cart-steps__label')).toHaveText(labels);
      await expect(page.getByTestId('cart-step-1')).toHaveAttribute('aria-current', 'step');
      await expect(page.locator('[data-testid^="cart-step-"][aria-current="step"]')).toHaveCount(1);
    });
    await expect(page.getByTestId('cart-steps').locator('.cart-steps__label')).toHaveText(labels);
    await expect(page.getByTestId('cart-step-1')).toHaveClass(/is-done/);
    for (const id of [2, 3]) {
      await expect(page.getByTestId(`cart-step-${id}`)).toHaveAttribute('aria-current', 'step');
      await expect(page.getByTestId(`cart-step-${id}`)).toHaveClass(/is-current/);
    }
    await expect(page.getByTestId('cart-step-4')).not.toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('cart-step-4')).not.toHaveClass(/is-done|is-current/);
  });

  test(`the deposit is explained where the total first takes it and on its summary line [${lang}]`, async ({ page }) => {
    await chooseNumberAndPackage(page, lang, undefined, async () => {
      // The default package is chosen on arrival: the total includes the deposit, and says so.
      await expect(page.getByTestId('step-total')).toBeVisible();
      await expect(page.getByTestId('step-total-note')).toHaveText(ui('summary.depositIncluded', lang).replace('%s', deposit));
    });
    await expect(page.getByTestId('summary-deposit')).toHaveText(deposit);
    await expect(page.getByTestId('summary-note-deposit')).toHaveText(ui('summary.securityDepositNote', lang).replace('%s', deposit));
    // It says what it is and whether it comes back.
    await expect(page.getByTestId('summary-note-deposit')).toContainText(lang === 'id' ? 'dikembalikan' : 'returned');
  });

  test(`the delivery-delay notice shows on the shipping step where the courier is chosen, not on /order [${lang}]`, async ({ page }) => {
    await delayOn(page);
    await chooseNumberAndPackage(page, lang);
    const notice = page.getByTestId('notice');
    await expect(notice).toHaveText(delay[lang]);
    await fillRecipientForm(page, customer(`delay-${lang}`));
    // Read before the courier is chosen: the notice is above the delivery options.
    const [n, d] = await Promise.all([notice.boundingBox(), page.getByTestId('delivery-courier').boundingBox()]);
    expect(n && d && n.y + n.height <= d.y).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/order(\?|$)/);
    await expect(page.getByTestId('package-list')).toBeVisible();
    await expect(page.getByTestId('notice')).toHaveCount(0);
  });

  test(`a number-check error shows the server's own text in a toast with its type's icon and title [${lang}]`, async ({ page }) => {
    const serverText = lang === 'id' ? 'Pemeriksaan nomor sedang sibuk, coba lagi sebentar.' : 'The number check is busy, please try again shortly.';
    await page.route('**/api/number/status/*', (route) => route.fulfill({ status: 503, contentType: 'application/json',
      body: JSON.stringify({ code: 503, message: serverText, errors: { message: serverText } }) }));
    await page.goto(`/prepaid?lang=${lang}`);
    await expect(page).toHaveURL(/\/order(\?|$)/);
    const city = page.getByTestId('city-select');
    await expect(city.locator('option').nth(1)).toBeAttached();
    await city.selectOption((await city.locator('option').nth(1).getAttribute('value')) ?? '');
    const sent = page.waitForRequest('**/api/number/status/*');
    await page.locator('[data-testid^="number-item-"]').first().click();
    // The shop says which language it speaks, so the server can write its text in it.
    expect((await sent).headers()['accept-language']).toBe(lang);
    const toast = page.getByTestId('toast');
    await expect(toast.getByTestId('toast-content')).toHaveText(serverText);
    await expect(toast).not.toContainText(ui('toast.numberError', lang));
    await expect(toast.getByTestId('toast-title')).toHaveText(ui('toast.titleWarning', lang));
    await expect(toast.locator('svg.toast__icon')).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'WARNING');
  });

  test(`the server writes a number's refusal in the language the shop asks for [${lang}]`, async ({ request }) => {
    const answer = await request.post('/api/number/status/2147483000', { headers: { 'accept-language': lang }, data: {} });
    expect(answer.status()).toBe(404);
    const body = (await answer.json()) as { code: number; errors: { message: string } };
    expect(body.code).toBe(40011);
    expect(body.errors.message).toBe(catalogue('40011').text[lang]);
  });
}

for (const width of [375, 1280]) {
  for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
    test(`the summary's amounts stay inside its card at ${width} px [${lang}]`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await chooseNumberAndPackage(page, lang);
      await fillRecipientForm(page, customer(`layout-${lang}-${width}`));
      const card = page.locator('.block--orderSummary');
      await expect(card).toBeVisible();
      const box = await card.boundingBox();
      expect(box).not.toBeNull();
      const values = page.getByTestId('order-summary').locator('dd');
      const count = await values.count();
      expect(count).toBeGreaterThanOrEqual(4);
      for (let i = 0; i < count; i += 1) {
        const value = await values.nth(i).boundingBox();
        const text = values.nth(i).locator('span').last();
        const inner = await text.boundingBox();
        expect(value && inner && box).toBeTruthy();
        if (!value || !inner || !box) continue;
        // The price's own box (not only its cell) is inside the card, and on one line.
        expect(inner.x).toBeGreaterThanOrEqual(box.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
        expect(value.x + value.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      // The package price on one line (its cell stretches with the label beside it; the text does not wrap).
      const price = page.getByTestId('summary-package').locator('span').last();
      const lineHeight = await price.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
      expect((await price.boundingBox())?.height ?? 99).toBeLessThan(lineHeight * 1.6);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
