// Placing an order survives the network and the back button: every submit carries an
// Idempotency-Key, a lost answer is retried with the same key, and coming back from the payment
// screen to change the details keeps the customer's own order (and number) instead of 40011.
import { expect, test, type Request } from '@playwright/test';
import { chooseNumberAndPackage, customer, fillRecipient, fillRecipientForm, orderCode, settleInSandbox } from './support/journey';

const isOrderCreate = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders';

test('back from payment, a changed address and a new submit keep the customer\'s own order', async ({ page }) => {
  const keys: string[] = [];
  page.on('request', (r) => { if (isOrderCreate(r)) keys.push(r.headers()['idempotency-key'] ?? ''); });
  await chooseNumberAndPackage(page, 'en');
  const person = customer('back');
  await fillRecipient(page, person);
  const first = await orderCode(page);
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);

  await page.goBack();
  await expect(page).toHaveURL(/\/payment3s/);
  await page.goBack();
  await expect(page).toHaveURL(/\/order-recipient/);
  await page.getByTestId('field-recipientAddress').fill(`${person.address}, Blok B`);
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/payment3s/);
  await expect(page.getByTestId('error-modal')).toHaveCount(0);
  expect(await orderCode(page)).toBe(first);
  expect(keys).toHaveLength(2);
  for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).not.toBe(keys[0]);

  // The order placed again can be paid.
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);
  await settleInSandbox(page, first, 'pay');
  await expect(page).toHaveURL(new RegExp(`/thankyou/${first}`), { timeout: 15_000 });
});

test('an order whose answer was lost: submitting again sends the same key and gets the first order', async ({ page }) => {
  const keys: string[] = [];
  let lose = true;
  await page.route('**/api/orders', async (route) => {
    const request = route.request();
    if (!isOrderCreate(request)) return route.continue();
    keys.push(request.headers()['idempotency-key'] ?? '');
    if (!lose) return route.continue();
    lose = false;
    // The server does the work; its answer never reaches the browser.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await chooseNumberAndPackage(page, 'id');
  const person = customer('lost');
  await fillRecipientForm(page, person);
  await page.getByTestId('next-button').click();
  await expect(page.getByTestId('error-modal')).toBeVisible();
  await page.getByTestId('error-modal-button').click();

  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/payment3s/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const code = await orderCode(page);
  const order = await page.request.get(`/api/orders/${code}?email=${encodeURIComponent(person.email)}`);
  expect(order.ok()).toBeTruthy();
});
