// The sandboxes of every external system, their selection by configuration, and the outbox.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ENV_VARS, loadConfig } from '../../src/server/config';
import { loadConfiguration } from '../../src/server/configuration';
import { domainKnobs, domainParts } from '../../src/server/domain-parts';
import { DOMAINS } from '../../src/server/domains/registry';
import { sandboxCivilRegistry, SANDBOX_NIK_SUFFIX } from '../../src/server/domains/postpaid/civil-registry/sandbox';
import { sandboxEsim } from '../../src/server/domains/esim/provider/sandbox';
import { esimProvider } from '../../src/server/domains/esim/provider/slot';
import { sandboxIdCard, SANDBOX_ID_CARD_MARKERS } from '../../src/server/domains/documents/id-card/sandbox';
import { sandboxLogistics } from '../../src/server/domains/logistics/provider/sandbox';
import { outboxMail } from '../../src/server/domains/messaging/mail/outbox';
import { mailProvider } from '../../src/server/domains/messaging/mail/slot';
import { smtpMail } from '../../src/server/domains/messaging/mail/smtp';
import { smsProvider } from '../../src/server/domains/messaging/sms/slot';
import { paymentsProvider } from '../../src/server/domains/payments/providers/slot';
import { providerKnob, type ProviderSlot } from '../../src/server/knobs';
import { outboxSms } from '../../src/server/domains/messaging/sms/outbox';
import { makeApp, useTestApp } from './harness';

const t = useTestApp(100);

/** A production start's settings: a real gateway and secrets of their own. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production', PAYMENT_GATEWAY_URL: 'https://gateway.example', PAYMENT_GATEWAY_KEY: 'key-1',
  PAYMENT_WEBHOOK_SECRET: 'c2f1e0a9b8d7c6e5f4a3b2c1d0e9f8a7b6c5d4e3', ORDER_CODE_SECRET: '0f1e2d3c4b5a69788796a5b4c3d2e1f0aa55cc33',
  VISIT_SECRET: '5d41402abc4b2a76b9719d911017c592a1b2c3d4', DOCUMENT_KEY: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
};
/** What the configuration chooses for a slot, as the variable names it. */
const chosen = (env: Record<string, string>, slot: ProviderSlot<unknown>): string => {
  const key = loadConfiguration(env).knob(providerKnob(slot));
  return key === 'sandbox' ? (slot.sandboxName ?? 'sandbox') : key;
};

