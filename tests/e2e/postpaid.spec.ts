// The postpaid (Platinum) journey end to end in Chromium, in Indonesian and English: a purchase
// through payment to thank-you, a store pick-up created as RETAILREV, the fourth order with one KTP
// refused (40016), and each civil-registry refusal with its catalogue entry.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { catalogue, orderCode, settleInSandbox, type Lang } from './support/journey';
import { documentFixture } from '../../src/ui/widgets/documentUpload/flow';
import { uploadDocumentFor } from './support/documents';
import { choosePlanAndNumber, fillPersonal, fillShipping, nik, person } from './support/postpaid';

const langs: Lang[] = ['id', 'en'];

async function expectModal(page: Page, code: string, lang: Lang): Promise<void> {
  const modal = page.getByTestId('error-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('data-code', code);
  const entry = catalogue(code);
  await expect(modal.locator('h2')).toHaveText(entry.title[lang]);
  await expect(modal.locator('p')).toHaveText(entry.text[lang]);
  await expect(page.getByTestId('error-modal-button')).toHaveText(entry.button.label[lang]);
}

/** Takes the NIK's order slots through the API, as other orders with the same KTP would have. */
async function useSlots(request: APIRequestContext, noKtp: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    // A listed number may be taken meanwhile by a parallel test (40011): try another, a few times.
    let refusal = 'no free number listed';
    for (let tries = 0; tries < 5; tries += 1) {
      const numbers = await request.get(`/api/number/pre/reg?query=${String(100 + Math.floor(Math.random() * 900))}&limit=20`);
      const free = ((await numbers.json()) as { numbers: { id: number }[] }).numbers;
      if (free.length === 0) continue;
      const sessionId = `slots-${noKtp}-${i}-${Date.now()}-${tries}`;
      const documentId = await uploadDocumentFor(request, sessionId, 'ktp');
      const res = await request.post('/api/orders', {
        data: {
          journey: 'POSTPAID', orderType: 'SIMPOST', sessionId, definitionVersion: 1,
          payload: {
            cityId: 1, numberId: free[Math.floor(Math.random() * free.length)]?.id, packageId: 8,
            recipient: { name: 'Budi Santoso', phone: '081512345678', email: 'budi@example.com', address: 'Jl. Merdeka No. 1, Jakarta' },
            delivery: { method: 'courier', ctype: 1 },
            identity: { noKtp, namaKtp: 'Budi Santoso', pobKtp: 'Jakarta', dobKtp: '1990-08-17', noKK: '3174011234560002' },
            billing: {
              email: 'budi@example.com', phone: '081612345678', address: 'Jl. Merdeka No. 1, Jakarta', province: 'Daerah Khusus Ibukota Jakarta',
              city: 'Kota Administrasi Jakarta Pusat', district: 'Gambir', village: 'Gambir', postalCode: '10110', billingPeriod: 12,
            },
            documents: { ktp: documentId },
          },
        },
      });
      if (res.ok()) { refusal = ''; break; }
      refusal = `${res.status()} ${await res.text()}`;
      if (res.status() !== 409 || !refusal.includes('40011')) break;
    }
    expect(refusal, `slot ${i + 1} of ${noKtp}`).toBe('');
  }
}

for (const lang of langs) {
  test.describe(`postpaid (${lang})`, () => {
    test(`a purchase with a JPEG KTP and PNG documents, through VA payment to thank-you [${lang}]`, async ({ page }) => {
      const p = person(`buy-${lang}`);
      await choosePlanAndNumber(page, lang, 1);
      await fillPersonal(page, p);
      // Besides the JPEG KTP, a PNG selfie with the KTP.
      await page.getByTestId('document-selfie-input').setInputFiles(documentFixture('selfie'));
      await expect(page.getByTestId('document-selfie')).toHaveAttribute('data-state', 'uploaded');
      await page.getByTestId('next-button').click();
      await expect(page).toHaveURL(/\/postpaid-shipping3s/);
      await fillShipping(page, p);
      // The summary names the plan, masks the NIK to its last four digits and shows the plan's deposit (A45).
      await expect(page.getByTestId('summary-identity')).toContainText(`************${p.nik.slice(-4)}`);
      await expect(page.getByTestId('summary-deposit')).toContainText('100.000');
      await page.getByTestId('next-button').click();
      await expect(page).toHaveURL(/\/payment3s/);
      const code = await orderCode(page);
      expect(code).toMatch(/^SIMPOST/);
      await page.getByTestId('payment-method-05').click();
      await expect(page).toHaveURL(/\/va-link/);
      await settleInSandbox(page, code, 'pay');
      await expect(page).toHaveURL(new RegExp(`/thankyou/${code}`), { timeout: 15_000 });
      await expect(page.getByTestId('thank-you')).toBeVisible();
    });

    test(`a store pick-up switches the journey to RETAIL_STORE and creates a RETAILREV order [${lang}]`, async ({ page }) => {
      const p = person(`pickup-${lang}`);
      await choosePlanAndNumber(page, lang);
      await fillPersonal(page, p);
      await page.getByTestId('next-button').click();
      await expect(page).toHaveURL(/\/postpaid-shipping3s/);
      await fillShipping(page, p, 'pickup');
      const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders');
      await page.getByTestId('next-button').click();
      const body = (await created).postDataJSON() as { journey: string; orderType: string; payload: { delivery: { method: string; ctype: number } } };
      expect(body).toMatchObject({ journey: 'RETAIL_STORE', orderType: 'RETAILREV', payload: { delivery: { method: 'pickup', ctype: 5 } } });
      await expect(page).toHaveURL(/\/payment3s/);
      const code = await orderCode(page);
      expect(code).toMatch(/^RETAILREV/);
      // The store order sells the postpaid plan, with its deposit.
      const order = await page.request.get(`/api/orders/${code}?email=${encodeURIComponent(p.email)}`);
      expect(await order.json()).toMatchObject({ order_type: 'RETAILREV', product_type: 'postpaid' });
    });

    test(`a fourth order with one KTP is refused with 40016 'Order Again' [${lang}]`, async ({ page, request }) => {
      const p = person(`limit-${lang}`);
      await useSlots(request, p.nik, 3);
      await choosePlanAndNumber(page, lang);
      await fillPersonal(page, p);
      await page.getByTestId('next-button').click();
      await expectModal(page, '40016', lang);
      await expect(page).toHaveURL(/\/personal-postpaid3s/);
    });

    test(`each civil-registry refusal shows its catalogue entry [${lang}]`, async ({ page }) => {
      const p = person(`registry-${lang}`);
      await choosePlanAndNumber(page, lang);
      await fillPersonal(page, p);
      for (const [serial, code] of [['0001', '40081'], ['0002', '40086'], ['0003', '40056'], ['0085', '40085'], ['0097', '40097']] as const) {
        await page.getByTestId('field-noKtp').fill(nik(serial));
        await page.getByTestId('next-button').click();
        await expectModal(page, code, lang);
        await page.getByTestId('error-modal-button').click();
        await expect(page.getByTestId('error-modal')).toHaveCount(0);
        await expect(page).toHaveURL(/\/personal-postpaid3s/);
      }
      // The right data goes through.
      await page.getByTestId('field-noKtp').fill(p.nik);
      await page.getByTestId('next-button').click();
      await expect(page).toHaveURL(/\/postpaid-shipping3s/);
    });
  });
}
