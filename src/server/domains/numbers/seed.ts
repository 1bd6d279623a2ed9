// The numbers' seed: the vanity labels (./seed-data.ts) once per data and migration level, and a generated
// inventory (vanity numbers, then NUMBER_COUNT regular ones, or the run's numberCount) into an empty one only.
import type { Db, Queryable } from '../../db/types';
import type { DomainSeed } from '../../seed/domain-seed';
import { numberCount } from './knobs';
import { NUMBER_LABELS, PREFIXES } from './seed-data';

const prefixArray = `ARRAY[${PREFIXES.map((p) => `'${p}'`).join(',')}]`;
// A multiplicative hash spreads the listing order (sort_key) without a random() call per row.
const sortKey = (expr: string) => `((${expr})::bigint * 2654435761 % 2147483647)::integer`;

function labelPrice(id: number): [number, number] {
  const l = NUMBER_LABELS.find((x) => x[0] === id);
  if (!l) throw new Error(`unknown label ${id}`);
  return [l[3], l[4]];
}

/**
 * Vanity numbers, generated per prefix with generate_series:
 * Cantik: xx + one digit six times; Kembar: abcd abcd; Urut: xx + a six-digit run.
 */
async function seedVanityNumbers(q: Queryable): Promise<void> {
  const [cp, co] = labelPrice(1);
  const [tp, to] = labelPrice(2);
  const [sp, so] = labelPrice(3);
  const insert = (select: string) =>
    q.query(`INSERT INTO numbers (msisdn, type, label, price, old_price, sort_key) ${select} ON CONFLICT (msisdn) DO NOTHING`);
  await insert(`SELECT '62' || p || lpad(k::text, 2, '0') || repeat(d::text, 6), 'VANITY', 1, ${cp}, ${co}, ${sortKey('k * 10 + d + 1')}
    FROM unnest(${prefixArray}) p, generate_series(0, 99) k, generate_series(0, 9) d`);
  await insert(`SELECT '62' || p || k::text || k::text, 'VANITY', 2, ${tp}, ${to}, ${sortKey('k')}
    FROM unnest(${prefixArray}) p, generate_series(1000, 1999) k`);
  await insert(`SELECT '62' || p || lpad(k::text, 2, '0') || s, 'VANITY', 3, ${sp}, ${so}, ${sortKey('k + 7')}
    FROM unnest(${prefixArray}) p, generate_series(0, 99) k,
         unnest(ARRAY['012345', '123456', '234567', '345678', '456789', '987654']) s`);
}

/**
 * `count` regular numbers: 62 + prefix + 8 digits, inserted in listing order (sort_key), so the
 * rows of a listing's first page lie together (see migration 70). The 8 digits are (n * 7919 + 12345) mod 10^8, a
 * bijection because 7919 is coprime with 10^8, so numbers are distinct and look scattered.
 */
async function seedRegularNumbers(q: Queryable, count: number): Promise<void> {
  if (count <= 0) return;
  await q.query(
    `INSERT INTO numbers (msisdn, type, price, old_price, sort_key)
     SELECT '62' || (${prefixArray})[1 + (g % ${PREFIXES.length})]
                 || lpad((((g / ${PREFIXES.length}) * 7919 + 12345) % 100000000)::text, 8, '0'),
            'REGULAR', 0, 0, ${sortKey('g + 1')}
     FROM generate_series(0::bigint, $1::bigint - 1) g
     ORDER BY 5
     ON CONFLICT (msisdn) DO NOTHING`,
    [count],
  );
}

/** Fills an empty inventory (under a lock: processes starting together fill it once); true when it did. */
async function seedInventory(db: Db, count: number): Promise<boolean> {
  const created = await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(727002)');
    const any = await q.query<{ id: number }>('SELECT id FROM numbers LIMIT 1');
    if (any.length > 0) return false;
    // Building the trigram index once after a bulk insert is ~3x faster than maintaining it row by row.
    const [idx] = await q.query<{ def: string | null }>(`SELECT pg_get_indexdef(to_regclass('numbers_local_trgm')) AS def`);
    if (idx?.def) await q.query('DROP INDEX numbers_local_trgm');
    await seedVanityNumbers(q);
    await seedRegularNumbers(q, count);
    if (idx?.def) await q.query(idx.def);
    return true;
  });
  // Fresh statistics so the planner picks the trigram index for searches.
  if (created) await db.query('ANALYZE numbers');
  return created;
}

export const numbersSeed: DomainSeed = {
  // Its first migration made both tables: tests of older migrations seed at that level.
  needs: ['numbers/1'],
  run: async ({ db, options, knob, once }) => {
    const labels = await once({ NUMBER_LABELS }, async (q) => {
      for (const [id, labelId, labelEn] of NUMBER_LABELS) {
        await q.query(`INSERT INTO number_labels (id, label_id, label_en) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [id, labelId, labelEn]);
      }
    });
    // After the labels: a vanity number refers to its label.
    const inventory = await seedInventory(db, options.numberCount ?? knob(numberCount));
    return [...(labels ? ['number labels'] : []), ...(inventory ? ['numbers'] : [])];
  },
};
