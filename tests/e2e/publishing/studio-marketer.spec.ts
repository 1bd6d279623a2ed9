// A marketer's day in the studio (issue 12): a banner's title and image edited, previewed as a draft
// in the real shop (with the preview banner, updating as the draft is saved), then published and seen
// in an already open home; a promo scheduled for later, shown as scheduled, and cancelled. Uses the
// seed's third banner and a promo no other spec changes, and restores both.
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { getDoc, mutate, restorable, TOKEN, type Json } from '../support/lake';

const auth = { Authorization: `Bearer ${TOKEN}` };
/** A phone banner of the size its place expects (600×600, the schema's x-frame): a smaller one is refused at publish. */
const bannerPng = (): Promise<Buffer> => sharp({ create: { width: 600, height: 600, channels: 3, background: '#c8102e' } }).png().toBuffer();

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId('studio-token').fill(TOKEN);
  await page.getByTestId('studio-login-submit').click();
  await expect(page.getByTestId('studio-types')).toBeVisible();
}

/** `<input type="datetime-local">` value of a time on the shop's clock (WIB, UTC+7: the schedule is picked there). */
const wibInput = (t: Date): string => new Date(t.getTime() + 7 * 3_600_000).toISOString().slice(0, 16);

test.describe.serial('a marketer in the studio (shared documents, restored)', () => {
  test('edits a banner, previews the draft in the shop, publishes it and sees it on an open home', async ({ page, context, request }) => {
    test.slow();
    const id = 'banner.platinum';
    const original = await getDoc(request, id);
    if (!original) throw new Error(`no ${id}`);
    const publishedTitle = String((original.id as { title: string }).title);
    // A visitor's home, open before anything is published (a page of its own: no studio sign-in).
    const home = await context.newPage();
    await home.goto('/?lang=id');
    await expect(home.getByTestId('screen-home')).toBeVisible();
    await expect(home.locator('html')).toHaveAttribute('data-live', 'open');
    const homeBanner = home.getByTestId('banner-platinum').locator('img');
    await expect(homeBanner).toHaveAttribute('alt', publishedTitle);
    let reloaded = false;
    home.on('framenavigated', (f) => { if (f === home.mainFrame()) reloaded = true; });

    const stamp = Date.now().toString(36);
    const draftTitle = `Draf pemasar ${stamp}`;
    try {
      await signIn(page, `/studio/banner/${id}`);
      await expect(page.getByTestId('studio-editor')).toBeVisible();
      await page.locator('#root_id_title').fill(draftTitle);
      await page.locator('#root_en_title').fill(`Marketer draft ${stamp}`);
      await page.getByTestId('upload-root_id_img_main_mob_webp').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await bannerPng() });
      const image = page.locator('#root_id_img_main_mob_webp');
      await expect(image).toHaveValue(/\/images\//);
      const imageUrl = await image.inputValue();
      await page.getByTestId('studio-save').click();
      await expect(page.getByTestId('studio-status')).toHaveText('Draft saved.');

      // The draft in the real shop: the preview banner, the draft's title and image, a way back.
      const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('studio-preview').click()]);
      await expect(preview).toHaveURL(/\/\?preview=1/);
      await expect(preview.getByTestId('preview-banner')).toBeVisible();
      await expect(preview.getByTestId('preview-back')).toHaveAttribute('href', `/studio/banner/${id}`);
      const previewBanner = preview.getByTestId('banner-platinum').locator('img');
      await expect(previewBanner).toHaveAttribute('alt', draftTitle);
      await expect(previewBanner).toHaveAttribute('src', imageUrl);
      // Visitors still see the published banner.
      await expect(homeBanner).toHaveAttribute('alt', publishedTitle);

      // Saved again: the open preview follows without a reload.
      const secondTitle = `${draftTitle} v2`;
      await page.locator('#root_id_title').fill(secondTitle);
      await page.getByTestId('studio-save').click();
      await expect(page.getByTestId('studio-status')).toHaveText('Draft saved.');
      await expect(previewBanner).toHaveAttribute('alt', secondTitle);

      await page.getByTestId('studio-publish').click();
      await expect(page.getByTestId('studio-status')).toHaveText('Published.');
      await expect(homeBanner).toHaveAttribute('alt', secondTitle, { timeout: 5_000 });
      await expect(homeBanner).toHaveAttribute('src', imageUrl);
      expect(reloaded).toBe(false);
    } finally {
      await mutate(request, [{ createOrReplace: restorable(original) }, { delete: { id: `drafts.${id}` } }]);
    }
  });

  test('schedules a promo for later: shown as scheduled in the editor and the list, a past time refused, cancelled', async ({ page, request }) => {
    const id = 'promo.roaming-umroh';
    const original = await getDoc(request, id);
    if (!original) throw new Error(`no ${id}`);
    const stamp = Date.now().toString(36);
    try {
      await signIn(page, `/studio/promo/${id}`);
      await expect(page.getByTestId('studio-editor')).toBeVisible();
      await page.locator('#root_title_en').fill(`Umrah roaming ${stamp}`);

      // A time in the past is refused in the editor's words.
      await page.getByTestId('datetime-studio-schedule-at').fill(wibInput(new Date(Date.now() - 3_600_000)));
      await page.getByTestId('studio-schedule-submit').click();
      await expect(page.getByTestId('studio-schedule-status')).toContainText('is not in the future');

      const at = new Date(Date.now() + 2 * 86_400_000);
      at.setSeconds(0, 0);
      await page.getByTestId('datetime-studio-schedule-at').fill(wibInput(at));
      await page.getByTestId('studio-schedule-submit').click();
      await expect(page.getByTestId('studio-schedule-status')).toHaveText('Scheduled.');
      const pending = page.getByTestId('studio-schedule-pending');
      await expect(pending).toContainText('Scheduled to publish:');
      await expect(pending.locator('time')).toHaveAttribute('datetime', at.toISOString());
      // The draft it publishes was saved with it; the published promo is unchanged until then.
      expect(await getDoc(request, `drafts.${id}`)).toMatchObject({ title: { en: `Umrah roaming ${stamp}` } });
      expect(await getDoc(request, id)).toMatchObject({ title: original.title as Json });

      await page.goto('/studio/promo');
      await expect(page.getByTestId(`studio-schedule-badge-${id}`)).toContainText('scheduled');

      await page.getByTestId(`studio-doc-${id}`).click();
      await page.getByTestId('studio-schedule-cancel').click();
      await expect(page.getByTestId('studio-schedule-status')).toHaveText('Schedule cancelled.');
      await expect(page.getByTestId('studio-schedule-pending')).toHaveCount(0);
      await expect(page.getByTestId('datetime-studio-schedule-at')).toBeVisible();
    } finally {
      await request.post(`/api/studio/schedule/${id}/cancel`, { headers: auth });
      await mutate(request, [{ delete: { id: `drafts.${id}` } }]);
    }
  });

  test('a promo body is edited as rich text, both languages side by side, with a labelled toolbar', async ({ page, request }) => {
    const id = 'promo.platinum';
    try {
      await signIn(page, `/studio/promo/${id}`);
      await expect(page.getByTestId('studio-editor')).toBeVisible();
      await expect(page.getByTestId('languages-root_body')).toBeVisible();
      const en = page.getByTestId('pt-root_body_en');
      await expect(page.getByTestId('pt-root_body_id')).toBeVisible();
      await expect(en).toBeVisible();
      // No raw Portable Text: no _key, markDefs or marks inputs.
      await expect(page.locator('[id^="root_body_"][id$="__key"], [id*="_markDefs"], [id*="_marks"]')).toHaveCount(0);
      const toolbar = page.getByTestId('pt-root_body_en-toolbar');
      await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeVisible();
      await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toBeVisible();
      await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toBeVisible();
      await page.getByTestId('studio-lang').click();
      await expect(toolbar.getByRole('button', { name: 'Tebal' })).toBeVisible();
      await page.getByTestId('studio-lang').click();

      const text = page.getByTestId('pt-root_body_en-text');
      await text.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.getByTestId('pt-root_body_en-mark-strong').click();
      await expect(page.getByTestId('pt-root_body_en-mark-strong')).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.type('Bold heading');
      await page.getByTestId('pt-root_body_en-style-h2').click();
      await expect(page.getByTestId('pt-root_body_en-style-h2')).toHaveAttribute('aria-pressed', 'true');
      await expect(text.locator('h2', { hasText: 'Bold heading' }).locator('strong')).toHaveText('Bold heading');
      await page.getByTestId('studio-save').click();
      await expect(page.getByTestId('studio-status')).toHaveText('Draft saved.');

      const draft = await getDoc(request, `drafts.${id}`);
      const blocks = ((draft?.body as { en: Json[] }).en);
      const last = blocks.at(-1) as { style: string; markDefs: unknown[]; children: Array<{ text: string; marks: string[]; _key: string }> };
      expect(last.style).toBe('h2');
      expect(last.markDefs).toEqual([]);
      expect(last.children.map((c) => [c.text, c.marks])).toEqual([['Bold heading', ['strong']]]);
      for (const b of blocks) expect(b).toMatchObject({ _type: 'block', _key: expect.any(String), markDefs: expect.any(Array) });
      // What the editor wrote passes the promo's schema and checks.
      await page.getByTestId('studio-validate').click();
      await expect(page.getByTestId('studio-status')).toHaveText('No problems.');
      // The draft previews on the promo's own page (its schema's x-preview), not on the home.
      const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('studio-preview').click()]);
      await expect(preview).toHaveURL(new RegExp(`/promo/${String(draft?.code)}\\?preview=1`));
      await expect(preview.getByTestId('preview-banner')).toBeVisible();
      await expect(preview.getByTestId('promo-not-found')).toHaveCount(0);
      await preview.close();
    } finally {
      await mutate(request, [{ delete: { id: `drafts.${id}` } }]);
    }
  });
});
