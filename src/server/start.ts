import type { ServerConfig } from './config';
import { openDb } from './db/open';
import { allMigrations, migrate } from './db/migrate';
import type { Domain } from './domain';
import { DOMAINS } from './domains/registry';
import type { Db } from './db/types';
import type { KnobReader } from './knobs';
import { seed } from './seed/seed';

/**
 * Opens the database, applies the migrations of `domains` and seeds what each of them finds missing (idempotent);
 * `knob` reads their checked configuration (readKnobs, src/server/configuration.ts).
 */
export async function prepareDb(config: ServerConfig, knob: KnobReader, domains: readonly Domain[] = DOMAINS): Promise<Db> {
  const db = await openDb(config);
  await migrate(db, allMigrations(domains));
  await seed(db, { knob }, domains);
  return db;
}
