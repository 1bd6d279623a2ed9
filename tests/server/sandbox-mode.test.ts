// Sandbox mode is configuration: on by default, off in production mode. Without it no /sandbox
// route exists, and the shop starts only with a real payment gateway's settings.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { PaymentResponse } from '../../src/contracts';
import type { ServerConfig } from '../../src/server/config';
import { loadConfiguration } from '../../src/server/configuration';
import { paymentGatewayKey, paymentGatewayUrl } from '../../src/server/domains/payments/knobs';
import { sandboxPayments } from '../../src/server/domains/payments/providers/sandbox';
import { paymentsProvider } from '../../src/server/domains/payments/providers/slot';
import { providerKnob } from '../../src/server/knobs';
import { makeApp, openTestDb, type Envelope, type Harness, type TestDb } from './harness';
import { shopClient } from './shop-client';

const GATEWAY_ENV = { PAYMENT_GATEWAY_URL: 'https://gateway.example', PAYMENT_GATEWAY_KEY: 'key-1', PAYMENT_WEBHOOK_SECRET: 'gateway-secret' };
/** What a production start needs: the gateway's settings, and secrets and a key of its own (as `openssl rand` makes them). */
const PRODUCTION_ENV = {
  ...GATEWAY_ENV,
  PAYMENT_WEBHOOK_SECRET: 'c2f1e0a9b8d7c6e5f4a3b2c1d0e9f8a7b6c5d4e3',
  ORDER_CODE_SECRET: '0f1e2d3c4b5a69788796a5b4c3d2e1f0aa55cc33',
  VISIT_SECRET: '5d41402abc4b2a76b9719d911017c592a1b2c3d4',
  ADMIN_TOKEN: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4',
  DOCUMENT_KEY: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
};

/** The whole configuration, checked (the core's and every domain's knobs): what a start does first. */
const loadConfig = (env: Record<string, string>) => loadConfiguration(env).config;
const gatewayChoice = (env: Record<string, string>) => loadConfiguration(env).knob(providerKnob(paymentsProvider));

