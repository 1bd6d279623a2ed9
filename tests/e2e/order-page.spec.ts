// The order page as a customer meets it (issue 9): error texts, delivery and pick-up, packages, settings.
import { expect, test, type Page } from '@playwright/test';
import { catalogue, chooseNumberAndPackage, customer, fillRecipientForm, pickRandomNumber, SESSION_KEY, ui, type Lang } from './support/journey';

/** Answers every orders.create with this refusal in the standard envelope. */
async function refuseOrder(page: Page, code: number): Promise<void> {
  await page.unroute('**/api/orders');
  await page.route('**/api/orders', (route) => route.request().method() === 'POST'
    ? route.fulfill({ status: 400, contentType: 'application/json',
      body: JSON.stringify({ code, message: `refused ${code}`, errors: { message: `refused ${code}` } }) })
    : route.fallback());
}

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`order refusals 40013, 40014, 40039, 40040, 40054, 40070 show their catalogue entries [${lang}]`, async ({ page }) => {
    await chooseNumberAndPackage(page, lang);
    await fillRecipientForm(page, customer(`refused-${lang}`));
    for (const code of ['40013', '40014', '40039', '40040', '40054', '40070']) {
      await refuseOrder(page, Number(code));
      await page.getByTestId('next-button').click();
      const modal = page.getByTestId('error-modal');
      await expect(modal).toHaveAttribute('data-code', code);
      await expect(modal).toContainText(catalogue(code).title[lang]);
      await expect(modal).toContainText(catalogue(code).text[lang]);
      await page.getByTestId('error-modal-button').click();
      await expect(modal).toHaveCount(0);
    }
  });

  test(`a server validation refusal shows the 400 entry and a message at the field it names [${lang}]`, async ({ page }) => {
    await chooseNumberAndPackage(page, lang);
    await fillRecipientForm(page, customer(`invalid-${lang}`));
    // The real server refuses a phone the browser's own check would have let through.
    await page.route('**/api/orders', async (route) => {
      const body = route.request().postDataJSON() as { payload: { recipient: { phone: string } } };
      body.payload.recipient.phone = '0815';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByTestId('next-button').click();
    const modal = page.getByTestId('error-modal');
    await expect(modal).toHaveAttribute('data-code', '400');
    await expect(modal).toContainText(catalogue('400').text[lang]);
    await expect(modal).not.toContainText(catalogue('500').text[lang]);
    await page.getByTestId('error-modal-button').click();
    await expect(page.getByTestId('field-error-recipientPhone')).toHaveText(ui('field.refused', lang));
  });
}

test('pick-up is offered only where a store serves; each store shows its name, address and hours; the order is a store order', async ({ page }) => {
  // Balikpapan (no store): courier only.
  await chooseNumberAndPackage(page, 'en', 'Balikpapan');
  await fillRecipientForm(page, customer('nostore'));
  await expect(page.getByTestId('delivery-courier')).toBeVisible();
  await expect(page.getByTestId('delivery-pickup')).toHaveCount(0);

  // Jakarta Pusat: two stores, each with its address and hours; choosing one makes a RETAILREV order.
  await chooseNumberAndPackage(page, 'en', 'Jakarta Pusat');
  await fillRecipientForm(page, customer('pickup'));
  await page.getByTestId('delivery-pickup').click();
  const store = page.getByTestId('logistic-5-STORE-JKT-02');
  await expect(store).toContainText('Gerai Blok M');
  await expect(store.getByTestId('store-address')).toHaveText('Jl. Melawai Raya No. 5, Jakarta Selatan');
  await expect(store.getByTestId('store-hours')).toHaveText(ui('delivery.storeHours', 'en').replace('%s', '10:00-22:00'));
  await store.click();
  const created = page.waitForRequest((r) => r.url().endsWith('/api/orders') && r.method() === 'POST');
  await page.getByTestId('next-button').click();
  const body = (await created).postDataJSON() as { journey: string; orderType: string; payload: { delivery: { storeId: string } } };
  expect(body).toMatchObject({ journey: 'RETAIL_STORE', orderType: 'RETAILREV', payload: { delivery: { storeId: 'STORE-JKT-02' } } });
  await expect(page).toHaveURL(/\/payment3s/);
  const state = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as { data?: { retail_store?: boolean; order?: { order_code?: string } } }, SESSION_KEY);
  expect(state.data?.retail_store).toBe(true);
  expect(state.data?.order?.order_code).toMatch(/^RETAILREV/);
});

