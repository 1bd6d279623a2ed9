// What content says in words (issue 32): an unknown promo says it does not exist or has ended and answers
// 404; the maintenance popup says its window's title and times, its image only a decoration. (Prices in
// published content: publishing/content-prices.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import promoPage from '../../flows/pages/promo.json' with { type: 'json' };
import { ui, type Lang } from './support/journey';

/** The window the maintenance read answers: on now, ending in ten minutes (Jakarta time as the seed writes it). */
async function maintenanceOn(page: Page, image: string): Promise<{ startsAt: string; endsAt: string }> {
  const startsAt = '2026-12-01T03:00:00+07:00';
  const endsAt = '2026-12-01T05:30:00+07:00';
  await page.route('**/api/ui/maintenance', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({
    // The server's clock says it is 04:00 in Jakarta: inside the window, whatever this machine's clock says.
    now: '2026-12-01T04:00:00+07:00', next: null,
    active: { _id: 'maintenanceWindow.test', title: 'System maintenance 1 December 2026', startsAt, endsAt, image: { id: image, en: image } },
  }) }));
  return { startsAt, endsAt };
}

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`an unknown or ended promo says so, links to the promo list and answers 404 [${lang}]`, async ({ page }) => {
    const answer = await page.goto(`/promo/no-such-promo?lang=${lang}`);
    expect(answer?.status()).toBe(404);
    const missing = page.getByTestId('promo-not-found');
    await expect(missing).toContainText(promoPage.texts.missingTitle[lang]);
    await expect(missing).toContainText(promoPage.texts.missingText[lang]);
    await expect(missing).not.toContainText(lang === 'id' ? 'Terjadi kesalahan' : 'Something went wrong');
    await page.getByTestId('promo-back').click();
    await expect(page).toHaveURL(/\/promos(\?|$)/);
    await expect(page.locator('[data-testid^="promo-card-"]').first()).toBeVisible();
    // A running promo still answers 200.
    expect((await page.goto(`/promo/welcome?lang=${lang}`))?.status()).toBe(200);
    await expect(page.getByTestId('promo-detail')).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`the maintenance popup says its title and times in words, the image only decoration [${lang}, ${width} px]`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // The seeded image, then one that cannot load: the words are there either way.
      for (const image of ['/content/maintenance-id.webp', '/content/no-such-image.webp']) {
        await maintenanceOn(page, image);
        await page.goto(`/?lang=${lang}`);
        const popup = page.getByTestId('maintenance-popup');
        await expect(popup).toBeVisible();
        const dialog = popup.getByRole('alertdialog');
        await expect(dialog).toHaveAccessibleName(ui('home.maintenanceTitle', lang));
        await expect(page.getByTestId('maintenance-title')).toHaveText(ui('home.maintenanceTitle', lang));
        await expect(page.getByTestId('maintenance-name')).toHaveText('System maintenance 1 December 2026');
        // The times in words, in Jakarta time: the day, the date, the start, and the end the same day.
        const [from, until] = lang === 'id' ? ['Selasa,? 1 Desember 2026 pukul 03\\.00', '05\\.30'] : ['Tuesday,? 1 December 2026 at 03:00', '05:30'];
        const escaped = ui('home.maintenanceWhen', lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const when = new RegExp(`^${escaped.replace('%s', from).replace('%s', until)}$`);
        await expect(page.getByTestId('maintenance-text')).toHaveText(when);
        await expect(dialog).toHaveAccessibleDescription(when);
        const img = page.getByTestId('maintenance-image');
        if (image.includes('no-such')) await expect(img).toBeHidden();
        else await expect(img).toHaveAttribute('alt', '');
        // The words are inside the viewport.
        const box = await page.getByTestId('maintenance-text').boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= 800 && box.x >= 0 && box.x + box.width <= width).toBe(true);
        await page.unroute('**/api/ui/maintenance');
      }
    });
  }
}
