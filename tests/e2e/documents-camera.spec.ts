// A document photo taken with the camera on a phone (A42): Chromium's fake camera, granted without a prompt.
import { expect, test } from '@playwright/test';
import { chromiumPath } from '../../scripts/chromium-path';
import { toDocumentStep, uploadAnswer } from './support/documents';

test.use({
  viewport: { width: 375, height: 800 },
  launchOptions: {
    executablePath: chromiumPath() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('a selfie taken with the camera is uploaded to its document on the step that opened the camera', async ({ page }) => {
  await toDocumentStep(page, 'id');
  await page.getByTestId('document-selfie-camera').click();
  await expect(page).toHaveURL(/\/camera\/selfie$/);
  await expect(page.getByTestId('camera')).toHaveAttribute('data-state', 'live');
  await page.getByTestId('camera-capture').click();
  await expect(page.getByTestId('camera-photo')).toBeVisible();
  // Retake goes back to the live view; the second photo is the one used.
  await page.getByTestId('camera-retake').click();
  await expect(page.getByTestId('camera')).toHaveAttribute('data-state', 'live');
  await page.getByTestId('camera-capture').click();
  const answered = uploadAnswer(page, 'selfie');
  await page.getByTestId('camera-use').click();
  await expect(page).toHaveURL(/\/personal-postpaid3s/);
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { mime: string }).mime).toBe('image/jpeg');
  await expect(page.getByTestId('document-selfie')).toHaveAttribute('data-state', 'uploaded');
  await expect(page.getByTestId('document-selfie-name')).toHaveText('selfie-camera.jpg');
  await expect(page.getByTestId('document-selfie-preview')).toBeVisible();
});
