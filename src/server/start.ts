import type { ServerConfig } from './config';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import type { Db } from './db/types';
import { seed } from './seed/seed';

/** Opens the database, applies migrations and seeds what every domain finds missing (idempotent). */
export async function prepareDb(config: ServerConfig): Promise<Db> {
  const db = await openDb(config);
  await migrate(db);
  await seed(db, { numberCount: config.numberCount });
  return db;
}
