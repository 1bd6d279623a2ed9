// Migration 7 turns orders into a core row plus payload without losing the rows made before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, migrate } from '../../src/server/db/migrate';
import type { Db } from '../../src/server/db/types';
import { seed } from '../../src/server/seed/seed';
import { openEmptyTestDb, SEEDED_DOMAINS, type TestDb } from './harness';

/** Every migration in the runner's order; the numbered ones as the old list numbered them. */
const MIGRATIONS = allMigrations();
const upTo = (n: number) => MIGRATIONS.filter((m) => (m.legacyId ?? Infinity) <= n);
const after = (n: number) => MIGRATIONS.filter((m) => (m.legacyId ?? Infinity) > n).map((m) => m.key);

let t: TestDb;
let db: Db;
beforeAll(async () => {
  t = await openEmptyTestDb();
  db = t.db;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('migration 7: orders as a core row plus payload', () => {
  it('moves recipient and delivery of existing orders into the payload and keeps everything else', async () => {
    await migrate(db, upTo(6));
    await seed(db, { numberCount: 20 }, SEEDED_DOMAINS);
    const [n] = await db.query<{ id: number; msisdn: string }>(`SELECT id, msisdn FROM numbers WHERE type = 'REGULAR' ORDER BY id LIMIT 1`);
    if (!n) throw new Error('no number');
    const at = new Date('2026-11-20T02:00:00Z');
    const insert = `INSERT INTO orders (order_code, order_code_encrypted, journey, order_type, product_type, definition_version,
        city_id, number_id, package_id, recipient_name, recipient_phone, recipient_email, recipient_address, recipient_notes,
        delivery_method, delivery_ctype, delivery_store_id, session_id, utm, package_price, security_deposit, shipping_fee, total,
        same_day, status, created_at, expires_at)
      VALUES ($1, 'h', 'PREPAID', $2, 'prepaid', 1, 1, $3, 101, 'Budi', '081512345678', 'Budi@Example.com', $4, '', $5, $6, $7,
        's', '{"utm_source":"google"}', 50000, 50000, 0, 100000, true, 'ORDER_PLACED', $8, $8)`;
    await db.query(insert, ['SIMPRE20261120AAAAAA', 'SIMPRE', n.id, 'Jl. Merdeka 1, Jakarta', 'courier', 1, null, at]);
    await db.query(insert, ['ESIMPRE20261120BBBBBB', 'ESIMPRE', n.id, '', null, null, null, at]);
    await db.query(`INSERT INTO order_events (order_code, status, at) VALUES ('SIMPRE20261120AAAAAA', 'ORDER_PLACED', $1)`, [at]);

    expect(await migrate(db)).toEqual(after(6));

    const rows = await db.query<Record<string, unknown>>(
      `SELECT order_code, email, msisdn, number_id, package_id, city_id, total, utm, payload FROM orders ORDER BY order_code`);
    expect(rows).toEqual([
      {
        order_code: 'ESIMPRE20261120BBBBBB', email: 'Budi@Example.com', msisdn: n.msisdn, number_id: n.id, package_id: 101, city_id: 1,
        total: 100000, utm: { utm_source: 'google' },
        payload: { cityId: 1, numberId: n.id, packageId: 101, recipient: { name: 'Budi', phone: '081512345678', email: 'Budi@Example.com' } },
      },
      {
        order_code: 'SIMPRE20261120AAAAAA', email: 'Budi@Example.com', msisdn: n.msisdn, number_id: n.id, package_id: 101, city_id: 1,
        total: 100000, utm: { utm_source: 'google' },
        payload: {
          cityId: 1, numberId: n.id, packageId: 101,
          recipient: { name: 'Budi', phone: '081512345678', email: 'Budi@Example.com', address: 'Jl. Merdeka 1, Jakarta' },
          delivery: { method: 'courier', ctype: 1 },
        },
      },
    ]);
    const cols = (await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'orders' AND table_schema = current_schema()`)).map((c) => c.column_name);
    expect(cols.filter((c) => c.startsWith('recipient_') || c.startsWith('delivery_'))).toEqual([]);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_events')).at(0)?.n).toBe(1);
    // Applied once: a second start changes nothing.
    expect(await migrate(db)).toEqual([]);
  });
});

describe('migration 9: one sale per number', () => {
  let fresh: TestDb;
  beforeAll(async () => { fresh = await openEmptyTestDb(); }, 60_000);
  afterAll(async () => { await fresh?.close(); });

  it('unpays the orders the old rule paid on a number sold to another order, keeps their money for a refund, then refuses a second sale', async () => {
    const d = fresh.db;
    await migrate(d, upTo(8));
    await seed(d, { numberCount: 20 }, SEEDED_DOMAINS);
    const [n] = await d.query<{ id: number; msisdn: string }>(`SELECT id, msisdn FROM numbers WHERE type = 'REGULAR' ORDER BY id LIMIT 1`);
    if (!n) throw new Error('no number');
    const at = new Date('2026-11-20T02:00:00Z');
    for (const code of ['SIMPRE20261120LATEAA', 'SIMPRE20261120OWNERB']) {
      await d.query(`INSERT INTO orders (order_code, order_code_encrypted, journey, order_type, product_type, definition_version, session_id,
          email, number_id, msisdn, package_id, city_id, package_price, security_deposit, shipping_fee, total, same_day, status,
          created_at, expires_at, paid_at, payload)
        VALUES ($1, 'h', 'PREPAID', 'SIMPRE', 'prepaid', 1, 's', 'b@example.com', $2, $3, 101, 1, 50000, 50000, 0, 100000, true,
          'PAYMENT_SUCCESS', $4, $4, $4, '{}')`, [code, n.id, n.msisdn, at]);
      await d.query(`INSERT INTO payments (id, order_code, method, grp, kind, status, amount, expires_at, created_at, updated_at)
        VALUES ($1, $2, '05', 'VA', 'va', 'PAID', 100000, $3, $3, $3)`, [`pay-${code}`, code, at]);
    }
    await d.query(`UPDATE numbers SET status = 'SOLD', order_code = 'SIMPRE20261120OWNERB' WHERE id = $1`, [n.id]);

    expect(await migrate(d)).toEqual(after(8));
    const orders = await d.query<{ order_code: string; status: string; paid: boolean }>(
      'SELECT order_code, status, paid_at IS NOT NULL AS paid FROM orders ORDER BY order_code');
    expect(orders).toEqual([
      { order_code: 'SIMPRE20261120LATEAA', status: 'PAYMENT_FAILED', paid: false },
      { order_code: 'SIMPRE20261120OWNERB', status: 'PAYMENT_SUCCESS', paid: true },
    ]);
    const payments = await d.query<{ id: string; refund_reason: string | null; paid: boolean }>(
      'SELECT id, refund_reason, paid_at IS NOT NULL AS paid FROM payments ORDER BY id');
    expect(payments).toEqual([
      { id: 'pay-SIMPRE20261120LATEAA', refund_reason: 'NUMBER_TAKEN', paid: true },
      { id: 'pay-SIMPRE20261120OWNERB', refund_reason: null, paid: true },
    ]);
    await expect(d.query(`UPDATE orders SET paid_at = $1 WHERE order_code = 'SIMPRE20261120LATEAA'`, [at])).rejects.toThrow(/orders_one_sale_per_number/);
  });
});