describe('provider selection', () => {
  it('defaults to the sandboxes and the outboxes', () => {
    expect([paymentsProvider, mailProvider, smsProvider].map((slot) => chosen({}, slot))).toEqual(['sandbox', 'outbox', 'outbox']);
    // The systems their domains declare: every one of the shop's.
    const slots = DOMAINS.flatMap((d) => d.providers ?? []);
    expect(slots.map((s) => s.system).sort()).toEqual(['activation', 'civilRegistry', 'esim', 'idCard', 'ktpEligibility', 'logistics', 'mail', 'payments', 'sms']);
    const parts = domainParts(DOMAINS, loadConfig({}), t.tdb.db);
    for (const slot of slots) expect(parts.provider(slot), slot.env).toMatchObject({ name: slot.sandboxName ?? 'sandbox' });
  });
  it('a domain\'s provider knob refuses an unknown value; its sandbox, the only implementation, serves production mode too', () => {
    for (const env of ['CIVIL_REGISTRY_PROVIDER', 'ID_CARD_PROVIDER', 'KTP_ELIGIBILITY_PROVIDER', 'LOGISTICS_PROVIDER', 'ACTIVATION_PROVIDER', 'ESIM_PROVIDER']) {
      expect(() => domainParts(DOMAINS, loadConfig({ [env]: 'acme' }), t.tdb.db)).toThrow(`${env} must be one of: sandbox (got "acme")`);
    }
    const parts = domainParts(DOMAINS, loadConfig(PRODUCTION_ENV), t.tdb.db);
    for (const slot of DOMAINS.flatMap((d) => d.providers ?? []).filter((s) => s.sandboxInProduction)) {
      expect(parts.provider(slot), slot.env).toMatchObject({ name: slot.sandboxName ?? 'sandbox' });
    }
    expect(parts.provider(paymentsProvider).name).toBe('gateway');
    // A sandbox that needs sandbox mode is refused without it, naming the variable as the configuration spells it.
    expect(() => loadConfiguration({ ...PRODUCTION_ENV, PAYMENT_PROVIDER: 'sandbox' })).toThrow('PAYMENT_PROVIDER=sandbox needs sandbox mode (SANDBOX=1, not in production)');
  });
  it('refuses to start on an unknown value, naming the variable and the choices', () => {
    expect(() => loadConfiguration({ PAYMENT_PROVIDER: 'stripe' })).toThrow('PAYMENT_PROVIDER must be one of: sandbox, gateway (got "stripe")');
    expect(() => loadConfiguration({ MAIL_PROVIDER: 'pigeon' })).toThrow('MAIL_PROVIDER must be one of: outbox, smtp');
    // The sandbox's own key is not a value of a variable that names it otherwise.
    expect(() => loadConfiguration({ MAIL_PROVIDER: 'sandbox' })).toThrow('MAIL_PROVIDER must be one of: outbox, smtp (got "sandbox")');
    expect(() => loadConfiguration({ SMS_PROVIDER: 'carrier' })).toThrow('SMS_PROVIDER must be one of: outbox (got "carrier")');
    expect(() => loadConfiguration({ MAIL_PROVIDER: 'smtp' })).toThrow('MAIL_PROVIDER=smtp needs SMTP_URL');
    // Every problem at once, one a line.
    expect(() => loadConfiguration({ MAIL_PROVIDER: 'pigeon', PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER must be one of[\s\S]*\n.*MAIL_PROVIDER must be one of|MAIL_PROVIDER must be one of[\s\S]*\n.*PAYMENT_PROVIDER must be one of/);
  });
  it('SMTP_URL alone selects SMTP mail', () => {
    expect(chosen({ SMTP_URL: 'smtp://127.0.0.1:2525' }, mailProvider)).toBe('smtp');
    expect(domainParts(DOMAINS, loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), t.tdb.db).provider(mailProvider).name).toBe('smtp');
    expect(chosen({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_PROVIDER: 'outbox' }, mailProvider)).toBe('outbox');
    expect(chosen({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_PROVIDER: 'OUTBOX' }, mailProvider)).toBe('outbox');
  });
  it('the README\'s configuration table lists every variable', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    // The core's and every domain's knobs (their providers' choices included).
    for (const name of [...ENV_VARS.map((v) => v.name), ...domainKnobs(DOMAINS).map((k) => k.env)]) expect(readme, name).toContain(`| \`${name}\` |`);
  });
  it('every selection variable is a domain\'s knob, and none is also the core\'s', () => {
    const knobs = domainKnobs(DOMAINS).map((k) => k.env);
    expect(knobs).toEqual(expect.arrayContaining([
      'PAYMENT_PROVIDER', 'PAYMENT_GATEWAY_URL', 'PAYMENT_GATEWAY_KEY', 'PAYMENT_WEBHOOK_SECRET', 'PAYMENT_EXPIRY_MINUTES', 'MAIL_PROVIDER', 'SMTP_URL', 'MAIL_FROM',
      'SMS_PROVIDER', 'DOCUMENT_KEY', 'DOCUMENT_DIR', 'DOCUMENT_RETENTION_DAYS', 'NUMBER_COUNT', 'NUMBER_RESERVATION_MINUTES', 'ESIM_SMDP_HOST',
    ]));
    expect(ENV_VARS.map((v) => v.name).filter((name) => knobs.includes(name))).toEqual([]);
    expect(new Set(knobs).size).toBe(knobs.length);
  });
});

