/**
 * The activation page's phases in the generated flow tests (meta.form): the postpaid orders each outcome needs
 * are made through the shop's API as customers make them, paid or failed on the sandbox's payment
 * page; the sandbox activation provider fails an order whose email's local part ends with
 * `+activationfail` (its documented test case, src/server/domains/activation/provider/sandbox.ts).
 * The hand-written tests/e2e/activation.spec.ts makes its orders with the same helpers.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { OPERATIONS } from '../../../contracts';
import { uploadDocumentFor } from '../documentUpload/flow';
import type { WidgetFlow } from '../../../definitions/widget-flow';

export interface ActivationOrder { code: string; email: string }

const digits = (n: number): string => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const path = (template: string, code: string): string => template.replace(':orderCode', encodeURIComponent(code));

/** A fresh customer email; `fails`: the sandbox activation provider's test case that fails. */
export const activationEmail = (tag: string, fails = false): string =>
  `siti.${tag}.${Date.now()}.${digits(4)}${fails ? '+activationfail' : ''}@example.com`;

/**
 * A well-formed NIK born on 31-01-1990 (the order's dobKtp, which the server checks it against), in a
 * random district of 31.74, serial 5000-9999: clear of every sandbox marker, and of another test's KTP slots.
 */
const ktpNumber = (): string => `3174${String(1 + Math.floor(Math.random() * 50)).padStart(2, '0')}310190${5000 + Math.floor(Math.random() * 5000)}`;

/** A postpaid SIM order (SIMPOST) through the API, with its own KTP (3 orders per KTP) and a free number. */
export async function postpaidOrder(request: APIRequestContext, email: string): Promise<ActivationOrder> {
  for (let tries = 0; tries < 5; tries += 1) {
    const listed = await request.get(`${OPERATIONS['numbers.regular'].path}?limit=1&offset=${Math.floor(Math.random() * 2000)}`);
    const numberId = ((await listed.json()) as { numbers: Array<{ id: number }> }).numbers[0]?.id;
    if (!numberId) continue;
    // A postpaid order names its KTP, uploaded by the same visit.
    const sessionId = `e2e-activation-${digits(8)}`;
    const ktp = await uploadDocumentFor(request, sessionId, 'ktp');
    const res = await request.post(OPERATIONS['orders.create'].path, {
      data: {
        journey: 'POSTPAID', orderType: 'SIMPOST', sessionId, definitionVersion: 1,
        payload: {
          cityId: 1, numberId, packageId: 8,
          recipient: { name: 'Siti Rahma', phone: '081512345678', email, address: 'Jl. Merdeka No. 10, Menteng, Jakarta Pusat' },
          delivery: { method: 'courier', ctype: 1 },
          identity: { noKtp: ktpNumber(), namaKtp: 'Siti Rahma', pobKtp: 'Jakarta', dobKtp: '1990-01-31', noKK: `3174${digits(12)}` },
          billing: {
            email, phone: '081512345678', address: 'Jl. Merdeka No. 10, Menteng', province: 'Daerah Khusus Ibukota Jakarta', city: 'Kota Administrasi Jakarta Pusat',
            district: 'Gambir', village: 'Gambir', postalCode: '10110',
          },
          documents: { ktp },
        },
      },
    });
    if (res.status() === 409) continue; // a parallel test took the number
    expect(res.status(), await res.text()).toBe(200);
    return { code: ((await res.json()) as { order_code: string }).order_code, email };
  }
  throw new Error('no free number');
}

/** A payment of the order by a method code ('03' card, '05' a bank's VA). */
export async function startPayment(request: APIRequestContext, order: ActivationOrder, method: string): Promise<{ id: string; va_number?: string }> {
  const res = await request.post(path(OPERATIONS['payments.create'].path, order.code), { data: { method, email: order.email } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { payment: { id: string; va_number?: string } }).payment;
}

/** Pays (or fails) the order's payment in the sandbox, which sends the signed notification. */
export async function settle(request: APIRequestContext, order: ActivationOrder, outcome: 'success' | 'failed'): Promise<void> {
  const payment = await startPayment(request, order, '03');
  const res = await request.post(`/sandbox/pay/${payment.id}/${outcome}`, { maxRedirects: 0 });
  expect(res.status()).toBe(303);
  await expect.poll(async () => {
    const p = await request.get(`${path(OPERATIONS['payments.current'].path, order.code)}?email=${encodeURIComponent(order.email)}`);
    return ((await p.json()) as { payment: { status: string } }).payment.status;
  }).toBe(outcome === 'success' ? 'PAID' : 'FAILED');
}

/** The order (and the email typed) each outcome of the form needs. */
const ARRANGE: Readonly<Record<string, (request: APIRequestContext) => Promise<ActivationOrder>>> = {
  async complete(request) {
    const order = await postpaidOrder(request, activationEmail('complete'));
    await settle(request, order, 'success');
    return order;
  },
  async failed(request) {
    const order = await postpaidOrder(request, activationEmail('failed', true));
    await settle(request, order, 'success');
    return order;
  },
  // Not found: a real order, another email (the server says the same for an unknown code).
  async 404(request) {
    const order = await postpaidOrder(request, activationEmail('notfound'));
    return { code: order.code, email: activationEmail('someone') };
  },
  async 40019(request) {
    const order = await ARRANGE.complete?.(request) as ActivationOrder;
    const res = await request.post(path(OPERATIONS['activation.submit'].path, order.code), { data: { email: order.email } });
    expect(res.status(), await res.text()).toBe(200);
    return order;
  },
  40021: (request) => postpaidOrder(request, activationEmail('unpaid')),
  async '40021va'(request) {
    const order = await postpaidOrder(request, activationEmail('va'));
    await startPayment(request, order, '05');
    return order;
  },
  async 40022(request) {
    const order = await postpaidOrder(request, activationEmail('payfailed'));
    await settle(request, order, 'failed');
    return order;
  },
};

export const flow: WidgetFlow = {
  async arrange({ request, fields, outcome }) {
    const make = ARRANGE[outcome];
    if (!make) throw new Error(`the activation flow cannot make the outcome '${outcome}' (src/ui/widgets/activation/flow.ts)`);
    const order = await make(request);
    const [idField = '', emailField = ''] = fields;
    return { [idField]: order.code, [emailField]: order.email };
  },
  // Sends the lookup form, then confirms the order found (the found phase's button); a refusal shows the error modal instead.
  async submit({ page }) {
    await page.getByTestId('form-submit').click();
    const found = page.getByTestId('activation-found');
    const modal = page.getByTestId('error-modal');
    await expect(found.or(modal)).toBeVisible();
    if (await modal.isVisible()) return;
    await page.getByTestId('phase-button').click();
  },
};
