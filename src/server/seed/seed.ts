// The seed runner: every domain's seed (its domain.ts `seed`), in one order (each after the domains it
// names in `after`, else in the registry's order), each once the migrations it writes against are
// applied; then the core's own, the content lake. Runs on every start and is idempotent.
import { seedContent } from '../content/seed';
import { loadConfig } from '../config';
import { appliedMigrationKeys } from '../db/migrate';
import { CORE_MIGRATIONS } from '../db/migrations';
import type { Db } from '../db/types';
import type { Domain } from '../domain';
import { readKnobs } from '../domain-parts';
import { DOMAINS } from '../domains/registry';
import { orderByNeeds } from '../order-by-needs';
import type { SeedOptions } from './domain-seed';
import { writeOnce } from './seed-mark';

/** What each domain's seed wrote, by domain name (an empty list: nothing was missing, or its tables are not there yet). */
export type SeedReport = Readonly<Record<string, readonly string[]>>;

/** The domains with a seed, in the order their seeds run. */
function orderSeeds(domains: readonly Domain[]): Domain[] {
  const seeding = domains.filter((d) => d.seed);
  const at = new Map(seeding.map((d, i) => [d.name, i]));
  const items = seeding.map((d) => ({ key: d.name, needs: d.seed?.after ?? [], domain: d }));
  return orderByNeeds(items, (a, b) => (at.get(a.key) ?? 0) < (at.get(b.key) ?? 0), 'seed').map((i) => i.domain);
}

/** Seeds what `domains` (the shop's by default) and the core find missing. */
export async function seed(db: Db, options: SeedOptions, domains: readonly Domain[] = DOMAINS): Promise<SeedReport> {
  const applied = await appliedMigrationKeys(db, [...CORE_MIGRATIONS, ...domains.flatMap((d) => d.migrations ?? [])]);
  const report: Record<string, readonly string[]> = {};
  // Without the start's checked configuration (tests, benchmarks) the knobs' defaults serve.
  const knob = options.knob ?? readKnobs(domains, loadConfig({}));
  for (const d of orderSeeds(domains)) {
    const needs = d.seed?.needs ?? (d.migrations ?? []).map((m) => m.key);
    if (!d.seed || !needs.every((k) => applied.has(k))) { report[d.name] = []; continue; }
    const own = [...applied].filter((k) => k.startsWith(`${d.name}/`)).sort();
    report[d.name] = await d.seed.run({ db, options, knob, once: (data, write) => writeOnce(db, d.name, own, data, write) });
  }
  // Content (cms/seed/production.ndjson) goes into an empty lake only.
  await seedContent(db);
  return report;
}
