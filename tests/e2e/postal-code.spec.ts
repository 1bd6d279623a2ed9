// Spec section 5: the billing postal code must match the chosen village (sub-district, city), anywhere in
// Indonesia. On the postpaid personal step choosing a village fills in its postal code; a mismatch shows
// the spec's text under the field, in Indonesian and English, and keeps the step from continuing; the
// matching code lets it through to the step's checks.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import messages from '../../flows/messages.json' with { type: 'json' };
import { chooseArea, chooseSandboxArea, mismatchingPostalCode, SANDBOX_AREA, typePostalCode, type AreaCodes } from '../../src/ui/widgets/areaCascade/flow';
import { documentFixture } from '../../src/ui/widgets/documentUpload/flow';
import { axeLines } from './support/axe';
import { ui, type Lang } from './support/journey';
import { choosePlanAndNumber, nik } from './support/postpaid';

/** Suak Indrapuri, Johan Pahlawan, Kabupaten Aceh Barat (Aceh), postal code 23611: issue 32's case. */
const ACEH_BARAT: AreaCodes = { province: '11', city: '11.05', district: '11.05.01', village: '11.05.01.2001', postalCode: '23611' };

/** Every other field of the step, valid, so only the area can hold the step back. */
async function fillOtherFields(page: Page): Promise<void> {
  const fill = (name: string, value: string) => page.getByTestId(`field-${name}`).fill(value);
  // A KTP of its own: one another test filled to its 3 orders would refuse the step (40016).
  await fill('noKtp', nik());
  await fill('namaKtp', 'Budi Santoso');
  await fill('pobKtp', 'Jakarta');
  await fill('dobKtp', '1990-08-17');
  await fill('noKK', '3174011234560002');
  // The KTP is mandatory: uploaded, so only the area can hold the step back.
  await page.getByTestId('document-ktp-input').setInputFiles(documentFixture('ktp'));
  await expect(page.getByTestId('document-ktp')).toHaveAttribute('data-state', 'uploaded');
  const email = `budi.postal.${Date.now()}.${randomUUID().slice(0, 8)}@example.com`;
  await fill('billingEmail', email);
  await fill('billingEmailConfirm', email);
  await fill('billingPhone', '081612345678');
  await fill('billingAddress', 'Jl. Merdeka No. 1, Gambir, Jakarta Pusat');
  await page.getByTestId('field-billingPeriod').selectOption('12');
  await page.getByTestId('field-billingAddressConfirm').check();
}

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`a postal code of another village is refused with the spec's text and blocks the step (${lang}); the matching one passes`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await choosePlanAndNumber(page, lang);
    await fillOtherFields(page);
    await chooseSandboxArea(page);
    const cascade = page.getByTestId('area-cascade');

    await typePostalCode(page, 'postalCode', mismatchingPostalCode());
    await expect(cascade).toHaveAttribute('data-postal', 'mismatch');
    await expect(page.getByTestId('field-error-postalCode')).toHaveText(messages.validation.postalCode[lang]);
    await expect(page.getByTestId('field-postalCode')).toHaveAttribute('aria-invalid', 'true');

    let checksSent = 0;
    page.on('request', (r) => { if (r.url().includes('/api/order/post/valid/nik')) checksSent += 1; });
    await page.getByTestId('next-button').click();
    await expect(page.getByTestId('toast')).toContainText(ui('area.postalCode', lang));
    await expect(page).toHaveURL(/\/personal-postpaid3s/);
    // Still there, and under the field, after the refused submit.
    await expect(page.getByTestId('field-error-postalCode')).toHaveText(messages.validation.postalCode[lang]);
    expect(checksSent).toBe(0);

    await typePostalCode(page, 'postalCode', SANDBOX_AREA.postalCode);
    await expect(cascade).toHaveAttribute('data-postal', 'ok');
    await expect(page.getByTestId('field-error-postalCode')).toHaveCount(0);
    const nikCheck = page.waitForRequest((r) => r.url().includes('/api/order/post/valid/nik') && r.method() === 'POST');
    await page.getByTestId('next-button').click();
    await nikCheck;
    // On to the summary, whose billing line holds the long email: it wraps within a phone's width.
    await expect(page).toHaveURL(/\/postpaid-shipping3s/);
    await expect(page.getByTestId('summary-billing')).toContainText('@example.com');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`a village of Aceh Barat fills in its postal code; Jakarta's 10110 is refused with the spec's text and blocks the step (${lang})`, async ({ page }) => {
    await choosePlanAndNumber(page, lang);
    await fillOtherFields(page);
    await chooseArea(page, ACEH_BARAT);
    const cascade = page.getByTestId('area-cascade');
    await expect(page.getByTestId('field-postalCode')).toHaveValue(ACEH_BARAT.postalCode);
    await expect(cascade).toHaveAttribute('data-postal', 'ok');
    await expect(page.getByTestId('area-postal-prefilled')).toHaveText(ui('area.postalCodePrefilled', lang));

    // The customer may change it: another province's code is refused, under the field and on continue.
    await typePostalCode(page, 'postalCode', '10110');
    await expect(cascade).toHaveAttribute('data-postal', 'mismatch');
    await expect(page.getByTestId('field-error-postalCode')).toHaveText(messages.validation.postalCode[lang]);
    await expect(page.getByTestId('area-postal-prefilled')).toHaveCount(0);
    await page.getByTestId('next-button').click();
    await expect(page.getByTestId('toast')).toContainText(ui('area.postalCode', lang));
    await expect(page).toHaveURL(/\/personal-postpaid3s/);

    await typePostalCode(page, 'postalCode', ACEH_BARAT.postalCode);
    await expect(cascade).toHaveAttribute('data-postal', 'ok');
    await expect(page.getByTestId('field-error-postalCode')).toHaveCount(0);
  });
}

