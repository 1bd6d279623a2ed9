import type { ServerConfig } from './config';
import { openDb } from './db/open';
import { allMigrations, migrate } from './db/migrate';
import type { Domain } from './domain';
import { DOMAINS } from './domains/registry';
import type { Db } from './db/types';
import { seed } from './seed/seed';

/** Opens the database, applies the migrations of `domains` and seeds what each of them finds missing (idempotent). */
export async function prepareDb(config: ServerConfig, domains: readonly Domain[] = DOMAINS): Promise<Db> {
  const db = await openDb(config);
  await migrate(db, allMigrations(domains));
  await seed(db, { numberCount: config.numberCount }, domains);
  return db;
}
