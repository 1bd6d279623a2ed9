// /retails (and /retail): the store list, searched by city on the server; cards on a phone and a
// table on a desktop (one URL, the 768 px breakpoint: A16, A29), in both languages.
import { expect, test, type Page } from '@playwright/test';
import page from '../../flows/pages/retails.json' with { type: 'json' };
import { axeLines } from './support/axe';
import { expectChrome, ui, type Lang } from './support/journey';

const appReady = (p: Page) => expect(p.locator('html')).toHaveAttribute('data-app-ready', '1');

/** Types a city and waits for the list of that very search (the debounced request, then its answer rendered). */
async function search(p: Page, city: string): Promise<void> {
  const answered = p.waitForResponse((r) => r.url().includes('/api/stores') && r.url().includes(`city=${encodeURIComponent(city)}`));
  await p.getByTestId('store-search').fill(city);
  await answered;
  const list = p.getByTestId('store-list');
  await expect(list).toHaveAttribute('data-city', city);
  await expect(list).toHaveAttribute('data-loaded', '1');
}

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`phone (375 px, ${lang}): stores as cards, searched by city, with an empty state`, async ({ page: p }) => {
    await p.setViewportSize({ width: 375, height: 740 });
    await p.goto(`/retails?lang=${lang}`);
    await appReady(p);
    await expectChrome(p, true);
    await expect(p.getByTestId('screen-heading')).toHaveText(page.texts.heading[lang]);
    await expect(p.getByLabel(ui('stores.searchLabel', lang))).toBeVisible();
    await expect(p.getByTestId('store-list')).toHaveAttribute('data-loaded', '1');
    await expect(p.locator('[data-testid^="store-STORE-"]')).toHaveCount(4);

    await search(p, 'jakarta');
    const cards = p.locator('[data-testid^="store-STORE-"]');
    await expect(cards).toHaveCount(2);
    const sarinah = p.getByTestId('store-STORE-JKT-01');
    await expect(sarinah).toContainText('Gerai Sarinah');
    await expect(sarinah.getByTestId('store-address')).toContainText('Jl. M.H. Thamrin No. 11, Jakarta Pusat');
    await expect(sarinah.getByTestId('store-hours')).toContainText(ui('stores.hours', lang));
    await expect(sarinah.getByTestId('store-hours')).toContainText('10:00-21:00');
    // A card: the row is a block, the column headers are not shown.
    await expect(sarinah).toHaveCSS('display', 'block');
    await expect(p.getByRole('columnheader', { name: ui('stores.address', lang) })).not.toBeInViewport();
    await expect(p.getByText(ui('stores.count', lang).replace('%s', '2'))).toBeVisible();

    await search(p, 'Jayapura');
    await expect(p.getByTestId('store-list-empty')).toHaveText(ui('stores.empty', lang));
    await expect(cards).toHaveCount(0);
    await expect.poll(() => p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test(`desktop (1280 px, ${lang}): stores as a table, /retail is the same page`, async ({ page: p }) => {
    await p.goto(`/retail?lang=${lang}`);
    await appReady(p);
    await expectChrome(p, true);
    await expect(p).toHaveURL(/\/retail(\?|$)/);
    await expect(p.getByTestId('screen-heading')).toHaveText(page.texts.heading[lang]);
    await search(p, 'BANDUNG');
    const table = p.getByTestId('store-table');
    await expect(table.getByRole('columnheader', { name: ui('stores.hours', lang) })).toBeVisible();
    const dago = p.getByTestId('store-STORE-BDG-01');
    await expect(dago).toHaveCSS('display', 'table-row');
    await expect(dago.getByRole('rowheader')).toHaveText('Gerai Dago');
    await expect(dago.getByTestId('store-hours')).toContainText('09:00-21:00');
    await expect(p.locator('[data-testid^="store-STORE-"]')).toHaveCount(1);
  });
}

test('the footer leads to /retails; the search is used with the keyboard; a failed read offers a retry', async ({ page: p }) => {
  let fail = true;
  await p.route('**/api/stores**', (route) => (fail ? route.fulfill({ status: 503, json: { code: 500, message: 'down', errors: { message: 'down' } } }) : route.continue()));
  await p.goto('/track?lang=en');
  await appReady(p);
  await p.getByTestId('footer').getByRole('link', { name: 'Our Stores' }).click();
  await expect(p).toHaveURL(/\/retails/);
  const failed = p.getByTestId('store-list-error');
  await expect(failed).toContainText(ui('common.loadFailed', 'en'));
  fail = false;
  await failed.getByRole('button', { name: ui('button.retry', 'en') }).click();
  await expect(p.getByTestId('store-list')).toHaveAttribute('data-loaded', '1');
  await expect(p.locator('[data-testid^="store-STORE-"]')).toHaveCount(4);
  await p.getByTestId('store-search').focus();
  await p.keyboard.type('medan');
  await expect(p.getByTestId('store-list')).toHaveAttribute('data-city', 'medan');
  await expect(p.locator('[data-testid^="store-STORE-"]')).toHaveCount(1);
  await expect(p.getByTestId('store-STORE-MDN-01')).toContainText('Gerai Medan Kota');
});

test('axe (WCAG 2.1 A and AA) finds nothing on /retails: phone in Indonesian, desktop in English', async ({ page: p }) => {
  for (const [lang, width] of [['id', 375], ['en', 1280]] as const) {
    await p.setViewportSize({ width, height: 800 });
    await p.goto(`/retails?lang=${lang}`);
    await appReady(p);
    await expect(p.locator('[data-testid^="store-STORE-"]')).toHaveCount(4);
    expect((await axeLines(p)).map((line) => `${lang}: ${line}`)).toEqual([]);
  }
});
