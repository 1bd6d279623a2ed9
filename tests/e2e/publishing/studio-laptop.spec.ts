// Issue 32, the studio for a marketer and ops on a laptop (1280 px, both studio languages): moments picked
// on a Jakarta (WIB) date-time picker and stored as the same ISO strings, a schedule's publish time too (sent as
// that WIB moment, shown back in WIB in words); image columns headed by their language; help written for a marketer, not
// quoting the specification; the journey editor without sideways scrolling; image fields stating their frame
// and the 200 KB limit with a preview cut as the shop shows it; the banner's title named for what it does;
// a publish that says when it reached the open shop pages, with an undo that publishes the previous revision.
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, getDoc, mutate, restorable, TOKEN, type Json } from '../support/lake';

// The laptop is not in Jakarta: WIB on the picker is the shop's zone, not the browser's.
test.use({ viewport: DESKTOP, timezoneId: 'Europe/London' });

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId('studio-token').fill(TOKEN);
  await page.getByTestId('studio-login-submit').click();
  await expect(page.getByTestId('studio-types')).toBeVisible();
}

/** Switches the studio to Indonesian (it opens in English). */
async function toIndonesian(page: Page): Promise<void> {
  await page.getByTestId('studio-lang').click();
  await expect(page.getByTestId('studio-logout')).toHaveText('Keluar');
}

const noSideways = (page: Page): Promise<{ scroll: number; client: number }> =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));