describe('configuration', () => {
  it('npm start (no variables) runs in sandbox mode with the sandbox gateway', () => {
    const c = loadConfig({});
    expect(c.sandbox).toBe(true);
    expect(gatewayChoice({})).toBe('sandbox');
  });

  it('production mode has no sandbox and refuses to start without a real gateway, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }))
      .toThrow('set PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_KEY, PAYMENT_WEBHOOK_SECRET');
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV, PAYMENT_WEBHOOK_SECRET: 'dev-payment-webhook-secret' }))
      .toThrow('set PAYMENT_WEBHOOK_SECRET');
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV, ORDER_CODE_SECRET: '' })).toThrow(/ORDER_CODE_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX: '1', ...PRODUCTION_ENV })).toThrow(/SANDBOX=1 is refused/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ...PRODUCTION_ENV })).toThrow(/needs sandbox mode/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV, DOCUMENT_KEY: '' })).toThrow(/DOCUMENT_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV, DOCUMENT_KEY: '646576' + '0'.repeat(58) })).toThrow(/DOCUMENT_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV, VISIT_SECRET: '' })).toThrow(/production mode needs VISIT_SECRET/);
    const { config, knob } = loadConfiguration({ NODE_ENV: 'production', ...PRODUCTION_ENV });
    expect(config.sandbox).toBe(false);
    expect([knob(providerKnob(paymentsProvider)), knob(paymentGatewayUrl), knob(paymentGatewayKey)]).toEqual(['gateway', 'https://gateway.example', 'key-1']);
  });

  it('production mode refuses guessable secrets and keys, naming the setting', () => {
    const prod = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV, ...env });
    // The development key however it is written: the check compares bytes, not text.
    const devKey = Buffer.from('646576' + '0'.repeat(58), 'hex');
    for (const text of [devKey.toString('base64'), devKey.toString('base64url'), devKey.toString('hex').toUpperCase()]) {
      expect(prod({ DOCUMENT_KEY: text }), text).toThrow(/DOCUMENT_KEY.*development key/);
    }
    // Keys of low variety are typed or patterned, never random (a random 32 bytes has some 30 distinct values).
    for (const key of [Buffer.alloc(32), Buffer.alloc(32, 0xab), Buffer.from('ab'.repeat(32), 'hex'), Buffer.from(Array.from({ length: 32 }, (_, i) => i % 15))]) {
      expect(prod({ DOCUMENT_KEY: key.toString('base64') }), key.toString('hex')).toThrow(/DOCUMENT_KEY.*random/);
    }
    for (const name of ['ORDER_CODE_SECRET', 'VISIT_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'ADMIN_TOKEN']) {
      expect(prod({ [name]: 'x' }), name).toThrow(new RegExp(`${name} .*at least 32 characters`));
      expect(prod({ [name]: 'y'.repeat(31) }), name).toThrow(new RegExp(name));
    }
    expect(prod({ PAYMENT_WEBHOOK_SECRET: PRODUCTION_ENV.ORDER_CODE_SECRET })).toThrow('production mode needs ORDER_CODE_SECRET and PAYMENT_WEBHOOK_SECRET to differ (the gateway knows the webhook secret)');
    // The visit's secret is one of its own too.
    expect(prod({ VISIT_SECRET: PRODUCTION_ENV.ORDER_CODE_SECRET })).toThrow(/ORDER_CODE_SECRET and VISIT_SECRET to differ/);
    expect(prod({ VISIT_SECRET: PRODUCTION_ENV.PAYMENT_WEBHOOK_SECRET })).toThrow(/VISIT_SECRET and PAYMENT_WEBHOOK_SECRET to differ/);
    expect(prod({ PAYMENT_GATEWAY_URL: 'http://gateway.example' })).toThrow(/PAYMENT_GATEWAY_URL.*https/);
    // Unset ADMIN_TOKEN is fine: a random one is generated.
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV, ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
    // Outside production a local fake gateway over http, short secrets and a test key stay usable.
    expect(loadConfiguration({ ...GATEWAY_ENV, PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9999', ORDER_CODE_SECRET: 'o', DOCUMENT_KEY: Buffer.alloc(32).toString('base64') }).knob(paymentGatewayUrl))
      .toBe('http://127.0.0.1:9999');
  });

  it('SANDBOX=0 outside production asks the same; sandbox faults need sandbox mode', () => {
    expect(() => loadConfig({ SANDBOX: '0' })).toThrow(/PAYMENT_GATEWAY_URL/);
    expect(() => loadConfig({ SANDBOX: '0', SANDBOX_FAULTS: '1', ...GATEWAY_ENV })).toThrow(/SANDBOX_FAULTS=1 needs sandbox mode/);
    expect(() => loadConfig({ SANDBOX: 'maybe' })).toThrow('SANDBOX must be one of: 1, 0');
    expect(loadConfig({ SANDBOX: '0', ...GATEWAY_ENV }).sandbox).toBe(false);
    // In sandbox mode a gateway URL alone selects the real gateway (a staging shop).
    expect(gatewayChoice(GATEWAY_ENV)).toBe('gateway');
  });

  it('the shop process exits at start-up in production mode without gateway settings', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // Should it start after all, it must not outlive the test.
    onTestFinished(() => { if (child.exitCode === null) child.kill('SIGKILL'); });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).not.toBe(0);
    expect(stderr).toContain('A real payment gateway needs its settings: set PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_KEY, PAYMENT_WEBHOOK_SECRET');
  }, 60_000);
});

/** A stand-in for the real gateway's API on a local port: records what it is asked and answers `answer`. */
function fakeGateway() {
  const asked: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
  const state = { answer: (body: Record<string, unknown>): unknown => ({ va_number: '8800512345678901', bank_code: 'bank1', expired: body.expires_at }) };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8').on('data', (d: string) => { raw += d; }).on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      asked.push({ headers: req.headers, body });
      res.writeHead(req.url === '/v1/payments' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(state.answer(body)));
    });
  });
  return { server, asked, state };
}

