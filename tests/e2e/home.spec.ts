// The home and promo pages, against the real API and the seed content (cms/seed/production.ndjson).
// Tests that publish content run in tests/e2e/publishing, against a shop of their own.
import { expect, test } from '@playwright/test';
import promoPage from '../../flows/pages/promo.json' with { type: 'json' };
import { apiJson, DESKTOP, homeText as text, MOBILE, openHome, type Lang } from './support/lake';

interface Products { products: Array<{ product_name: string; price: number }> }
const rupiah = (n: number) => `Rp${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

for (const lang of ['id', 'en'] as const) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`home in ${lang} at ${viewport.width} px shows every section`, async ({ page, request }) => {
      const mobile = viewport.width < 768;
      await page.setViewportSize(viewport);
      const servicesRequests: string[] = [];
      page.on('request', (r) => { if (r.url().includes('/api/ui/services')) servicesRequests.push(r.url()); });
      await openHome(page, lang);

      // Titles and the tactical tiles may be changed meanwhile by the serial tests below: compare what they leave alone.
      const banners = await apiJson<{ promo: Array<Record<Lang, { title: string; img_main_mob_webp: string }>> }>(request, '/api/ui/banner/top');
      const firstBanner = page.getByTestId('home-banner').locator('img').first();
      await expect(firstBanner).toHaveAttribute('src', banners.promo[0]?.[lang].img_main_mob_webp ?? '-');
      await expect(firstBanner).toHaveAttribute('alt', /\S/);
      await expect(firstBanner).toHaveAttribute('fetchpriority', 'high');
      await expect(firstBanner).toHaveJSProperty('complete', true);

      // Only tiles whose journeys exist are offered (the prepaid SIM tile, when its tactical setting is complete).
      const tiles = await apiJson<{ tiles: Array<{ kind: string; title: Record<Lang, string>; to: string }> }>(request, '/api/ui/tiles');
      for (const tile of tiles.tiles) await expect(page.getByTestId(`tile-${tile.kind}`)).toHaveAttribute('href', tile.to);
      await expect(page.locator('[data-testid^="tile-"]')).toHaveCount(tiles.tiles.length);

      await expect(page.getByTestId('home-tab-prepaid')).toHaveText(text('tabPrepaid', lang));
      await expect(page.getByTestId('home-tab-prepaid')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('home-tab-postpaid')).toHaveText(text('tabPostpaid', lang));
      await expect(page.getByTestId('home-buy-sim')).toHaveAttribute('href', '/order');
      // No eSIM journey yet: no button leads to a page that does not exist.
      await expect(page.getByTestId('home-buy-esim')).toHaveCount(0);
      const prepaid = await apiJson<Products>(request, `/api/web/prepaid/packages?language=${lang}`);
      const first = prepaid.products[0];
      if (!first) throw new Error('no seed prepaid package');
      await expect(page.getByTestId('home-package-0')).toContainText(first.product_name);
      await expect(page.getByTestId('home-package-0').getByTestId('home-package-price')).toHaveText(rupiah(first.price));
      await expect(page.getByTestId('home-package-0').getByTestId('home-package-price')).toHaveText(/^Rp\d{1,3}(\.\d{3})+$/);

      if (mobile) {
        // Below the fold on a phone: nothing read until scrolled near.
        await expect(page.getByTestId('home-services')).toHaveAttribute('data-loaded', 'false');
        expect(servicesRequests).toEqual([]);
      }
      await page.getByTestId('home-roaming').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('home-roaming').getByRole('link').first()).toBeVisible();
      await page.getByTestId('home-steps').scrollIntoViewIfNeeded();
      for (let i = 1; i <= 5; i += 1) await expect(page.getByTestId(`home-step-${i}`)).toHaveText(`${i}${text(`step${i}` as 'step1', lang)}`);
      await page.getByTestId('home-faq').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('home-service').first()).toBeVisible();
      await expect(page.getByTestId('home-faq-item').first()).toBeVisible();
      await expect(page.getByTestId('home-faq').getByRole('heading', { level: 2 })).toHaveText(text('faqTitle', lang));
      // Read once by the browser, or not at all when the server rendered them into the page (issue 11).
      expect(servicesRequests.length).toBeLessThanOrEqual(1);
    });
  }
}

test('switching tab reloads the packages; a tab shows buy buttons only for journeys that exist', async ({ page, request }) => {
  await openHome(page, 'id');
  await expect(page.getByTestId('home-package-0')).toBeVisible();
  const postpaid = await apiJson<Products>(request, '/api/web/postpaid/packages?language=id');
  const postpaidRead = page.waitForRequest((r) => r.url().includes('/api/web/postpaid/packages') && r.url().includes('language=id'));
  await page.getByTestId('home-tab-postpaid').click();
  await postpaidRead;
  await expect(page.getByTestId('home-tab-postpaid')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('home-package-0')).toContainText(postpaid.products[0]?.product_name ?? '-');
  // The postpaid SIM journey exists: its button leads there; the postpaid eSIM one comes with its own issue.
  await expect(page.getByTestId('home-buy-sim')).toHaveAttribute('href', '/order-postpaid');
  await expect(page.getByTestId('home-buy-esim')).toHaveCount(0);
  const prepaidRead = page.waitForRequest((r) => r.url().includes('/api/web/prepaid/packages'));
  await page.getByTestId('home-tab-prepaid').click();
  await prepaidRead;
  await expect(page.getByTestId('home-buy-sim')).toHaveAttribute('href', '/order');
});

test('a language change re-fetches the packages with language=en', async ({ page, request }) => {
  await openHome(page, 'id');
  await expect(page.getByTestId('home-package-0')).toBeVisible();
  const en = await apiJson<Products>(request, '/api/web/prepaid/packages?language=en');
  const read = page.waitForRequest((r) => r.url().includes('/api/web/prepaid/packages') && r.url().includes('language=en'));
  await page.getByTestId('lang-switch').click();
  await read;
  await expect(page.getByTestId('home-package-0')).toContainText(en.products[0]?.product_name ?? '-');
  await expect(page.getByTestId('home-tab-prepaid')).toHaveText(text('tabPrepaid', 'en'));
});

test('on a phone a button opens a drawer listing the packages with a SIM or eSIM choice', async ({ page, request }) => {
  await page.setViewportSize(MOBILE);
  await openHome(page, 'en');
  const prepaid = await apiJson<Products>(request, '/api/web/prepaid/packages?language=en');
  await page.getByTestId('package-drawer-open').click();
  const drawer = page.getByTestId('package-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('[data-testid^="drawer-package-"]')).toHaveCount(prepaid.products.length);
  await expect(drawer.getByTestId('drawer-package-0')).toContainText(prepaid.products[0]?.product_name ?? '-');
  await expect(drawer.getByTestId('drawer-sim-0')).toHaveAttribute('href', '/order');
  await expect(drawer.getByTestId('drawer-esim-0')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  // The desktop layout has no drawer button.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId('package-drawer-open')).toHaveCount(0);
});

test('/promos lists the promos and /promo/:code renders the rich text; an unknown code says it does not exist or has ended', async ({ page, request }) => {
  const { promos } = await apiJson<{ promos: Array<{ code: string; title: Record<Lang, string> }> }>(request, '/api/ui/promos');
  await page.goto('/promos?lang=en');
  await expect(page.locator('[data-testid^="promo-card-"]')).toHaveCount(promos.length);
  const promo = promos[0];
  if (!promo) throw new Error('no seed promo');
  await page.getByTestId(`promo-card-${promo.code}`).click();
  await expect(page).toHaveURL(new RegExp(`/promo/${promo.code}$`));
  await expect(page.getByTestId('promo-title')).toHaveText(promo.title.en);
  const { promo: detail } = await apiJson<{ promo: { body: Record<Lang, Array<{ style?: string; children: Array<{ text: string }> }>> } }>(request, `/api/ui/promos/${promo.code}`);
  const heading = detail.body.en.find((b) => b.style === 'h2');
  const body = page.getByTestId('promo-body');
  if (heading) await expect(body.getByRole('heading', { level: 2 })).toHaveText(heading.children.map((c) => c.text).join(''));
  await expect(body.locator('p').first()).toBeVisible();

  await page.goto('/promo/no-such-promo?lang=id');
  await expect(page.getByTestId('promo-not-found')).toContainText(promoPage.texts.missingText.id);
});

test('the route of a link in view loads when the page is idle, before any tap or hover', async ({ page }) => {
  // The journey behind the home's "buy SIM" link is its own chunk (flows/journeys/prepaid-sim.json).
  const journeyChunk = page.waitForRequest((r) => /\/assets\/prepaid-sim-[\w-]+\.js$/.test(r.url()), { timeout: 20_000 });
  await page.goto('/');
  await expect(page.getByTestId('home-buy-sim').first()).toBeVisible();
  await journeyChunk;
});

test('pointing at "buy" starts the first step\'s reads (its cities and first page of numbers) before the step opens, though the step is of a journey not entered yet', async ({ page }) => {
  // The prepaid step's city picker and number picker (flows/journeys/prepaid-sim.json: sources cities and numbers.prepaid).
  const isRead = (url: string) => ['/api/cities', '/api/number/pre/reg'].includes(new URL(url).pathname);
  const reads: string[] = [];
  page.on('request', (r) => { if (isRead(r.url())) reads.push(`${new URL(r.url()).pathname} on ${new URL(page.url()).pathname}`); });
  await openHome(page, 'id');
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  // The home itself reads neither.
  expect(reads).toEqual([]);
  const both = Promise.all(['/api/cities', '/api/number/pre/reg'].map((path) => page.waitForRequest((r) => new URL(r.url()).pathname === path)));
  await page.getByTestId('home-buy-sim').first().hover();
  await both;
  expect(reads.sort()).toEqual(['/api/cities on /', '/api/number/pre/reg on /']);
  // The step then takes those answers instead of reading again.
  await page.getByTestId('home-buy-sim').first().click();
  await expect(page.getByTestId('city-select')).toBeVisible();
  await expect(page.locator('[data-testid^="number-item-"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toHaveLength(2);
});

test('on a desktop the sections below the fold are rendered only once scrolled near, and the page keeps its length', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openHome(page, 'id');
  // What is inside a section is what the browser skips (the section itself keeps its box).
  const faq = page.getByTestId('home-faq-item').first();
  const footer = page.locator('footer.footer > *').first();
  const rendered = (el: HTMLElement): boolean => el.checkVisibility({ contentVisibilityAuto: true });
  // Skipped by the first paint's layout (far below an 800 px viewport), still in the page and its accessibility tree.
  expect(await faq.evaluate(rendered)).toBe(false);
  expect(await footer.evaluate(rendered)).toBe(false);
  await expect(page.getByTestId('home-faq')).toBeAttached();
  const length = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(length).toBeGreaterThan(1600);
  await faq.scrollIntoViewIfNeeded();
  await expect.poll(() => faq.evaluate(rendered)).toBe(true);
  await page.evaluate(() => { window.scrollTo(0, document.documentElement.scrollHeight); });
  await expect.poll(() => footer.evaluate(rendered)).toBe(true);
  // The FAQ's answers open in place as before.
  await page.getByTestId('home-faq').locator('summary').first().click();
  await expect(page.getByTestId('home-faq').locator('details').first()).toHaveAttribute('open', '');
});
