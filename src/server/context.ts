import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from './config';
import type { ContentContext } from './content/context';
import type { LiveRelay } from './content/live-relay';
import type { DefinitionBodies } from './content/published-definitions';
import type { SiteDefinition } from './content/site-definition';
import type { Db } from './db/types';
import type { DomainParts } from './domain-parts';
import type { ReadCaches } from './read-caches';
import type { ChangeBus } from './sync/change-bus';
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
  /** Read caches: reference data, search results and the domains' own; shared or announced across processes. */
  caches: ReadCaches;
  /** Told of every published content document's type (a domain drops what it cached of that type). */
  onContentPublish: (fn: (type: string) => void) => void;
  /** The live stream of published content changes (the lake's listen, relayed to browsers). */
  relay: LiveRelay;
  /** Commits, takes and resyncs announced across processes. */
  bus: ChangeBus;
  /**
   * When a domain loads its in-memory index: 'start' before buildApp resolves, or 'listen' in the background
   * after listen (npm start: a restart answers sooner), the database answering until it is there.
   */
  loadIndexes: 'start' | 'listen';
  /** The visits' server-side sessions and the facts only the server sets in them. */
  visits: VisitSessions;
  /** Shared counters across processes (REDIS_URL); undefined = each process counts in the database or memory. */
  redis: Redis | undefined;
  /** The domains' knobs and providers (declared in their domain.ts); providers are called outside database transactions. */
  parts: DomainParts;
  /** Server clock; tests move it to cross the same-day cut-off or expire reservations. */
  now: () => Date;
  log: FastifyBaseLogger;
}
