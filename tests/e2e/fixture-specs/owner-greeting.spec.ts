// Issue 33, proof: an operation-level `requires` refused on the server with the browser's guard bypassed.
// greetings.greetOwner (a test-only domain's operation, tests/fixtures/domains/greetings) requires
// otp.email:{body.msisdn}: the journey owner-greeting verifies a number through the real email code
// (sandbox outbox) and greets its owner; a request for another number, whatever the browser's guard
// decided, is a 403 whose catalogue text the page shows.
import { expect, test, type Page } from '@playwright/test';
import { appReady } from '../flow-support/state';
import { verifyByEmail } from '../support/email-code';

const OWNER = '/api/fixture/greetings/owner';

const verified = (page: Page, msisdn: string, email: string): Promise<void> =>
  verifyByEmail(page, '/owner-greeting', msisdn, email, /\/owner-greeting\/name/, { msisdn: 'fixtureGreetOwnerMsisdn', email: 'fixtureGreetOwnerEmail' });

/** The operation called by this page's own script (fetch, its visit's cookie), the browser's guard not asked. */
const fetchFromPage = (page: Page, msisdn: string): Promise<{ status: number; body: unknown }> =>
  page.evaluate(async ({ url, msisdn }) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify({ msisdn, name: 'Direct Call' }) });
    return { status: res.status, body: (await res.json()) as unknown };
  }, { url: OWNER, msisdn });

test.describe('an operation that requires a verified fact (owner-greeting)', () => {
  test('without the fact, the page\'s own call is refused; with it set through the email code, the owner is greeted', async ({ page }) => {
    const msisdn = '6281512349101';
    await page.goto('/owner-greeting?lang=en');
    await appReady(page);
    expect(await fetchFromPage(page, msisdn)).toMatchObject({ status: 403, body: { code: 403, errors: { details: { requires: 'otp.email' } } } });

    await verified(page, msisdn, 'greet-one@example.com');
    await page.getByTestId('field-fixtureGreetName').fill('Pemilik Satu');
    await page.getByTestId('next-button').click();
    await expect(page).toHaveURL(/\/owner-greeting\/answer/);
    await expect(page.getByText('Halo, Pemilik Satu')).toBeVisible();
    expect(await fetchFromPage(page, msisdn)).toMatchObject({ status: 200, body: { text: 'Halo, Direct Call' } });
  });

  test('the step\'s call sent for a number this visit did not verify: 403, the catalogue\'s text shown, the step kept', async ({ page }) => {
    await verified(page, '6281512349102', 'greet-two@example.com');
    // The browser's guard passed for the verified number; the request carries another.
    await page.route(`**${OWNER}`, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, msisdn: '6281512349103' }) });
    });
    await page.getByTestId('field-fixtureGreetName').fill('Pemilik Dua');
    await page.getByTestId('next-button').click();
    await expect(page.getByTestId('error-modal')).toHaveAttribute('data-code', '403');
    await expect(page.getByTestId('error-modal')).toContainText('Verification needed');
    await expect(page.getByTestId('error-modal')).toContainText('To continue, please verify first with the OTP code we send you.');
    await expect(page).toHaveURL(/\/owner-greeting\/name/);
    expect((await fetchFromPage(page, '6281512349103')).status).toBe(403);
  });
});
