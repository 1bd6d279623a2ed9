// The customer's and the gateway's calls of the server tests: orders, payments, signed
// notifications and tracking, made through `fastify.inject` on a test harness.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CreateOrderBody, CreateOrderResponse, NumberSearchResponse, PaymentNotification, TrackResponse } from '../../src/contracts';
import { sign } from '../../src/server/domains/payments/providers/signature';
import { DEV_WEBHOOK_SECRET } from '../../src/server/domains/payments/knobs';
import type { Harness } from './harness';

/** The test apps' PAYMENT_WEBHOOK_SECRET (the development one: the tests set none). */
export const WEBHOOK_SECRET = DEV_WEBHOOK_SECRET;

type Payload = Record<string, unknown>;
export const RECIPIENT = { name: 'Budi Santoso', phone: '081512345678', email: 'Budi@Example.com', address: 'Jl. Merdeka 1, Jakarta', notes: '' };

/** A prepaid SIM order (SIMPRE); `payload` replaces parts of the payload, `over` parts of the body. */
export const orderBody = (numberId: number, payload: Payload = {}, over: Partial<CreateOrderBody> = {}): CreateOrderBody => ({
  journey: 'PREPAID', orderType: 'SIMPRE', sessionId: 'sess-1', utm: { utm_source: 'google' }, definitionVersion: 1,
  payload: { cityId: 1, numberId, packageId: 101, recipient: RECIPIENT, delivery: { method: 'courier', ctype: 1 }, ...payload },
  ...over,
});

export type NotificationFields = Omit<PaymentNotification, 'notification_id'> & { notification_id?: string };

/** The calls of one test file; `harness()` is read per call (the app is built in beforeAll). */
export function shopClient(harness: () => Harness) {
  const app = () => harness().app;
  /** Where the next free number is read in the (fixed-order) listing: every test takes a different one. */
  const listing = { offset: 0 };

  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url, payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

  async function freeNumber(): Promise<number> {
    const res = await app().inject({ method: 'GET', url: `/api/number/pre/reg?limit=1&offset=${listing.offset++}` });
    const n = res.json<NumberSearchResponse>().numbers[0];
    if (!n) throw new Error('no number');
    return n.id;
  }

  async function newOrder(payload: Payload = {}, over: Partial<CreateOrderBody> = {}): Promise<CreateOrderResponse> {
    const res = await postJson('/api/orders', orderBody(await freeNumber(), payload, over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CreateOrderResponse>();
  }

  const pay = (code: string, method: string, extra: Record<string, string> = {}, on: Harness = harness()) =>
    on.app.inject({
      method: 'POST', url: `/api/orders/${code}/payments`, headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ method, email: 'budi@example.com', ...extra }),
    });

  /** A gateway notification signed with `secret` (the shop's by default). */
  function notify(n: NotificationFields, secret = WEBHOOK_SECRET) {
    const body = JSON.stringify({ notification_id: n.notification_id ?? randomUUID(), ...n });
    return postJson('/api/payments/notify', body, { 'x-signature': sign(body, secret) });
  }

  const track = async (code: string) => (await app().inject({ method: 'GET', url: `/api/track/${code}?email=budi@example.com` })).json<TrackResponse>();

  return { listing, postJson, freeNumber, newOrder, pay, notify, track };
}