test('the delivery options are never asked for with an empty address', async ({ page }) => {
  const bodies: Array<{ address?: string }> = [];
  page.on('request', (r) => { if (r.url().includes('/api/loc/')) bodies.push((r.postDataJSON() ?? {}) as { address?: string }); });
  await chooseNumberAndPackage(page, 'id');
  await expect(page.getByTestId('delivery-waiting')).toHaveText(ui('delivery.needAddress', 'id'));
  await fillRecipientForm(page, customer('address'));
  expect(bodies.length).toBeGreaterThan(0);
  for (const b of bodies) expect(b.address ?? '').not.toBe('');
});

test('a home package card sells the /order package at the same name and price, and its buy opens /order with it chosen', async ({ page }) => {
  await page.goto('/?lang=en');
  const card = page.getByTestId('home-package-0');
  await expect(card).toHaveAttribute('href', '/order?package=2');
  const name = (await card.locator('.pkg-card__name').textContent()) ?? '';
  const price = (await card.getByTestId('home-package-price').textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/order\?package=2$/);
  const chosen = page.getByTestId('package-item-2');
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(chosen).toContainText(name);
  await expect(chosen).toContainText(price);
});

test('the prepaid settings act on /order: default package, custom ribbon; a language switch renames the chosen package', async ({ page }) => {
  // The seed's settings: default package 3, the ribbon on package 3.
  await page.goto('/prepaid?lang=id');
  await expect(page).toHaveURL(/\/order/);
  await expect(page.getByTestId('package-item-3')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('package-ribbon-3')).toHaveText('Terlaris');
  await expect(page.locator('[data-testid^="package-ribbon-"]')).toHaveCount(1);

  await page.getByTestId('lang-switch').click();
  await expect(page.getByTestId('package-ribbon-3')).toHaveText('Best Seller');
  const state = () => page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { data?: { package?: { name?: string } } }).data?.package?.name ?? '', SESSION_KEY);
  await expect.poll(state).toMatch(/^Streaming 50GB 28 days/);
});

test('a notice with nothing to say (no delivery delay) leaves no empty card on the shipping step, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await chooseNumberAndPackage(page, 'id');
  // The courier choice (and the settings read beside it) is there once the address is.
  await fillRecipientForm(page, customer('no-delay'));
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await expect(page.locator('.block--notice')).toBeHidden();
});

test('utm values landing on / stay in the session after the home reset', async ({ page }) => {
  // A visit already under way (a stored session), then a campaign link to the home.
  await page.goto('/order?lang=en');
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=nov&lang=en');
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  const utm = () => page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { core?: { utm?: Record<string, string> } }).core?.utm ?? {}, SESSION_KEY);
  await expect.poll(utm).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'nov' });
  // A second home visit (its reset again) in the same visit keeps them too.
  await page.getByTestId('home-buy-sim').click();
  await expect(page).toHaveURL(/\/order/);
  await page.goto('/');
  // The home's own reset has run (else the poll reads the previous page's session).
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  await expect.poll(utm).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'nov' });
});

test('the maintenance popup is the same blocking dialog on /order as on home', async ({ page }) => {
  await page.route('**/api/ui/maintenance', (route) => {
    const now = Date.now();
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({
      now: new Date(now).toISOString(), next: null,
      active: { title: 'Maintenance', startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 600_000).toISOString(),
        image: { id: '/content/maintenance-id.webp', en: '/content/maintenance-en.webp' } },
    }) });
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/order?lang=en');
  const popup = page.getByTestId('maintenance-popup');
  await expect(popup).toBeVisible();
  // Fixed over the whole viewport with a backdrop, the dialog in view (not below the footer).
  await expect(popup).toHaveCSS('position', 'fixed');
  await expect(page.getByTestId('maintenance-backdrop')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.7)');
  const box = await popup.locator('.maint').boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(page.getByTestId('city-select').click({ timeout: 1_000 })).rejects.toThrow();
});