test('a choice upstream clears the levels below it and the postal code is checked again', async ({ page }) => {
  await choosePlanAndNumber(page, 'en');
  await chooseSandboxArea(page);
  await typePostalCode(page, 'postalCode', SANDBOX_AREA.postalCode);
  await expect(page.getByTestId('area-cascade')).toHaveAttribute('data-postal', 'ok');
  // Menteng (31.71.06) instead of Gambir: the village is cleared and no check runs without one.
  await page.getByTestId('area-district').selectOption('31.71.06');
  await expect(page.getByTestId('area-village')).toHaveValue('');
  await expect(page.getByTestId('area-cascade')).toHaveAttribute('data-postal', 'idle');
  await expect(page.getByTestId('area-village').locator('option[value="31.71.06.1001"]')).toBeAttached();
  await page.getByTestId('area-village').selectOption('31.71.06.1001');
  // Menteng's own code is filled in for it; Gambir's, typed again, is refused.
  await expect(page.getByTestId('field-postalCode')).toHaveValue('10310');
  await expect(page.getByTestId('area-cascade')).toHaveAttribute('data-postal', 'ok');
  await typePostalCode(page, 'postalCode', SANDBOX_AREA.postalCode);
  await expect(page.getByTestId('area-cascade')).toHaveAttribute('data-postal', 'mismatch');
  await expect(page.getByTestId('field-error-postalCode')).toHaveText(messages.validation.postalCode.en);
  expect(await axeLines(page, { include: '[data-testid="area-cascade"]' })).toEqual([]);
  // The province list is read with the keyboard like any select.
  await page.getByTestId('area-province').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('area-city')).toHaveValue('');
  await expect(page.getByTestId('area-district')).toBeDisabled();
});

test('one submit of an empty personal step tells everything missing at once: the fields, the KTP upload and the area', async ({ page }) => {
  await choosePlanAndNumber(page, 'en');
  let checksSent = 0;
  page.on('request', (r) => { if (r.url().includes('/api/order/post/valid/nik')) checksSent += 1; });
  await page.getByTestId('next-button').click();
  await expect(page.getByTestId('field-error-noKtp')).toHaveText(messages.validation.required.en);
  await expect(page.getByTestId('field-error-billingEmail')).toHaveText(messages.validation.required.en);
  // The blocks' needs in the same toast, a line each: not one by one on the next tries.
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(messages.validation.ktpUpload.en);
  await expect(toast).toContainText(ui('area.required', 'en'));
  // Each block says so under itself too; the first wrong field keeps the focus.
  await expect(page.getByTestId('block-missing-areaCascade')).toHaveText(ui('area.required', 'en'));
  await expect(page.locator('.block--missing [data-testid^="area-"][aria-invalid="true"]').first()).toBeAttached();
  await expect(page.getByTestId('field-noKtp')).toBeFocused();

  // The fields right and the KTP uploaded: only the area is told.
  await toast.getByRole('button').click();
  await fillOtherFields(page);
  await page.getByTestId('next-button').click();
  await expect(toast.locator('.toast__content')).toHaveText(ui('area.required', 'en'));
  await expect(page.getByTestId('field-error-noKtp')).toHaveCount(0);
  // The area's first empty level is marked, and its postal code (a field, empty) is the wrong field focused.
  await expect(page.getByTestId('area-province')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('field-postalCode')).toBeFocused();
  await expect(page).toHaveURL(/\/personal-postpaid3s/);
  expect(checksSent).toBe(0);
});