describe('sandbox mode off, a real gateway behind the shop', () => {
  let tdb: TestDb;
  let h: Harness;
  let gatewayConfig: Partial<ServerConfig>;
  const gateway = fakeGateway();
  beforeAll(async () => {
    tdb = await openTestDb(100);
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.server.address() as AddressInfo;
    gatewayConfig = { env: { SANDBOX: '0', PAYMENT_WEBHOOK_SECRET: 'gateway-secret', PAYMENT_GATEWAY_URL: `http://127.0.0.1:${port}/v1/`, PAYMENT_GATEWAY_KEY: 'key-1' } };
    h = await makeApp(tdb.db, gatewayConfig);
  }, 60_000);
  afterAll(async () => {
    await h?.app.close();
    gateway.server.close();
    await tdb?.close();
  });
  const { newOrder, pay, notify, track } = shopClient(() => h);

  it('no /sandbox route exists: the pay page, its buttons and the outbox answer 404', async () => {
    expect(h.app.printRoutes()).not.toContain('sandbox');
    const order = await newOrder();
    const { payment } = (await pay(order.order_code, '05')).json<PaymentResponse>();
    for (const [method, url] of [['GET', `/sandbox/pay/${payment.id}`], ['POST', `/sandbox/pay/${payment.id}/success`], ['GET', '/sandbox/outbox']] as const) {
      const res = await h.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<Envelope>().code).toBe(404);
    }
    expect((await track(order.order_code)).status).toBe('WAITING_PAYMENT');
  });

  it('payments go to the gateway (bearer key, the payment id as idempotency key) and its signed notification pays the order', async () => {
    const order = await newOrder();
    const res = await pay(order.order_code, '05');
    expect(res.statusCode, res.body).toBe(200);
    const { payment } = res.json<PaymentResponse>();
    expect(payment).toMatchObject({ status: 'PENDING', va_number: '8800512345678901', bank_code: 'bank1', amount: order.total });
    const call = gateway.asked.at(-1);
    expect(call?.headers.authorization).toBe('Bearer key-1');
    expect(call?.headers['idempotency-key']).toBe(payment.id);
    expect(call?.body).toMatchObject({
      payment_id: payment.id, order_code: order.order_code, amount: order.total, currency: 'IDR', method: '05', kind: 'va',
      notify_url: 'http://shop.test/api/payments/notify',
    });
    const n = { payment_id: payment.id, order_code: order.order_code, status: 'PAID' as const, amount: payment.amount };
    expect((await notify(n)).statusCode).toBe(401); // the development secret is not the gateway's
    expect((await notify(n, 'gateway-secret')).statusCode).toBe(200);
    expect((await track(order.order_code)).status).toBe('PAYMENT_SUCCESS');
  });

  it('an answer without what the payer needs is a failed payment (40022), never a pending one', async () => {
    gateway.state.answer = (body) => ({ expired: body.expires_at });
    const order = await newOrder();
    const res = await pay(order.order_code, '05');
    expect(res.statusCode).toBe(502);
    expect(res.json<Envelope>().code).toBe(40022);
    const rows = await tdb.db.query<{ status: string }>('SELECT status FROM payments WHERE order_code = $1', [order.order_code]);
    expect(rows).toEqual([{ status: 'FAILED' }]);
  });

  it('an app built with the sandbox gateway but without sandbox mode refuses to start', async () => {
    const sandbox = sandboxPayments({ secret: 's', publicBaseUrl: 'http://shop.test' });
    await expect(makeApp(tdb.db, gatewayConfig, new Date(), { payments: sandbox })).rejects.toThrow('the sandbox payment gateway needs sandbox mode');
  });
});
