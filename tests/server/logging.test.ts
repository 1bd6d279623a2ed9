// What reaches the log: never a customer's personal data from a failed query, never a query-string value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DbError } from '../../src/server/db/db-error';
import { redactUrl } from '../../src/server/http/logging';
import type { FastifyInstance } from 'fastify';
import { openTestDb, testConfig, TEST_SITE, type TestDb } from './harness';
import { orderBody, RECIPIENT } from './shop-client';

const lines: string[] = [];
let tdb: TestDb;
let app: FastifyInstance;
beforeAll(async () => {
  tdb = await openTestDb(100);
  app = await buildApp({ db: tdb.db, config: testConfig(), site: async () => TEST_SITE, logSink: { write: (l) => void lines.push(l) } });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await tdb.close();
});

describe('a failed query', () => {
  it('logs its SQLSTATE and constraint, never the customer data of its parameters or failing row', async () => {
    const numberId = (await tdb.db.query<{ id: number }>("SELECT id FROM numbers WHERE type = 'REGULAR' ORDER BY id LIMIT 1"))[0]?.id ?? 0;
    // Every new order now fails in the database, with the driver's error carrying the whole row.
    await tdb.db.exec('ALTER TABLE orders ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
    try {
      const res = await app.inject({
        method: 'POST', url: '/api/orders', headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(orderBody(numberId, { recipient: { ...RECIPIENT, name: 'Siti Rahayu', phone: '081598765432', email: 'siti.rahayu@example.com', address: 'Jl. Kenanga 77, Bandung' } })),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await tdb.db.exec('ALTER TABLE orders DROP CONSTRAINT refuse_all');
    }
    const log = lines.join('');
    expect(log).toContain('refuse_all');
    expect(log).toContain('23514');
    for (const personal of ['Siti Rahayu', '081598765432', 'siti.rahayu@example.com', 'Kenanga']) expect(log).not.toContain(personal);
  });

  it('keeps what callers decide by (the SQLSTATE) and drops the value a data exception quotes', async () => {
    const err = await tdb.db.query('SELECT $1::integer', ['Siti Rahayu']).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(DbError);
    expect(err).toMatchObject({ code: '22P02' });
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err))).not.toContain('Siti');
  });
});

describe('query strings in the request log', () => {
  it('are logged by name only: a token or an email in the URL never reaches the log', async () => {
    await app.inject({ method: 'GET', url: '/api/track/ABC123?email=dewi.lestari%40example.com&token=s3cr3t-t0ken' });
    const log = lines.join('');
    expect(log).toContain('/api/track/ABC123?email=[redacted]&token=[redacted]');
    expect(log).not.toContain('s3cr3t-t0ken');
    expect(log).not.toContain('dewi.lestari');
  });

  it('redactUrl keeps the path and names and drops every value', () => {
    expect(redactUrl('/a/b')).toBe('/a/b');
    expect(redactUrl('/a?x=1&flag&y=%00&&')).toBe('/a?x=[redacted]&flag&y=[redacted]');
  });

  it('redactUrl drops a path segment that holds an email (activation and VA links carry one)', () => {
    expect(redactUrl('/activate/OLA-1/budi@example.com')).toBe('/activate/OLA-1/[redacted]');
    expect(redactUrl('/va-link/OLA-1/budi%40example.com?lang=en')).toBe('/va-link/OLA-1/[redacted]?lang=[redacted]');
    expect(redactUrl('/api/orders/OLA-1')).toBe('/api/orders/OLA-1');
  });
});
