// The identity-document step of the postpaid journey as a customer reaches it, shared by the document specs.
import { join } from 'node:path';
import { expect, type Page, type Response } from '@playwright/test';
import { pickRandomNumber } from '../../../src/ui/widgets/numberPicker/flow';
import type { Lang } from './journey';

export const DOCUMENTS_DIR = join(process.cwd(), 'tests', 'fixtures', 'documents');
export const fixtureDocument = (name: string) => join(DOCUMENTS_DIR, name);

/** /morder-postpaid in one language, the first plan and a free number, then on to /personal-postpaid3s. */
export async function toDocumentStep(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/morder-postpaid?lang=${lang}`);
  await expect(page).toHaveURL(/\/order-postpaid/);
  const firstPackage = page.locator('[data-testid^="package-item-"]').first();
  await expect(firstPackage).toBeVisible();
  await firstPackage.click();
  await pickRandomNumber(page);
  await expect(page.getByTestId('number-selected')).toBeVisible();
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/personal-postpaid3s/);
  await expect(page.getByTestId('documents')).toBeVisible();
}

/** The answer of the next upload of a kind (listen before acting). */
export const uploadAnswer = (page: Page, kind: string): Promise<Response> =>
  page.waitForResponse((r) => r.url().includes(`/api/documents/${kind}?`) && r.request().method() === 'POST');

/** Uploads a fixture document of a kind through the API for a visit, as its browser would (the helper of the widget's flow). */
export { uploadDocumentFor } from '../../../src/ui/widgets/documentUpload/flow';
