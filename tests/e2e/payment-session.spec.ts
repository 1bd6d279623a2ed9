// Issue 9: the session keeps what the spec's payment state holds (sof, sof_name, sof_logo), the
// order's hold as the payment extended it (orderExpire), and /retrypay sets the journey to RETRY.
import { expect, test, type Page } from '@playwright/test';
import { chooseNumberAndPackage, customer, fillRecipient, orderCode, SESSION_KEY } from './support/journey';

interface Stored { core: { journey: string }; data: { order: { order_expire: string } | null; payment: Record<string, unknown> | null } }
const stored = async (page: Page): Promise<Stored> =>
  JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)) ?? '{}') as Stored;

test('paying keeps the source of funds and the hold the payment extended; /retrypay sets RETRY', async ({ page, browser }) => {
  await chooseNumberAndPackage(page, 'en');
  const person = customer('sof');
  await fillRecipient(page, person);
  const code = await orderCode(page);
  const placedHold = Date.parse((await stored(page)).data.order?.order_expire ?? '');
  await expect(page.getByTestId('payment-method-05').locator('img')).toHaveAttribute('src', '/content/pay/bca.svg');
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);

  const after = await stored(page);
  expect(after.data.payment).toMatchObject({ method: '05', sof: '05', sof_name: 'BCA Virtual Account', sof_logo: '/content/pay/bca.svg' });
  const current = (await (await page.request.get(`/api/orders/${code}/payment?email=${encodeURIComponent(person.email)}`)).json()) as { payment: { order_expire: string } };
  expect(after.data.order?.order_expire).toBe(current.payment.order_expire);
  expect(Date.parse(after.data.order?.order_expire ?? '')).toBeGreaterThan(placedHold);

  const other = await browser.newPage();
  await other.goto(`/retrypay/${code}/${encodeURIComponent(person.email)}?lang=en`);
  await expect(other).toHaveURL(/\/payment3s/);
  await expect.poll(async () => (await stored(other)).core.journey).toBe('RETRY');
  await other.close();
});