for (const lang of ['id', 'en'] as const) {
  test(`home banners link to their promo; esim, platinum and the Umrah card open promo pages with period, terms and a buy button [${lang}]`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    for (const code of ['welcome', 'esim', 'platinum']) await expect(page.getByTestId(`banner-link-${code}`)).toHaveAttribute('href', `/promo/${code}`);
    // The postpaid (Platinum) promo buys a postpaid SIM.
    for (const [code, buy] of [['esim', '/order'], ['platinum', '/order-postpaid'], ['roaming-umroh', '/order']]) {
      await page.goto(`/promo/${code}?lang=${lang}`);
      await expect(page.getByTestId('promo-detail')).toBeVisible();
      await expect(page.getByTestId('promo-not-found')).toHaveCount(0);
      await expect(page.getByTestId('promo-period')).toContainText(lang === 'id' ? 'Periode promo:' : 'Promo period:');
      await expect(page.getByTestId('promo-period')).toContainText('2026');
      await expect(page.getByTestId('promo-terms').locator('li').first()).toBeVisible();
      await expect(page.getByTestId('promo-buy')).toHaveAttribute('href', buy);
    }
    // The roaming card 'Paket Umroh & Haji' leads to its promo, not an error page.
    await page.goto(`/?lang=${lang}`);
    // Scroll the section, not the card: scrolling the strip upgrades it to Swiper, which replaces the
    // card's node, and a click (unlike a scroll) finds the new one.
    const roaming = page.getByTestId('home-roaming');
    await roaming.scrollIntoViewIfNeeded();
    await roaming.getByRole('link', { name: lang === 'id' ? 'Paket Umroh & Haji' : 'Umrah & Hajj packs' }).click();
    await expect(page).toHaveURL(/\/promo\/roaming-umroh/);
    await expect(page.getByTestId('promo-detail')).toBeVisible();
    await page.getByTestId('promo-buy').click();
    await expect(page).toHaveURL(/\/order/);
  });
}

test('on a phone: numbers do not wrap, the sticky continue bar shows the total, and a blocked continue names what is missing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/prepaid?lang=id');
  await expect(page).toHaveURL(/\/order/);
  const toast = page.getByTestId('toast');
  await page.getByTestId('next-button').click();
  await expect(toast).toContainText(ui('city.required', 'id'));

  const city = page.getByTestId('city-select');
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption((await city.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByTestId('next-button').click();
  await expect(toast.last()).toContainText(ui('number.required', 'id'));

  // The default package is chosen: the bar shows the running total (package + deposit), in view at the bottom.
  const total = page.getByTestId('step-total');
  await expect(total).toContainText(ui('summary.total', 'id'));
  await expect(total.locator('strong')).toHaveText(/^Rp\d{1,3}(\.\d{3})+$/);
  await expect(total).toBeInViewport();

  await pickRandomNumber(page);
  const chosen = page.getByTestId('number-selected').locator('strong');
  await expect(chosen).toHaveCSS('white-space', 'nowrap');
  const box = await chosen.boundingBox();
  const lineHeight = await chosen.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.6);
  expect(box && box.height < lineHeight * 1.5).toBe(true);
  for (const title of await page.locator('[data-testid^="number-item-"] .choice__title').all()) await expect(title).toHaveCSS('white-space', 'nowrap');
});

