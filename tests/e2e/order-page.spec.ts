// The order page as a customer meets it (issue 9): error texts, delivery and pick-up, packages, settings.
import { expect, test, type Page } from '@playwright/test';
import { catalogue, chooseNumberAndPackage, customer, fillRecipientForm, ui, type Lang } from './support/journey';

/** Answers every orders.create with this refusal in the standard envelope. */
async function refuseOrder(page: Page, code: number): Promise<void> {
  await page.unroute('**/api/orders');
  await page.route('**/api/orders', (route) => route.request().method() === 'POST'
    ? route.fulfill({ status: 400, contentType: 'application/json',
      body: JSON.stringify({ code, message: `refused ${code}`, errors: { message: `refused ${code}` } }) })
    : route.fallback());
}

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`order refusals 40013, 40014, 40039, 40040, 40054, 40070 show their catalogue entries [${lang}]`, async ({ page }) => {
    await chooseNumberAndPackage(page, lang);
    await fillRecipientForm(page, customer(`refused-${lang}`));
    for (const code of ['40013', '40014', '40039', '40040', '40054', '40070']) {
      await refuseOrder(page, Number(code));
      await page.getByTestId('next-button').click();
      const modal = page.getByTestId('error-modal');
      await expect(modal).toHaveAttribute('data-code', code);
      await expect(modal).toContainText(catalogue(code).title[lang]);
      await expect(modal).toContainText(catalogue(code).text[lang]);
      await page.getByTestId('error-modal-button').click();
      await expect(modal).toHaveCount(0);
    }
  });

  test(`a server validation refusal shows the 400 entry and a message at the field it names [${lang}]`, async ({ page }) => {
    await chooseNumberAndPackage(page, lang);
    await fillRecipientForm(page, customer(`invalid-${lang}`));
    // The real server refuses a phone the browser's own check would have let through.
    await page.route('**/api/orders', async (route) => {
      const body = route.request().postDataJSON() as { payload: { recipient: { phone: string } } };
      body.payload.recipient.phone = '0815';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByTestId('next-button').click();
    const modal = page.getByTestId('error-modal');
    await expect(modal).toHaveAttribute('data-code', '400');
    await expect(modal).toContainText(catalogue('400').text[lang]);
    await expect(modal).not.toContainText(catalogue('500').text[lang]);
    await page.getByTestId('error-modal-button').click();
    await expect(page.getByTestId('field-error-recipientPhone')).toHaveText(ui('field.refused', lang));
  });
}
