// Valid requests to start the fuzz from: a real order, its payment, ids the seed holds. A hostile
// value in an otherwise valid request gets past the other checks and reaches the database.
import type { FastifyInstance } from 'fastify';
import { sign } from '../../../src/server/domains/payments/providers/signature';
import type { FuzzBase, FuzzRequest } from './requests';

const EMAIL = 'fuzz@example.com';

async function post(app: FastifyInstance, url: string, body: unknown, key: string): Promise<Record<string, unknown>> {
  const res = await app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', 'idempotency-key': key } });
  if (res.statusCode !== 200) throw new Error(`fuzz set-up: POST ${url} answered ${res.statusCode} ${res.body}`);
  return res.json<Record<string, unknown>>();
}

/** Creates an order and a payment, and names a valid request for the routes that need real data. */
export async function fuzzBases(app: FastifyInstance): Promise<Record<string, FuzzBase>> {
  const search = await app.inject({ method: 'GET', url: '/api/number/pre/reg?limit=1&offset=5' });
  const numberId = search.json<{ numbers: Array<{ id: number }> }>().numbers[0]?.id ?? 1;
  const orderBody = {
    journey: 'PREPAID', orderType: 'SIMPRE', sessionId: 'fuzz-session', utm: { utm_source: 'fuzz' }, definitionVersion: 1,
    payload: {
      cityId: 1, numberId, packageId: 101, delivery: { method: 'courier', ctype: 1 },
      recipient: { name: 'Fuzz Tester', phone: '081512345678', email: EMAIL, address: 'Jl. Fuzz 1, Jakarta', notes: '' },
    },
  };
  const order = await post(app, '/api/orders', orderBody, 'fuzz-setup-order');
  const orderCode = String(order.order_code);
  const payment = await post(app, `/api/orders/${orderCode}/payments`, { method: '04', email: EMAIL }, 'fuzz-setup-payment');
  const paymentId = String((payment.payment as { id?: unknown } | undefined)?.id ?? 'none');
  const code = { orderCode };
  return {
    'POST /api/orders': { body: { ...orderBody, payload: { ...orderBody.payload, numberId: numberId + 1 } } },
    'GET /api/orders/:orderCode': { params: code, query: { email: EMAIL } },
    'GET /api/track/:orderCode': { params: code, query: { email: EMAIL } },
    'POST /api/orders/:orderCode/payments': { params: code, body: { method: '05', email: EMAIL } },
    'GET /api/orders/:orderCode/payment': { params: code, query: { email: EMAIL } },
    'GET /api/orders/:orderCode/payment/status': { params: code },
    'POST /api/payments/notify': { body: { notification_id: 'fuzz-n', payment_id: paymentId, order_code: orderCode, status: 'FAILED', amount: Number(order.total) } },
    'POST /api/loc/:coverageId/logistics/:packageId': { params: { coverageId: '1', packageId: '101' }, body: {} },
    'GET /api/v2/:selectorName/:packageId': { params: { selectorName: 'vanity', packageId: '101' } },
    'GET /sandbox/pay/:paymentId': { params: { paymentId } },
    'POST /sandbox/pay/:paymentId/:outcome': { params: { paymentId, outcome: 'failed' } },
    'POST /api/studio/revert/:id': { params: { id: 'banner.welcome' }, body: { revision: 'abc123' } },
    'GET /api/studio/history/:id': { params: { id: 'banner.welcome' } },
    'POST /v:apiVersion/data/mutate/:dataset': { body: { mutations: [{ createOrReplace: { _id: 'fuzz.1', _type: 'fuzzProbe', title: 'x', n: 1 } }] } },
    'GET /v:apiVersion/data/query/:dataset': { query: { query: '*[_type == $t][0...3]', $t: '"banner"' } },
    'POST /v:apiVersion/data/query/:dataset': { body: { query: '*[_id == $id]', params: { id: 'banner.welcome' } } },
    'GET /v:apiVersion/data/doc/:dataset/:ids': { params: { ids: 'banner.welcome' } },
  };
}

/** Signs a payment notification the way the gateway does, so its body is checked past the signature. */
export function gatewaySigner(secret: string): (req: FuzzRequest) => Record<string, string> {
  return (req): Record<string, string> => (req.path.startsWith('/api/payments/notify') && req.body ? { 'x-signature': sign(req.body.toString('utf8'), secret) } : {});
}