/** What a marketer must never read in a help text: the specification's readings and notation. */
const SPEC_WORDS = /\(A\d+\)|\bA\d+:|half-open|\[startsAt|server time|spec section|\(spec\b/;

test('the journey editors fit a 1280 px window without sideways scrolling, in both languages', async ({ page }) => {
  await signIn(page, '/studio/def%3Ajourney');
  for (const journey of ['prepaid-sim', 'postpaid-sim']) {
    await page.goto(`/studio/def%3Ajourney/def.journey.${journey}`);
    await expect(page.getByTestId('journey-map').locator('svg')).toBeVisible();
    // A step's form is measured too: its closed row opens it.
    await page.getByTestId('studio-entry-root_steps_0').click();
    await expect(page.locator('#root_steps_0_id')).toBeVisible();
    for (const lang of ['en', 'id'] as const) {
      if (lang === 'id') await toIndonesian(page);
      const { scroll, client } = await noSideways(page);
      expect(scroll, `${journey} (${lang})`).toBeLessThanOrEqual(client);
      // Sign out and the map's help are inside the window.
      const signOut = await page.getByTestId('studio-logout').boundingBox();
      expect((signOut?.x ?? 0) + (signOut?.width ?? 0)).toBeLessThanOrEqual(client);
      const help = await page.getByTestId('journey-map').locator('.studio-hint').first().boundingBox();
      expect((help?.x ?? 0) + (help?.width ?? 0)).toBeLessThanOrEqual(client);
    }
  }
});

test('a maintenance window\'s times are picked in WIB and stored as the ISO string with its offset, in both languages', async ({ page, request }) => {
  const id = 'maintenanceWindow.2024-08-23';
  const published = await getDoc(request, id);
  try {
    await signIn(page, `/studio/maintenanceWindow/${id}`);
    const starts = page.locator('#root_startsAt');
    // The stored 2024-08-23T03:00:00+07:00 is shown on Jakarta's clock, whatever the laptop's zone.
    await expect(starts).toHaveAttribute('type', 'datetime-local');
    await expect(starts).toHaveValue(String(published.startsAt).slice(0, 16));
    await expect(page.getByTestId('datetime-words-root_startsAt')).toHaveText('Friday, 23 August 2024 at 03:00 WIB');
    await expect(page.locator('label[for="root_startsAt"]')).toContainText('Starts');

    await starts.fill('2030-01-02T03:00');
    await expect(page.getByTestId('datetime-words-root_startsAt')).toHaveText('Wednesday, 2 January 2030 at 03:00 WIB');
    await page.locator('#root_endsAt').fill('2030-01-02T05:30');
    await page.getByTestId('studio-save').click();
    await expect(page.getByTestId('studio-status')).toHaveText('Draft saved.');
    const draft = await getDoc(request, `drafts.${id}`);
    expect(draft.startsAt).toBe('2030-01-02T03:00:00+07:00');
    expect(draft.endsAt).toBe('2030-01-02T05:30:00+07:00');

    await toIndonesian(page);
    await expect(page.locator('label[for="root_startsAt"]')).toContainText('Mulai');
    await expect(page.locator('label[for="root_endsAt"]')).toContainText('Selesai');
    await expect(page.getByTestId('datetime-words-root_startsAt')).toHaveText('Rabu, 2 Januari 2030 pukul 03.00 WIB');
    await page.locator('#root_endsAt').fill('2030-01-02T06:15');
    await expect(page.getByTestId('datetime-words-root_endsAt')).toHaveText('Rabu, 2 Januari 2030 pukul 06.15 WIB');
    await page.getByTestId('studio-save').click();
    await expect(page.getByTestId('studio-status')).toHaveText('Draf disimpan.');
    const saved = await getDoc(request, `drafts.${id}`);
    expect(saved.endsAt).toBe('2030-01-02T06:15:00+07:00');
    // A time the editor did not touch is stored exactly as before.
    expect(saved.startsAt).toBe('2030-01-02T03:00:00+07:00');
    expect(saved.title).toBe(published.title);
  } finally {
    await mutate(request, [{ delete: { id: `drafts.${id}` } }]);
  }
});

test('a promo\'s start is picked in WIB, an end left empty stays empty, and untouched times keep their stored string', async ({ page, request }) => {
  const id = 'promo.esim-free';
  const published = await getDoc(request, id);
  try {
    await signIn(page, `/studio/promo/${id}`);
    await expect(page.locator('#root_startsAt')).toHaveAttribute('type', 'datetime-local');
    await page.locator('#root_startsAt').fill('2031-07-17T19:45');
    await expect(page.getByTestId('datetime-words-root_startsAt')).toHaveText('Thursday, 17 July 2031 at 19:45 WIB');
    await page.getByTestId('studio-save').click();
    await expect(page.getByTestId('studio-status')).toHaveText('Draft saved.');
    const draft = await getDoc(request, `drafts.${id}`);
    expect(draft.startsAt).toBe('2031-07-17T19:45:00+07:00');
    expect(draft.endsAt).toBe(published.endsAt);
  } finally {
    await mutate(request, [{ delete: { id: `drafts.${id}` } }]);
  }
});

test('help texts are written for a marketer, not quoting the specification, in both languages', async ({ page }) => {
  const expected: Record<string, { en: string; id: string }> = {
    'maintenanceWindow/maintenanceWindow.2024-08-23': { en: 'a window from 03:00 to 05:30 shows until 05:29', id: 'jadwal 03.00 sampai 05.30 tampil sampai 05.29' },
    'banner/banner.esim': { en: 'A banner in the carousel at the top of the home page', id: 'Banner di carousel paling atas halaman beranda' },
    'promo/promo.esim-free': { en: 'its own page at /promo/<code>', id: 'halamannya sendiri di /promo/<kode>' },
    'setting/setting.oa.api.delivery.delay.info': { en: 'Its value is written as JSON text', id: 'Nilainya ditulis sebagai teks JSON' },
  };
  await signIn(page, '/studio');
  for (const [path, words] of Object.entries(expected)) {
    await page.goto(`/studio/${path}`);
    const editor = page.getByTestId('studio-editor');
    await expect(editor.locator('form.rjsf')).toContainText(words.en);
    expect(await editor.locator('.field-description').allInnerTexts()).not.toContainEqual(expect.stringMatching(SPEC_WORDS));
    await toIndonesian(page);
    await expect(editor.locator('form.rjsf')).toContainText(words.id);
    expect(await editor.locator('.field-description').allInnerTexts()).not.toContainEqual(expect.stringMatching(SPEC_WORDS));
  }
});

test('an image field states its frame and the 200 KB limit where the file is chosen, and previews the shop\'s crop', async ({ page }) => {
  await signIn(page, '/studio/banner/banner.esim');
  const desktop = 'root_id_img_main_dsk_webp';
  const phone = 'root_id_img_main_mob_webp';
  await expect(page.getByTestId(`image-frame-${desktop}`)).toHaveText('The shop shows it in a 1200 × 400 px frame (3:1): upload it cropped to 3:1, at least 1200 px wide.');
  await expect(page.getByTestId(`image-limit-${desktop}`)).toHaveText('At most 200 KB (JPEG, PNG, WebP or GIF).');
  await expect(page.getByTestId(`image-frame-${phone}`)).toContainText('600 × 600 px frame (1:1)');
  // The file picker is described by them (a screen reader hears them where the file is chosen).
  await expect(page.getByTestId(`upload-${desktop}`)).toHaveAttribute('aria-describedby', `${desktop}__expects`);
  // The preview is the frame's shape, the image cut to it as the home page cuts it.
  const crop = page.getByTestId(`image-crop-${desktop}`);
  await expect(crop).toBeVisible();
  const box = await crop.boundingBox();
  expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 3)).toBeLessThan(0.05);
  await expect(crop.locator('img')).toHaveCSS('object-fit', 'cover');
  const phoneBox = await page.getByTestId(`image-crop-${phone}`).boundingBox();
  expect(Math.abs((phoneBox?.width ?? 0) / (phoneBox?.height ?? 1) - 1)).toBeLessThan(0.05);

  // A file over the limit is refused where it is chosen, and the field keeps its image.
  const before = await page.locator(`#${phone}`).inputValue();
  const heavy = await sharp(Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 600, height: 600, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  expect(heavy.length).toBeGreaterThan(200 * 1024);
  await page.getByTestId(`upload-${phone}`).setInputFiles({ name: 'heavy.png', mimeType: 'image/png', buffer: heavy });
  await expect(page.getByTestId(`image-error-${phone}`)).toContainText(`This file is ${Math.round(heavy.length / 1024)} KB, over the 200 KB limit, so it was not uploaded`);
  await expect(page.locator(`#${phone}`)).toHaveValue(before);

  await toIndonesian(page);
  await expect(page.getByTestId(`image-frame-${desktop}`)).toHaveText('Toko menampilkannya dalam bingkai 1200 × 400 px (3:1): unggah dengan potongan 3:1, paling sedikit 1200 px lebarnya.');
  await expect(page.getByTestId(`image-limit-${desktop}`)).toHaveText('Paling besar 200 KB (JPEG, PNG, WebP atau GIF).');
  await expect(page.getByTestId(`image-crop-${desktop}`).locator('..')).toContainText('Seperti yang tampil di toko. Bagian di luar bingkai terpotong.');
});

test('a banner\'s title is named for what it does: read aloud and shown when the image cannot load, in both languages', async ({ page }) => {
  await signIn(page, '/studio/banner/banner.esim');
  const label = page.locator('label[for="root_id_title"]');
  await expect(label).toContainText('Image description (alt text)');
  await expect(page.locator('#root_id_title__description')).toContainText('Not shown on the home page: screen readers read it aloud, and browsers show it in place of the image when the image cannot load.');
  await toIndonesian(page);
  await expect(label).toContainText('Deskripsi gambar (teks alternatif)');
  await expect(page.locator('#root_id_title__description')).toContainText('Tidak tampil di halaman beranda: dibacakan oleh pembaca layar');
});

test.describe.serial('publish says where it reached, and undo restores the previous revision (a banner of its own)', () => {
  const code = `e2e-undo-${Date.now().toString(36)}`;
  const id = `banner.${code}`;

  test.beforeAll(async ({ request }) => {
    const seed = await getDoc(request, 'banner.platinum');
    await mutate(request, [{ createOrReplace: { ...restorable(seed), _id: id, code, order: 95, id: { ...(seed.id as Json), title: 'Banner lama' }, en: { ...(seed.en as Json), title: 'Old banner' } } }]);
  });
  test.afterAll(async ({ request }) => {
    await mutate(request, [{ delete: { id } }, { delete: { id: `drafts.${id}` } }]);
  });

  // Other tests' shop pages may be open on this shop at the same time: the count is at least this test's page.
  test('with a shop page open: it reached the open pages, and undo brings the old title back to that page', async ({ page, context, request }) => {
    test.slow();
    const home = await context.newPage();
    await home.goto('/?lang=id');
    await expect(home.locator('html')).toHaveAttribute('data-live', 'open');
    const slide = home.getByTestId(`banner-${code}`).locator('img');
    await expect(slide).toHaveAttribute('alt', 'Banner lama');

    await signIn(page, `/studio/banner/${id}`);
    await page.locator('#root_id_title').fill('Banner baru');
    await page.getByTestId('studio-publish').click();
    await expect(page.getByTestId('studio-status')).toHaveText('Published.');
    const reach = page.getByTestId('studio-publish-reach');
    await expect(reach).toHaveAttribute('data-reach', 'reached', { timeout: 20_000 });
    await expect(reach).toHaveText(/^It reached (1 open shop page|[2-9]\d* open shop pages) at \d{2}:\d{2}:\d{2}\.$/);
    await expect(slide).toHaveAttribute('alt', 'Banner baru');

    await page.getByTestId('studio-undo').click();
    await expect(page.getByTestId('studio-status')).toHaveText('Undone: the previous version is published again.');
    await expect(reach).toHaveAttribute('data-reach', 'reached', { timeout: 20_000 });
    await expect(slide).toHaveAttribute('alt', 'Banner lama');
    await expect(page.locator('#root_id_title')).toHaveValue('Banner lama');
    expect((await getDoc(request, id)).id).toMatchObject({ title: 'Banner lama' });
    await home.close();
  });

  test('in Indonesian, with no shop page of its own open: says what reached them, and undo publishes the previous revision through the checks', async ({ page, request }) => {
    await signIn(page, `/studio/banner/${id}`);
    await toIndonesian(page);
    await page.locator('#root_en_title').fill('New banner');
    // Whether another test holds a shop page open right now is the run's business: the words follow the relay's answer.
    const answer = page.waitForResponse((r) => r.url().includes('/api/studio/live-reach/'));
    await page.getByTestId('studio-publish').click();
    await expect(page.getByTestId('studio-status')).toHaveText('Diterbitkan.');
    const reach = page.getByTestId('studio-publish-reach');
    const said = (await (await answer).json()) as { reached: boolean; pages: number };
    if (said.pages === 0) await expect(reach).toHaveText('Saat ini tidak ada halaman toko yang terbuka: pengunjung melihatnya saat membuka halaman berikutnya.');
    else if (said.reached) await expect(reach).toHaveText(new RegExp(`^Sudah tampil di ${said.pages} halaman toko yang terbuka \\(pukul \\d{2}\\.\\d{2}\\.\\d{2}\\)\\.$`));
    else await expect(reach).toHaveText(`Belum sampai ke ${said.pages} halaman toko yang terbuka: halaman itu mendapatkannya saat koneksinya pulih, atau saat dimuat ulang.`);
    expect((await getDoc(request, id)).en).toMatchObject({ title: 'New banner' });
    await expect(page.getByTestId('studio-undo')).toHaveText('Urungkan (pulihkan versi sebelumnya)');

    // Undo is a publish of the previous revision: checked, then live in the shop's API.
    await page.getByTestId('studio-undo').click();
    await expect(page.getByTestId('studio-status')).toHaveText('Diurungkan: versi sebelumnya terbit lagi.');
    expect((await getDoc(request, id)).en).toMatchObject({ title: 'Old banner' });
    const shop = await request.get('/api/ui/banner/top');
    const banners = ((await shop.json()) as { promo: Array<{ code: string; en: { title: string } }> }).promo;
    expect(banners.find((b) => b.code === code)?.en.title).toBe('Old banner');
  });
});

test('a publish time is scheduled on a WIB picker: the server gets that WIB moment, shown back in WIB in the editor and the list, in both languages', async ({ page, request }) => {
  const id = 'promo.roaming-asia';
  const published = await getDoc(request, id);
  const pendingOf = async (): Promise<string | undefined> => {
    const res = await request.get(`/api/studio/schedules?id=${id}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const body = await res.json() as { timeZone: string; schedules: Array<{ publishAt: string; status: string }> };
    expect(body.timeZone).toBe('Asia/Jakarta');
    return body.schedules.find((s) => s.status === 'scheduled')?.publishAt;
  };
  const cancel = () => request.post(`/api/studio/schedule/${id}/cancel`, { headers: { authorization: `Bearer ${TOKEN}` } });
  try {
    await signIn(page, `/studio/promo/${id}`);
    // The schedule publishes the saved draft: a change to save with it.
    await page.locator('#root_title_en').fill(`${String((published.title as { en: string }).en)} (scheduled)`);
    const at = page.getByTestId('datetime-studio-schedule-at');
    await expect(at).toHaveAttribute('type', 'datetime-local');
    await expect(page.getByTestId('datetime-words-studio-schedule-at')).toHaveText('Not set yet. Choose the date and time in WIB.');
    await expect(page.getByTestId('studio-schedule').locator('.studio-datetime__zone')).toHaveText('WIB');
    await at.fill('2031-03-04T09:30');
    await expect(page.getByTestId('datetime-words-studio-schedule-at')).toHaveText('Tuesday, 4 March 2031 at 09:30 WIB');
    await page.getByTestId('studio-schedule-submit').click();
    await expect(page.getByTestId('studio-schedule-status')).toHaveText('Scheduled.');
    // 09:30 in Jakarta (UTC+7), not in the laptop's London.
    expect(await pendingOf()).toBe('2031-03-04T02:30:00.000Z');
    const pending = page.getByTestId('studio-schedule-pending');
    await expect(pending).toHaveText(/^Scheduled to publish: Tuesday, 4 March 2031 at 09:30 WIB/);
    await toIndonesian(page);
    await expect(pending).toHaveText(/^Terjadwal terbit: Selasa, 4 Maret 2031 pukul 09\.30 WIB/);
    // The list (opened afresh: the studio opens in English), then in Indonesian.
    await page.goto('/studio/promo');
    const badge = page.getByTestId(`studio-schedule-badge-${id}`);
    await expect(badge).toHaveText('scheduled Tuesday, 4 March 2031 at 09:30 WIB');
    await toIndonesian(page);
    await expect(badge).toHaveText(/Selasa, 4 Maret 2031 pukul 09\.30 WIB$/);

    // In Indonesian: cancelled, then a time whose day differs between Jakarta and London.
    await page.getByTestId(`studio-doc-${id}`).click();
    await page.getByTestId('studio-schedule-cancel').click();
    await expect(page.getByTestId('studio-schedule-status')).toHaveText('Jadwal dibatalkan.');
    await expect(page.locator('label[for="studio-schedule-at"]')).toHaveText('Terbitkan pada');
    await page.getByTestId('datetime-studio-schedule-at').fill('2031-03-05T03:15');
    await expect(page.getByTestId('datetime-words-studio-schedule-at')).toHaveText('Rabu, 5 Maret 2031 pukul 03.15 WIB');
    await page.getByTestId('studio-schedule-submit').click();
    await expect(page.getByTestId('studio-schedule-status')).toHaveText('Dijadwalkan.');
    expect(await pendingOf()).toBe('2031-03-04T20:15:00.000Z');
    await expect(pending).toHaveText(/^Terjadwal terbit: Rabu, 5 Maret 2031 pukul 03\.15 WIB/);
    await page.goto('/studio/promo');
    await expect(badge).toHaveText('scheduled Wednesday, 5 March 2031 at 03:15 WIB');
  } finally {
    await cancel();
    await mutate(request, [{ delete: { id: `drafts.${id}` } }]);
  }
});

test('the per-language image columns of a maintenance window and a promo are headed by their language, in both languages', async ({ page }) => {
  await signIn(page, '/studio');
  for (const path of ['maintenanceWindow/maintenanceWindow.2024-08-23', 'promo/promo.esim-free']) {
    await page.goto(`/studio/${path}`);
    await expect(page.locator('label[for="root_image_id"]')).toHaveText(/^Indonesian \(id\)\*?$/);
    await expect(page.locator('label[for="root_image_en"]')).toHaveText(/^English \(en\)\*?$/);
    await page.getByTestId('studio-lang').click();
    await expect(page.locator('label[for="root_image_id"]')).toHaveText(/^Indonesia \(id\)\*?$/);
    await expect(page.locator('label[for="root_image_en"]')).toHaveText(/^Inggris \(en\)\*?$/);
    // A promo's bilingual title heads its columns the same way.
    if (path.startsWith('promo/')) await expect(page.getByTestId('bilingual-root_title').locator('.studio-bilingual__col > span')).toHaveText(['Indonesia (id)', 'Inggris (en)']);
    await page.getByTestId('studio-lang').click();
    await expect(page.getByTestId('studio-logout')).toHaveText('Sign out');
  }
});
