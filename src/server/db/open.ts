import type { ServerConfig } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR. */
export function openDb(config: Pick<ServerConfig, 'databaseUrl' | 'dbSchema' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl !== undefined
    ? openPostgres(config.databaseUrl, config.dbSchema)
    : openPglite(config.dataDir);
}
