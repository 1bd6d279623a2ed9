// Prices in published content are written the shop's way in both languages (issue 32): an editor who types
// 'Rp75,000' (the English habit) or 'Rp 75,000' still gets 'Rp75.000' on the page, the site's
// thousandSeparator read where the text shows. Changes shared content: restores it.
import { expect, test } from '@playwright/test';
import { getDoc, mutate, openHome, restorable, type Lang } from '../support/lake';

test('a roaming card whose title an editor wrote with commas shows Rp75.000, in English and Indonesian', async ({ page, request }) => {
  const id = 'roamingPromo.asia';
  const original = await getDoc(request, id);
  const titles: Record<Lang, { typed: string; shown: string }> = {
    en: { typed: 'Asia roaming from Rp75,000', shown: 'Asia roaming from Rp75.000' },
    id: { typed: 'Roaming Asia mulai Rp 75,000', shown: 'Roaming Asia mulai Rp75.000' },
  };
  try {
    await mutate(request, [{ patch: { id, set: { 'en.title': titles.en.typed, 'id.title': titles.id.typed } } }]);
    for (const lang of ['en', 'id'] as const) {
      // The home HTML carries its content and is cached for a second: reload until the change shows.
      await expect(async () => {
        await openHome(page, lang);
        const card = page.getByTestId('roaming-asia');
        await card.scrollIntoViewIfNeeded({ timeout: 3_000 });
        await expect(card).toContainText(titles[lang].shown, { timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByTestId('home-roaming')).not.toContainText(/Rp\s?\d{1,3},\d{3}/);
    }
  } finally {
    await mutate(request, [{ createOrReplace: restorable(original) }]);
  }
});
