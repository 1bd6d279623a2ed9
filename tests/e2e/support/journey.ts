// Steps of the prepaid journey as a customer takes them, shared by the end-to-end specs.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { pickRandomNumber } from '../../../src/ui/widgets/numberPicker/flow';
import site from '../../../flows/site.json' with { type: 'json' };
import messages from '../../../flows/messages.json' with { type: 'json' };
import errors from '../../../flows/errors.json' with { type: 'json' };

export type Lang = 'id' | 'en';
export const SESSION_KEY = site.constants.sessionKey;

/** A text of flows/messages.json `ui` in one language. */
export function ui(key: string, lang: Lang): string {
  const text = (messages.ui as Record<string, { id: string; en: string }>)[key];
  if (!text) throw new Error(`no ui text ${key}`);
  return text[lang];
}

export function catalogue(code: string): { title: { id: string; en: string }; text: { id: string; en: string }; button: { label: { id: string; en: string } } } {
  const entry = (errors.errors as Record<string, unknown>)[code];
  if (!entry) throw new Error(`no catalogue entry ${code}`);
  return entry as ReturnType<typeof catalogue>;
}

export interface Customer { name: string; phone: string; email: string; address: string }

export function customer(tag: string): Customer {
  return {
    name: 'Siti Rahma',
    phone: '081512345678',
    email: `siti.${tag}.${Date.now()}.${randomUUID().slice(0, 8)}@example.com`,
    address: 'Jl. Merdeka No. 10, Menteng, Jakarta Pusat',
  };
}

/** /prepaid in one language, then city (the first listed, or the one named), a free number and the first package on /order; `onFirstStep` runs once /order is open. */
export async function chooseNumberAndPackage(page: Page, lang: Lang, cityName?: string, onFirstStep?: () => Promise<void>): Promise<void> {
  await page.goto(`/prepaid?lang=${lang}`);
  await expect(page).toHaveURL(/\/order(\?|$)/);
  await onFirstStep?.();
  const city = page.getByTestId('city-select');
  await expect(city.locator('option').nth(1)).toBeAttached();
  const option = cityName ? city.locator('option', { hasText: cityName }) : city.locator('option').nth(1);
  const value = await option.getAttribute('value');
  await city.selectOption(value ?? '');
  // Parallel tests must not race for one number: search a random keyword and take a random result.
  await pickRandomNumber(page);
  await expect(page.getByTestId('number-selected')).toBeVisible();
  const firstPackage = page.locator('[data-testid^="package-item-"]').first();
  await expect(firstPackage).toBeVisible();
  await firstPackage.click();
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/order-recipient/);
}

/** Recipient form and courier delivery on /order-recipient, then on to the payment screen. */
export async function fillRecipient(page: Page, person: Customer): Promise<void> {
  await fillRecipientForm(page, person);
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/payment3s/);
}

/** Recipient form and courier delivery on /order-recipient, not yet submitted. */
export async function fillRecipientForm(page: Page, person: Customer): Promise<void> {
  await page.getByTestId('field-recipientName').fill(person.name);
  await page.getByTestId('field-recipientPhone').fill(person.phone);
  await page.getByTestId('field-recipientEmail').fill(person.email);
  await page.getByTestId('field-recipientEmailConfirm').fill(person.email);
  await page.getByTestId('field-recipientAddress').fill(person.address);
  await page.getByTestId('delivery-courier').click();
  await expect(page.locator('[data-testid^="logistic-"]').first()).toBeVisible();
}

/** The last courier the recipient step offers (not the one chosen for the customer), chosen; its estimate as shown ("Estimated 2-4 days"). */
export async function chooseLastCourier(page: Page): Promise<string> {
  const last = page.locator('[data-testid^="logistic-"]').last();
  await last.locator('input').check();
  await expect(last).toHaveClass(/is-selected/);
  return (await last.locator('.option__meta').innerText()).trim();
}

export { pickRandomNumber } from '../../../src/ui/widgets/numberPicker/flow';

/** The code of the order the journey created (the session keeps the orders.create answer at `order`). */
export async function orderCode(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  const state = JSON.parse(stored ?? '{}') as { data?: { order?: { order_code?: string } | null } };
  const code = state.data?.order?.order_code;
  if (!code) throw new Error('no order in the session');
  return code;
}

/** The sandbox payment page of the order's current payment, as a tester opens it. */
export async function sandboxUrl(page: Page, code: string): Promise<string> {
  // The payment is the customer's: read with the email the session's order has.
  const email = await page.evaluate((key) => {
    const state = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { data?: { order?: { email?: string } | null } };
    return state.data?.order?.email ?? '';
  }, SESSION_KEY);
  // The payment is created by the page's own call, which may still be on its way: wait for it.
  let id = '';
  await expect.poll(async () => {
    const response = await page.request.get(`/api/orders/${code}/payment?email=${encodeURIComponent(email)}`);
    if (!response.ok()) return response.status();
    id = ((await response.json()) as { payment: { id: string } }).payment.id;
    return 200;
  }).toBe(200);
  return `/sandbox/pay/${id}`;
}

/** Settles the current payment in the sandbox from a second tab. */
export async function settleInSandbox(page: Page, code: string, outcome: 'pay' | 'fail'): Promise<void> {
  const tester = await page.context().newPage();
  await tester.goto(await sandboxUrl(page, code));
  await tester.locator(outcome === 'pay' ? '#sandbox-pay' : '#sandbox-fail').click();
  await tester.waitForLoadState();
  await tester.close();
}

export async function expectChrome(page: Page, visible: boolean): Promise<void> {
  await expect(page.getByTestId('nav')).toHaveCount(visible ? 1 : 0);
  await expect(page.getByTestId('footer')).toHaveCount(visible ? 1 : 0);
}
