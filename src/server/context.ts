import type { TtlCache } from './cache';
import type { ServerConfig } from './config';
import type { Db } from './db/types';
import type { SiteDefinition } from './domain/site';
import type { PaymentProvider } from './payments/provider';
import type { SandboxProvider } from './payments/sandbox';

/** Everything a route or service needs; built once per app. */
export interface ShopContext {
  db: Db;
  config: ServerConfig;
  /** The site definition (payment methods, business constants), read lazily from flows/site.json. */
  site: () => Promise<SiteDefinition>;
  payments: PaymentProvider;
  /** Set when the gateway is the sandbox: its pay/fail pages are then served. */
  sandbox: SandboxProvider | undefined;
  /** Read caches: catalogue (cities, packages, settings, logistics) and number search results. */
  caches: { catalogue: TtlCache; numbers: TtlCache };
  /** Server clock; tests move it to cross the same-day cut-off or expire reservations. */
  now: () => Date;
}
