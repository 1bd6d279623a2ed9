// The home, promo pages, maintenance popup and live content, against the real API and the seed content
// (cms/seed/production.ndjson). Tests that change shared content run serially and restore it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import home from '../../flows/pages/home.json' with { type: 'json' };
import errors from '../../flows/errors.json' with { type: 'json' };

type Lang = 'id' | 'en';
type Json = Record<string, unknown>;
const TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token';
const LAKE = '/v2025-02-19/data';
const MOBILE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const text = (key: keyof typeof home.texts, lang: Lang): string => home.texts[key][lang];

async function apiJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBeTruthy();
  return (await res.json()) as T;
}

async function mutate(request: APIRequestContext, mutations: Json[]): Promise<void> {
  const res = await request.post(`${LAKE}/mutate/production`, { headers: { Authorization: `Bearer ${TOKEN}` }, data: { mutations } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function getDoc(request: APIRequestContext, id: string): Promise<Json> {
  const body = await apiJson<{ documents: Json[] }>(request, `${LAKE}/doc/production/${id}`);
  const doc = body.documents[0];
  if (!doc) throw new Error(`no document ${id}`);
  return doc;
}

/** A published document back as it was (system fields are the lake's). */
const restorable = (doc: Json): Json => Object.fromEntries(Object.entries(doc).filter(([k]) => !['_rev', '_createdAt', '_updatedAt'].includes(k)));

async function openHome(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByTestId('screen-home')).toBeVisible();
}

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
      // The server-painted banner has handed over to the app's own.
      await expect(page.locator('#prepaint')).toHaveCount(0);

      const tiles = await apiJson<{ tiles: Array<{ kind: string; title: Record<Lang, string> }> }>(request, '/api/ui/tiles');
      for (const tile of tiles.tiles.filter((t) => t.kind === 'postpaid' || t.kind === 'cpp')) {
        await expect(page.getByTestId(`tile-${tile.kind}`)).toHaveText(tile.title[lang]);
      }
      await expect(page.getByTestId('tile-postpaid')).toHaveAttribute('href', '/order-postpaid');
      await expect(page.getByTestId('tile-cpp')).toHaveAttribute('href', '/cpp-user');

      await expect(page.getByTestId('home-tab-prepaid')).toHaveText(text('tabPrepaid', lang));
      await expect(page.getByTestId('home-tab-prepaid')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('home-tab-postpaid')).toHaveText(text('tabPostpaid', lang));
      await expect(page.getByTestId('home-buy-sim')).toHaveAttribute('href', '/order');
      await expect(page.getByTestId('home-buy-esim')).toHaveAttribute('href', '/esim/order/prepaid');
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
      expect(servicesRequests.length).toBe(1);
    });
  }
}

test('switching tab reloads the packages; each tab has its SIM and eSIM buttons', async ({ page, request }) => {
  await openHome(page, 'id');
  await expect(page.getByTestId('home-package-0')).toBeVisible();
  const postpaid = await apiJson<Products>(request, '/api/web/postpaid/packages?language=id');
  const postpaidRead = page.waitForRequest((r) => r.url().includes('/api/web/postpaid/packages') && r.url().includes('language=id'));
  await page.getByTestId('home-tab-postpaid').click();
  await postpaidRead;
  await expect(page.getByTestId('home-tab-postpaid')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('home-package-0')).toContainText(postpaid.products[0]?.product_name ?? '-');
  await expect(page.getByTestId('home-buy-sim')).toHaveAttribute('href', '/order-postpaid');
  await expect(page.getByTestId('home-buy-esim')).toHaveAttribute('href', '/esim/order/postpaid');
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
  await expect(drawer.getByTestId('drawer-esim-0')).toHaveAttribute('href', '/esim/order/prepaid');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  // The desktop layout has no drawer button.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId('package-drawer-open')).toHaveCount(0);
});

test('/promos lists the promos and /promo/:code renders the rich text; an unknown code shows the 404 text', async ({ page, request }) => {
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
  await expect(page.getByTestId('promo-not-found')).toContainText(errors.errors['404'].text.id);
});