describe('civil registry sandbox', () => {
  const registry = sandboxCivilRegistry();
  const ask = (nik: string) => registry.verify({ nik, kk: '3174010101010009', name: 'Budi', dateOfBirth: '1990-01-31' });
  it('answers the documented test NIKs with their refusal, any other with a match', async () => {
    expect(await ask(`317401010101${SANDBOX_NIK_SUFFIX.notFound}`)).toEqual({ ok: false, code: 40081, reason: 'not_found' });
    expect(await ask(`317401010101${SANDBOX_NIK_SUFFIX.nikMismatch}`)).toEqual({ ok: false, code: 40086, reason: 'nik_mismatch' });
    expect(await ask(`317401010101${SANDBOX_NIK_SUFFIX.dataMismatch}`)).toEqual({ ok: false, code: 40056, reason: 'data_mismatch' });
    expect(await ask('3174010101019999')).toEqual({ ok: true });
  });
});

describe('ID-card check sandbox (A47)', () => {
  const check = sandboxIdCard();
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  it('accepts any JPEG or PNG without a marker', async () => {
    expect(await check.check({ bytes: JPEG, fileName: 'ktp.jpg' })).toEqual({ ok: true });
    expect(await check.check({ bytes: PNG, fileName: 'ktp.png' })).toEqual({ ok: true });
  });
  it('refuses what is not an image (40026)', async () => {
    expect(await check.check({ bytes: Buffer.from('hello'), fileName: 'ktp.jpg' })).toEqual({ ok: false, code: 40026, reason: 'not_image' });
  });
  it('recognises each fixture marker, in the bytes or in the file name', async () => {
    const codes = { not_ktp: 40025, photocopy: 40050, replacement_receipt: 40050, child_id: 40052 } as const;
    for (const [reason, marker] of Object.entries(SANDBOX_ID_CARD_MARKERS) as Array<[keyof typeof codes, string]>) {
      const inBytes = Buffer.concat([PNG, Buffer.from(`tEXtComment\0${marker}`)]);
      expect(await check.check({ bytes: inBytes, fileName: 'upload.png' })).toEqual({ ok: false, code: codes[reason], reason });
      expect(await check.check({ bytes: JPEG, fileName: `${marker.toUpperCase()}.jpg` })).toEqual({ ok: false, code: codes[reason], reason });
    }
  });
  it('finds a marker in any case deep inside a large image, across the search windows (64 KB)', async () => {
    const marker = SANDBOX_ID_CARD_MARKERS.photocopy;
    for (const at of [65_536 - 5, 65_536, 3 * 65_536 - marker.length, 2_000_000]) {
      const bytes = Buffer.concat([JPEG, Buffer.alloc(at - JPEG.length, 0x41), Buffer.from(marker.toUpperCase()), Buffer.alloc(1000, 0x42)]);
      expect(await check.check({ bytes, fileName: 'ktp.jpg' }), `at ${at}`).toEqual({ ok: false, code: 40050, reason: 'photocopy' });
    }
    expect(await check.check({ bytes: Buffer.concat([JPEG, Buffer.alloc(200_000, 0x41)]), fileName: 'ktp.jpg' })).toEqual({ ok: true });
  });
});

