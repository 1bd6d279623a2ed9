// Identity documents on /personal-postpaid3s: real JPEG and PNG uploads with progress and preview, the
// browser's and the server's refusals with their texts in both languages, replace and remove, and the
// camera page's fallback when the camera is refused.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import errors from '../../flows/errors.json' with { type: 'json' };
import messages from '../../flows/messages.json' with { type: 'json' };
import cameraPage from '../../flows/pages/camera.json' with { type: 'json' };
import postpaid from '../../flows/journeys/postpaid-sim.json' with { type: 'json' };
import { MAX_DOCUMENT_BYTES } from '../../src/contracts/documents';
import { flow } from '../../src/ui/widgets/documentUpload/flow';
import { fixtureDocument, toDocumentStep, uploadAnswer } from './support/documents';
import type { Lang } from './support/journey';

const catalogueText = (code: string, lang: Lang) => (errors.errors as Record<string, { text: { id: string; en: string } }>)[code]?.text[lang] ?? '';

for (const lang of ['id', 'en'] as const) {
  test.describe(`documents (${lang})`, () => {
    test('a real JPEG and PNG upload with progress, a preview and the stored name', async ({ page }) => {
      // Every value the progress bar shows, recorded as it changes.
      await page.addInitScript(() => {
        const seen: number[] = [];
        (window as unknown as { progressSeen: number[] }).progressSeen = seen;
        new MutationObserver(() => {
          for (const bar of document.querySelectorAll('[role="progressbar"]')) seen.push(Number(bar.getAttribute('aria-valuenow')));
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
      });
      await toDocumentStep(page, lang);
      // A photo-sized JPEG (about 1 MB of noise) over a slow uplink, so the upload takes a while.
      const w = 700;
      const h = 500;
      const noise = Buffer.from(Array.from({ length: w * h * 3 }, () => Math.floor(Math.random() * 256)));
      const photo = await sharp(noise, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
      expect(photo.length).toBeLessThan(MAX_DOCUMENT_BYTES);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 512 * 1024 });

      const ktp = page.getByTestId('document-ktp');
      const answered = uploadAnswer(page, 'ktp');
      await page.getByTestId('document-ktp-input').setInputFiles({ name: 'ktp-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByTestId('document-ktp-progress')).toBeVisible();
      expect((await answered).status()).toBe(200);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await expect(ktp).toHaveAttribute('data-state', 'uploaded');
      await expect(page.getByTestId('document-ktp-progress')).toHaveCount(0);
      const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
      expect(seen.some((v) => v > 0 && v < 100), `progress values seen: ${seen.join(',')}`).toBe(true);
      await expect(page.getByTestId('document-ktp-name')).toHaveText('ktp-photo.jpg');
      await expect(page.getByTestId('document-ktp-preview')).toHaveAttribute('src', /^blob:/);
      // The preview is the picked image, decoded by the browser.
      expect(await page.getByTestId('document-ktp-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(w);

      const png = uploadAnswer(page, 'selfie');
      await page.getByTestId('document-selfie-input').setInputFiles(fixtureDocument('selfie.png'));
      expect((await png).status()).toBe(200);
      await expect(page.getByTestId('document-selfie')).toHaveAttribute('data-state', 'uploaded');
      await expect(page.getByTestId('document-selfie-name')).toHaveText('selfie.png');
      await expect(page.getByTestId('document-selfie-preview')).toBeVisible();
    });

    test('a wrong file type and a file over 3 MB are refused with the spec texts', async ({ page }) => {
      await toDocumentStep(page, lang);
      const error = page.getByTestId('document-ktp-error');
      // An executable: refused by the browser before any upload.
      let uploads = 0;
      page.on('request', (r) => { if (r.url().includes('/api/documents/') && r.method() === 'POST') uploads += 1; });
      await page.getByTestId('document-ktp-input').setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00 not an image') });
      await expect(error).toHaveText(messages.validation.fileFormat[lang]);
      // 3 MB + 1 byte: refused in the browser too (A17: 3,145,728 bytes inclusive).
      const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      await page.getByTestId('document-ktp-input').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
      await expect(error).toHaveText(messages.validation.fileSize[lang]);
      // An executable renamed .jpg: its first bytes are no JPEG's, so the same format text, and nothing travels
      // (the server reads every upload's content again: 40026, tests/server/documents.test.ts).
      await page.getByTestId('document-ktp-input').setInputFiles({ name: 'setup.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 not an image') });
      await expect(error).toHaveText(messages.validation.fileFormat[lang]);
      await page.getByTestId('document-ktp-input').setInputFiles(fixtureDocument('not-an-image.jpg'));
      await expect(error).toHaveText(messages.validation.fileFormat[lang]);
      await expect(page.getByTestId('document-ktp')).toHaveAttribute('data-state', 'failed');
      expect(uploads).toBe(0);
      // A real JPEG still travels (the fileSize text gone once it is uploaded).
      const good = uploadAnswer(page, 'ktp');
      await page.getByTestId('document-ktp-input').setInputFiles(fixtureDocument('ktp.jpg'));
      expect((await good).status()).toBe(200);
      await expect(error).toHaveCount(0);
    });

    test('the ID-card check refuses a non-KTP, a photocopy and a child ID with their catalogue texts; a retry and a good KTP pass', async ({ page }) => {
      await toDocumentStep(page, lang);
      const error = page.getByTestId('document-ktp-error');
      for (const [file, code] of [['ktp-refused-not-ktp.jpg', '40025'], ['ktp-refused-photocopy.jpg', '40050'], ['ktp-refused-child-id.jpg', '40052']] as const) {
        const answered = uploadAnswer(page, 'ktp');
        await page.getByTestId('document-ktp-input').setInputFiles(fixtureDocument(file));
        expect((await answered).status()).toBe(422);
        await expect(error).toHaveText(catalogueText(code, lang));
      }
      // A retry sends the same file again: refused again, still shown.
      const again = uploadAnswer(page, 'ktp');
      await page.getByTestId('document-ktp-retry').click();
      expect((await again).status()).toBe(422);
      await expect(error).toHaveText(catalogueText('40052', lang));
      const good = uploadAnswer(page, 'ktp');
      await page.getByTestId('document-ktp-input').setInputFiles(fixtureDocument('ktp.jpg'));
      expect((await good).status()).toBe(200);
      await expect(error).toHaveCount(0);
      await expect(page.getByTestId('document-ktp')).toHaveAttribute('data-state', 'uploaded');
    });
  });
}

test('the widget\'s flow.ts (what the generated flow tests run) uploads the required KTP', async ({ page }) => {
  const block = postpaid.steps.flatMap((s) => s.blocks as { widget: string; props?: Record<string, unknown> }[])
    .find((b) => b.widget === 'documentUpload');
  expect(block).toBeDefined();
  await toDocumentStep(page, 'en');
  await flow.satisfy?.({ page, props: block?.props ?? {}, fields: [] });
  await expect(page.getByTestId('document-ktp')).toHaveAttribute('data-state', 'uploaded');
  await expect(page.getByTestId('document-selfie')).toHaveAttribute('data-state', 'empty');
});

test('replace and remove a document, by keyboard', async ({ page }) => {
  await toDocumentStep(page, 'id');
  const first = uploadAnswer(page, 'kk');
  await page.getByTestId('document-kk-input').setInputFiles(fixtureDocument('kk.jpg'));
  const firstId = ((await (await first).json()) as { documentId: string }).documentId;
  await expect(page.getByTestId('document-kk-name')).toHaveText('kk.jpg');
  // Replace: another file through the same picker (now labelled "Ubah").
  await expect(page.getByTestId('document-kk').locator('label', { hasText: messages.ui['button.change'].id })).toBeVisible();
  const second = uploadAnswer(page, 'kk');
  await page.getByTestId('document-kk-input').setInputFiles(fixtureDocument('other.png'));
  const secondId = ((await (await second).json()) as { documentId: string }).documentId;
  expect(secondId).not.toBe(firstId);
  await expect(page.getByTestId('document-kk-name')).toHaveText('other.png');
  // Remove, from the keyboard: the server forgets it and the card is empty again.
  const removed = page.waitForResponse((r) => r.url().includes(`/api/documents/${secondId}?`) && r.request().method() === 'DELETE');
  await page.getByTestId('document-kk-remove').focus();
  await page.keyboard.press('Enter');
  expect((await removed).status()).toBe(200);
  await expect(page.getByTestId('document-kk')).toHaveAttribute('data-state', 'empty');
  await expect(page.getByTestId('document-kk-name')).toHaveCount(0);
  await expect(page.getByTestId('document-kk-preview')).toHaveCount(0);
  await expect(page.getByTestId('document-kk-input')).toBeFocused();
});

test.describe('on a phone, without a camera', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the camera page says the camera was refused and offers the file picker, which returns the photo to the step', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', {
        value: { getUserMedia: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) }, configurable: true,
      });
    });
    await toDocumentStep(page, 'en');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('document-ktp-camera').click();
    await expect(page).toHaveURL(/\/camera\/ktp$/);
    await expect(page.getByTestId('camera-unavailable')).toHaveText(cameraPage.texts.denied.en);
    const answered = uploadAnswer(page, 'ktp');
    await page.getByTestId('camera-file').setInputFiles(fixtureDocument('ktp.jpg'));
    await expect(page).toHaveURL(/\/personal-postpaid3s/);
    expect((await answered).status()).toBe(200);
    await expect(page.getByTestId('document-ktp')).toHaveAttribute('data-state', 'uploaded');
    await expect(page.getByTestId('document-ktp-name')).toHaveText('ktp.jpg');
  });

  test('an unknown camera mode says so and links back', async ({ page }) => {
    await page.goto('/camera/passport?lang=id');
    await expect(page.getByTestId('camera-unknown')).toContainText(cameraPage.texts.unknownMode.id);
    await expect(page.getByTestId('camera-back')).toBeVisible();
  });
});
