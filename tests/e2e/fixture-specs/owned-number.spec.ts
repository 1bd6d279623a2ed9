// Issue 33, proof: an operation refused without a verified fact of the visit's server-side session.
// The test journey owned-number (tests/fixtures/flows, JSON only) asks for an email code, which the
// customer reads from the sandbox outbox and types back; only then does its order type (OWNERCHECK,
// requires otp.email:{payload.msisdn}) take an order. The same order sent with the browser's guard
// bypassed (a forged state, or the API called directly) is refused by the server.
import { expect, test, type Page } from '@playwright/test';
import { appReady } from '../flow-support/state';
import { verifyByEmail } from '../support/email-code';

/** Number and email typed, the code asked for, read from the outbox and typed back: the confirm step. */
const verifyOwnership = (page: Page, msisdn: string, email: string): Promise<void> =>
  verifyByEmail(page, '/owned-number', msisdn, email, /\/owned-number\/confirm/, { msisdn: 'fixtureOwnedMsisdn', email: 'fixtureOwnedEmail' });

const orderBody = (msisdn: string, email: string) => ({
  journey: 'PREPAID', orderType: 'OWNERCHECK', sessionId: `direct-${msisdn}`, utm: {}, definitionVersion: 1, payload: { msisdn, email },
});

test.describe('a fact the server trusts (owned-number)', () => {
  test('email code read from the outbox, verified, and the order that requires it is taken', async ({ page }) => {
    await verifyOwnership(page, '6281512349001', 'visit-one@example.com');
    await page.getByTestId('next-button').click();
    await expect(page).toHaveURL(/\/owned-number\/done/);
    await expect(page.getByText('We have your request')).toBeVisible();
  });

  test('the confirm step opened without the fact goes back to the entry (the browser guard)', async ({ page }) => {
    await page.goto('/owned-number/confirm?lang=en');
    await appReady(page);
    await expect(page).toHaveURL(/\/owned-number\/number/);
  });

  test('with the browser guard bypassed, the server refuses the order: a tampered request, then the API called directly', async ({ page, browser }) => {
    await verifyOwnership(page, '6281512349002', 'visit-two@example.com');
    // The browser sends another number than the one it verified (its guard passed for this one):
    // the server says no, in the customer's language, and nothing is ordered.
    await page.route('**/api/orders', async (route) => {
      const body = route.request().postDataJSON() as { payload: Record<string, unknown> };
      await route.continue({ postData: JSON.stringify({ ...body, payload: { ...body.payload, msisdn: '6281512349003' } }) });
    });
    await page.getByTestId('next-button').click();
    await expect(page.getByTestId('error-modal')).toHaveAttribute('data-code', '403');
    await expect(page.getByTestId('error-modal')).toContainText('Verification needed');
    await expect(page).toHaveURL(/\/owned-number\/confirm/);
    await page.unroute('**/api/orders');

    // The API called directly by this visit: its own verified number passes, another does not.
    const other = await page.request.post('/api/orders', { data: orderBody('6281512349003', 'visit-two@example.com'), headers: { 'accept-language': 'en' } });
    expect(other.status()).toBe(403);
    expect(await other.json()).toMatchObject({ code: 403, errors: { details: { requires: 'otp.email' } } });
    const own = await page.request.post('/api/orders', { data: orderBody('6281512349002', 'visit-two@example.com') });
    expect(own.status()).toBe(200);

    // Another browser (no session of its own) is refused the number this visit verified.
    const stranger = await browser.newContext();
    try {
      const refused = await stranger.request.post(new URL('/api/orders', page.url()).toString(), { data: orderBody('6281512349002', 'visit-two@example.com') });
      expect(refused.status()).toBe(403);
    } finally {
      await stranger.close();
    }
  });
});