test.describe('content changes published through the lake', () => {
  test.describe.configure({ mode: 'serial' });

  test('outside the maintenance window (the seed 2024 window) no popup shows', async ({ page }) => {
    const read = page.waitForResponse((r) => r.url().includes('/api/ui/maintenance'));
    await openHome(page, 'id');
    const body = (await (await read).json()) as { active: unknown };
    expect(body.active).toBeNull();
    await expect(page.getByTestId('home-package-0')).toBeVisible();
    await expect(page.getByTestId('maintenance-popup')).toHaveCount(0);
  });

  test('a prepaid tile is hidden when one of its three settings is missing', async ({ page, request }) => {
    const id = 'setting.oa.api.prepaid.tactical';
    const original = await getDoc(request, id);
    const value = JSON.parse(String(original.value)) as Json;
    try {
      const { esim_img: _dropped, ...rest } = value;
      await mutate(request, [{ patch: { id, set: { value: JSON.stringify(rest) } } }]);
      await expect.poll(async () => (await apiJson<{ tiles: Array<{ kind: string }> }>(request, '/api/ui/tiles')).tiles.map((t) => t.kind)).not.toContain('prepaidEsim');
      // The home HTML carries its tiles and is cached for a second: reload until the change shows.
      await expect(async () => {
        await openHome(page, 'id');
        await expect(page.getByTestId('tile-prepaidSim')).toBeVisible({ timeout: 3_000 });
        await expect(page.getByTestId('tile-prepaidEsim')).toHaveCount(0, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.getByTestId('tile-postpaid')).toBeVisible();
    } finally {
      await mutate(request, [{ createOrReplace: restorable(original) }]);
    }
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('tile-prepaidEsim')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 15_000 });
  });

  test('an open home shows a published banner title within 2 s, without a reload', async ({ page, request }) => {
    const { promo } = await apiJson<{ promo: Array<{ code: string; id: { title: string } }> }>(request, '/api/ui/banner/top');
    const code = promo[0]?.code ?? '';
    const docs = await apiJson<{ result: Json[] }>(request, `${LAKE}/query/production?query=${encodeURIComponent(`*[_type == "banner" && code == "${code}"]`)}`);
    const original = docs.result.find((d) => !String(d._id).startsWith('drafts.'));
    if (!original) throw new Error('no banner document');
    await openHome(page, 'id');
    await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
    const img = page.getByTestId('home-banner').locator('img').first();
    await expect(img).toHaveAttribute('alt', promo[0]?.id.title ?? '');
    let reloaded = false;
    page.on('framenavigated', (f) => { if (f === page.mainFrame()) reloaded = true; });
    const title = `Live ${Date.now()}`;
    try {
      await mutate(request, [{ patch: { id: original._id, set: { 'id.title': title } } }]);
      await expect(img).toHaveAttribute('alt', title, { timeout: 2_000 });
      expect(reloaded).toBe(false);
    } finally {
      await mutate(request, [{ createOrReplace: restorable(original) }]);
    }
  });

  test('a maintenance window covering now shows a popup that cannot be closed; it goes at its end without a reload', async ({ page, request }) => {
    const id = `maintenanceWindow.e2e-now-${Date.now()}`;
    const now = Date.now();
    const window = {
      _id: id, _type: 'maintenanceWindow', title: 'E2E maintenance now',
      startsAt: new Date(now - 5_000).toISOString(), endsAt: new Date(now + 12_000).toISOString(),
      image: { id: '/content/maintenance-id.webp', en: '/content/maintenance-en.webp' },
    };
    try {
      await mutate(request, [{ createOrReplace: window }]);
      await page.goto('/?lang=en');
      const popup = page.getByTestId('maintenance-popup');
      await expect(popup).toBeVisible();
      await expect(page.getByTestId('maintenance-image')).toHaveAttribute('src', window.image.en);
      await expect(popup.getByRole('button')).toHaveCount(0);
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await page.keyboard.press('Escape');
      await page.getByTestId('maintenance-backdrop').click({ position: { x: 5, y: 5 }, force: true });
      await page.keyboard.press('Tab');
      await expect(popup).toBeVisible();
      // The page behind cannot be used while it shows.
      await expect(page.getByTestId('lang-switch').click({ timeout: 1_000 })).rejects.toThrow();
      await expect(popup).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
    } finally {
      await mutate(request, [{ delete: { id } }]);
    }
  });

  test('a window starting later opens the popup at its start and closes it at its end, without a reload', async ({ page, request }) => {
    const id = `maintenanceWindow.e2e-next-${Date.now()}`;
    const now = Date.now();
    try {
      await mutate(request, [{ createOrReplace: {
        _id: id, _type: 'maintenanceWindow', title: 'E2E maintenance next',
        startsAt: new Date(now + 6_000).toISOString(), endsAt: new Date(now + 12_000).toISOString(),
        image: { id: '/content/maintenance-id.webp', en: '/content/maintenance-en.webp' },
      } }]);
      await openHome(page, 'id');
      await expect(page.getByTestId('maintenance-popup')).toHaveCount(0);
      await expect(page.getByTestId('maintenance-popup')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByTestId('maintenance-image')).toHaveAttribute('src', '/content/maintenance-id.webp');
      await expect(page.getByTestId('maintenance-popup')).toHaveCount(0, { timeout: 10_000 });
    } finally {
      await mutate(request, [{ delete: { id } }]);
    }
  });
});
