import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from './config';
import type { ContentContext } from './content/context';
import type { DefinitionBodies } from './content/published-definitions';
import type { SiteDefinition } from './content/site-definition';
import type { Db } from './db/types';
import type { LiveNumberIndex } from './domains/numbers/live-number-index';
import type { Providers } from './providers/providers';
import type { ReadCaches } from './read-caches';
import type { VisitSessions } from './visit/visit-sessions';

/** Everything a route or service needs; built once per app. */
export interface ShopContext {
  db: Db;
  config: ServerConfig;
  /** The published site definition (payment methods, business constants). */
  site: () => Promise<SiteDefinition>;
  /** Published definition bodies by kind and id (order types, pages), lake first, then flows/. */
  definitions: DefinitionBodies;
  /** The content lake reader (settings and the content domain). */
  content: ContentContext;
  /** The external systems, each chosen by configuration; called outside database transactions. */
  providers: Providers;
  /** Read caches: catalogue (cities, packages, logistics) and number search results; shared or announced across processes. */
  caches: ReadCaches;
  /** This process's index of the regular numbers (digit search), kept current by every process's takes. */
  numberIndex: LiveNumberIndex;
  /** The visits' server-side sessions and the facts only the server sets in them. */
  visits: VisitSessions;
  /** Shared counters across processes (REDIS_URL); undefined = each process counts in the database or memory. */
  redis: Redis | undefined;
  /** Server clock; tests move it to cross the same-day cut-off or expire reservations. */
  now: () => Date;
  log: FastifyBaseLogger;
}
