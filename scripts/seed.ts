// Migrate and seed the configured database without starting the server (the server also does this on start).
// Usage: npx tsx scripts/seed.ts   (honours DATABASE_URL, DB_SCHEMA, DATA_DIR, NUMBER_COUNT)
import { loadConfiguration } from '../src/server/configuration';
import { prepareDb } from '../src/server/start';

const { config, knob } = loadConfiguration();
const started = performance.now();
const db = await prepareDb(config, knob);
const [row] = await db.query<{ regular: number; vanity: number }>(
  `SELECT count(*) FILTER (WHERE type = 'REGULAR')::int AS regular, count(*) FILTER (WHERE type = 'VANITY')::int AS vanity FROM numbers`,
);
console.log(`${db.kind}: ${row?.regular ?? 0} regular and ${row?.vanity ?? 0} vanity numbers ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await db.close();