describe('eSIM provisioning sandbox', () => {
  const esim = sandboxEsim({ smdpHost: 'smdp.sandbox.test' });
  it('hands out an LPA activation code with its QR, the same one for the same order', async () => {
    const a = await esim.provision({ orderCode: 'ESIMPRE20261121ABCDEF', msisdn: '6281512345678' });
    expect(a.activationCode).toMatch(/^LPA:1\$smdp\.sandbox\.test\$[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    expect(a.activationCode).toBe(`LPA:1$${a.smdpAddress}$${a.matchingId}`);
    expect(a.qrImage).toMatch(/^data:image\/png;base64,/);
    expect((await esim.provision({ orderCode: 'ESIMPRE20261121ABCDEF', msisdn: '6281512345678' })).activationCode).toBe(a.activationCode);
    expect((await esim.provision({ orderCode: 'ESIMPRE20261121ZZZZZZ', msisdn: '6281512345678' })).matchingId).not.toBe(a.matchingId);
  });
  it('is the eSIM domain\'s provider, naming the SM-DP+ of ESIM_SMDP_HOST', async () => {
    const parts = domainParts(DOMAINS, loadConfig({ ESIM_SMDP_HOST: 'smdp.example.net' }), t.tdb.db);
    const profile = await parts.provider(esimProvider).provision({ orderCode: 'ESIMPRE20261121ABCDEF', msisdn: '6281512345678' });
    expect(profile.activationCode).toMatch(/^LPA:1\$smdp\.example\.net\$/);
  });
});

describe('logistics rates sandbox', () => {
  it('prices from the seeded logistics table, by ctype, pick-up once per store; an unknown area has none', async () => {
    const rates = await sandboxLogistics(t.tdb.db).rates(1);
    // Area 1 (Jakarta) has two seeded stores: two pick-up options, each its own location.
    expect(rates.map((r) => r.ctype)).toEqual([1, 2, 3, 4, 5, 5, 11]);
    const pickups = rates.filter((r) => r.ctype === 5).map((r) => r.location_id);
    expect(new Set(pickups).size).toBe(2);
    expect(rates[0]).toMatchObject({ sla: '1-1', free: true });
    expect(await sandboxLogistics(t.tdb.db).rates(999)).toEqual([]);
  });
});

describe('mail and SMS outbox', () => {
  it('keeps messages instead of sending them; GET /sandbox/outbox reads them back, newest first', async () => {
    const mail = await outboxMail(t.tdb.db).send({ to: 'Budi@Example.com', subject: 'Your order', text: 'Order SIMPRE1', html: '<p>Order SIMPRE1</p>' });
    const sms = await outboxSms(t.tdb.db).send({ to: '6281512345678', text: 'Code 123456' });
    expect(mail.id).toMatch(/^outbox-\d+$/);
    expect(sms.id).toMatch(/^outbox-\d+$/);
    const res = await t.h.app.inject({ method: 'GET', url: '/sandbox/outbox?to=budi@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ messages: unknown[] }>().messages).toEqual([
      { id: expect.any(Number), channel: 'mail', to: 'Budi@Example.com', subject: 'Your order', body: 'Order SIMPRE1', html: '<p>Order SIMPRE1</p>', at: expect.any(String) },
    ]);
    const texts = (await t.h.app.inject({ method: 'GET', url: '/sandbox/outbox?channel=sms' })).json<{ messages: Array<{ body: string }> }>();
    expect(texts.messages[0]?.body).toBe('Code 123456');
    expect((await t.h.app.inject({ method: 'GET', url: '/sandbox/outbox?limit=100000' })).statusCode).toBe(400);
  });

  it('with SMTP mail the outbox route stays for SMS', async () => {
    const smtp = await makeApp(t.tdb.db, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      expect(smtp.app.hasRoute({ method: 'GET', url: '/sandbox/outbox' })).toBe(true);
    } finally {
      await smtp.app.close();
    }
  });
});

/** A minimal SMTP server: enough of RFC 5321 for one client to deliver messages. */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((sock) => {
    let buf = '';
    let data: string[] | null = null;
    sock.write('220 fake ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (let i = buf.indexOf('\r\n'); i >= 0; i = buf.indexOf('\r\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'));
            data = null;
            sock.write('250 2.0.0 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = [];
          sock.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          sock.end('221 bye\r\n');
        } else sock.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      resolve({ port, messages, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe('SMTP mail', () => {
  it('delivers through the server of SMTP_URL, from MAIL_FROM', async () => {
    const smtp = await fakeSmtp();
    try {
      const mail = smtpMail({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'Shop <no-reply@shop.test>' });
      const sent = await mail.send({ to: 'budi@example.com', subject: 'Your eSIM', text: 'LPA:1$smdp$X' });
      expect(sent.id).toMatch(/@/);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Subject: Your eSIM');
      expect(smtp.messages[0]).toContain('To: budi@example.com');
      expect(smtp.messages[0]).toContain('From: Shop <no-reply@shop.test>');
    } finally {
      await smtp.close();
    }
  });

  it('rejects when the server cannot be reached', async () => {
    const closed = await fakeSmtp();
    await closed.close();
    const mail = smtpMail({ url: `smtp://127.0.0.1:${closed.port}`, from: 'shop@shop.test' });
    await expect(mail.send({ to: 'budi@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
