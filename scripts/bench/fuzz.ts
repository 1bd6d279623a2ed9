// Hostile-input fuzz of the whole API (issue 8): every registered route, seeded and deterministic.
// Usage: npx tsx scripts/bench/fuzz.ts [--requests 12000] [--seed 8]. Prints the 5xx count and causes (target 0).
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { seed } from '../../src/server/seed/seed';
import { fuzzRequests } from './fuzz/requests';
import { runFuzz, serverErrors } from './fuzz/send';
import { startFuzzShop } from './fuzz/shop';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v >= 0 ? v : fallback;
};
const count = arg('requests', 12_000);
const seedValue = arg('seed', 8);

const db = await openPglite();
await migrate(db);
await seed(db, { numberCount: 2000 });
// What the server itself logged as an error (level >= 50), by message: the 5xx causes as it sees them.
const logged = new Map<string, number>();
const logSink = {
  write(line: string) {
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { type?: string; message?: string } };
    if ((entry.level ?? 0) < 50) return;
    const key = `${entry.msg ?? ''}: ${entry.err?.type ?? ''} ${entry.err?.message ?? ''}`.slice(0, 200);
    logged.set(key, (logged.get(key) ?? 0) + 1);
  },
};
const shop = await startFuzzShop(db, { logSink });
const started = performance.now();
const report = await runFuzz(shop.port, fuzzRequests(shop.routes, count, { ...shop.options, seed: seedValue }));
const seconds = (performance.now() - started) / 1000;
await shop.close();
await db.close();

console.log(`fuzz: ${report.sent} requests over ${shop.routes.length} routes, seed ${seedValue}, ${seconds.toFixed(1)} s`);
console.log(`statuses: ${[...report.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}x${n}`).join(' ')}`);
console.log(`5xx answers: ${serverErrors(report)} (target 0)`);
for (const [defect, causes] of report.defects) {
  const total = [...causes.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${defect}: ${total} answers, ${causes.size} causes`);
  for (const [cause, n] of [...causes].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${String(n).padStart(5)}  ${cause}`);
}
if (logged.size > 0) console.log('\nerrors the server logged:');
for (const [what, n] of [...logged].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(5)}  ${what}`);
process.exitCode = report.defects.size > 0 ? 1 : 0;