test('keyboard and header: dropdowns open on click and close on Escape, arrow keys move tabs and the delivery switch, the next step takes the focus, a skip link, one brand name', async ({ page }) => {
  await page.goto('/?lang=en');
  // Once the app is up (a Tab pressed while it still renders lands elsewhere on a slow machine),
  // the skip link is first in the tab order, to the main content.
  await expect(page.locator('html[data-app-ready="1"]')).toBeAttached();
  const skip = page.getByTestId('skip-link');
  await expect(async () => {
    await page.locator('body').evaluate((body) => { (document.activeElement as HTMLElement | null)?.blur(); body.focus(); });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(skip).toHaveText(ui('a11y.skipToContent', 'en'));
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // A desktop dropdown: the pointer opens it, a click on its label keeps it open, Escape closes it.
  const sim = page.getByTestId('nav-sim');
  await sim.hover();
  await expect(sim).toHaveAttribute('aria-expanded', 'true');
  await sim.click();
  await expect(sim).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(sim).toHaveAttribute('aria-expanded', 'false');
  await expect(sim).toBeFocused();

  // One brand name: the logo's text, not clipped, and the footer say the same.
  const brand = page.getByTestId('brand-name');
  await expect(brand).toHaveText(ui('brand.name', 'en'));
  await expect.poll(() => brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByTestId('footer')).toContainText(ui('brand.name', 'en'));
  await page.getByTestId('lang-switch').click();
  await expect(brand).toHaveText(ui('brand.name', 'id'));
  await expect(page.getByTestId('footer')).toContainText(ui('brand.name', 'id'));

  // Home tabs move with the arrow keys.
  await page.getByTestId('home-tab-prepaid').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('home-tab-postpaid')).toBeFocused();
  await expect(page.getByTestId('home-tab-postpaid')).toHaveAttribute('aria-selected', 'true');

  // The number tabs too; then the next step's heading takes the focus.
  await chooseNumberAndPackage(page, 'en', 'Jakarta Pusat');
  await expect(page.getByTestId('screen-heading')).toBeFocused();
  await page.goBack();
  await page.getByTestId('number-tab-regular').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('number-tab-vanity')).toBeFocused();
  await expect(page.getByTestId('number-tab-vanity')).toHaveAttribute('aria-selected', 'true');
  await page.goForward();

  // The delivery switch: arrow keys choose pick-up and back.
  await fillRecipientForm(page, customer('keys'));
  await page.getByTestId('delivery-courier').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('delivery-pickup')).toBeFocused();
  await expect(page.getByTestId('delivery-pickup')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('delivery-courier')).toHaveAttribute('aria-checked', 'true');
});

for (const width of [320, 375]) {
  test(`each number stays inside its button and the page does not scroll sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/order?lang=id');
    // Measured once the app runs: the server's markup may be replaced while it takes over, and a
    // button measured on its way out has no box at all (0-0), which says nothing of the layout.
    await page.waitForSelector('html[data-app-ready="1"]');
    const numbers = page.locator('[data-testid^="number-item-"]');
    await expect(numbers.first()).toBeVisible();
    const spills = await numbers.evaluateAll((buttons) => buttons.flatMap((b) => {
      const title = b.querySelector('.choice__title');
      if (!title || !b.isConnected) return [];
      const outer = b.getBoundingClientRect();
      const inner = title.getBoundingClientRect();
      return inner.right > outer.right - 1 || inner.left < outer.left ? [`${title.textContent}: ${inner.left}-${inner.right} in ${outer.left}-${outer.right}`] : [];
    }));
    expect(spills).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('a journey form field pasted with spaces around it keeps its value without them, and is valid', async ({ page }) => {
  await chooseNumberAndPackage(page, 'en');
  const email = page.getByTestId('field-recipientEmail');
  await email.fill('  budi.trim@example.com ');
  await email.press('Tab');
  await expect(email).toHaveValue('budi.trim@example.com');
  await expect(page.getByTestId('field-error-recipientEmail')).toHaveCount(0);
});

for (const lang of ['id', 'en'] as const) {
  test(`a continue with choices missing marks each missing block under itself and focuses the first, until chosen (${lang})`, async ({ page }) => {
    await page.goto(`/order?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    const city = page.getByTestId('city-select');
    await expect(city.locator('option').nth(1)).toBeAttached();
    await expect(page.locator('.block--missing')).toHaveCount(0);
    await expect(city).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByTestId('next-button').click();
    // The city: its select is invalid, names the text under the block, and has the focus (it comes first).
    const cityMissing = page.getByTestId('block-missing-cityPicker');
    await expect(cityMissing).toHaveText(ui('city.required', lang));
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAttribute('aria-describedby', (await cityMissing.getAttribute('id')) ?? 'missing');
    await expect(city).toBeFocused();
    // The number: told under its block too, not only in the toast.
    await expect(page.getByTestId('block-missing-numberPicker')).toHaveText(ui('number.required', lang));

    // Chosen, a block stops saying so; the other still does.
    await city.selectOption((await city.locator('option').nth(1).getAttribute('value')) ?? '');
    await expect(cityMissing).toHaveCount(0);
    await expect(city).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('block-missing-numberPicker')).toBeVisible();
    await pickRandomNumber(page);
    await expect(page.locator('.block--missing')).toHaveCount(0);
  });
}
