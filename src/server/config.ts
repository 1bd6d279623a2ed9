// Server configuration: every knob comes from the environment, with a default that works locally.

export interface EnvVar {
  name: string;
  default: string;
  meaning: string;
}

/** The table the README lists: name, default, meaning. */
export const ENV_VARS: readonly EnvVar[] = [
  { name: 'PORT', default: '8080', meaning: 'HTTP port of the shop (API + built SPA)' },
  { name: 'HOST', default: '127.0.0.1', meaning: 'interface to listen on (0.0.0.0 in a container)' },
  { name: 'DATABASE_URL', default: '(unset)', meaning: 'PostgreSQL URL; unset = embedded PGlite in DATA_DIR' },
  { name: 'DB_SCHEMA', default: '(unset)', meaning: 'PostgreSQL schema to use (created if missing; search_path = schema, public)' },
  { name: 'DATA_DIR', default: './data/pglite', meaning: 'PGlite data folder (ignored with DATABASE_URL); "memory://" = in memory' },
  { name: 'NUMBER_COUNT', default: '50000', meaning: 'regular numbers seeded on first start (vanity numbers come on top)' },
  { name: 'RATE_LIMIT_MAX', default: '300', meaning: 'requests per minute per IP; 0 disables the limit' },
  { name: 'PAYMENT_WEBHOOK_SECRET', default: 'dev-payment-webhook-secret', meaning: 'HMAC-SHA256 key of payment notifications (x-signature)' },
  { name: 'ORDER_CODE_SECRET', default: 'dev-order-code-secret', meaning: 'HMAC key of order_code_encrypted' },
  { name: 'PAYMENT_EXPIRY_MINUTES', default: '60', meaning: 'lifetime of a payment (VA, link, QR, card)' },
  { name: 'NUMBER_RESERVATION_MINUTES', default: '15', meaning: 'how long a new order holds its number before a payment is created' },
  { name: 'CATALOGUE_CACHE_SECONDS', default: '30', meaning: 'how long cities, packages, settings and logistics are cached in memory; 0 = off' },
  { name: 'SEARCH_CACHE_SECONDS', default: '10', meaning: 'how long number search results are cached (dropped on every reservation); 0 = off' },
  { name: 'PUBLIC_BASE_URL', default: 'http://HOST:PORT', meaning: 'absolute base of links handed to payers (wallet links, QR payloads)' },
  { name: 'STATIC_DIR', default: './dist/client', meaning: 'built SPA served with an index.html fallback' },
  { name: 'FLOWS_DIR', default: './flows', meaning: 'definitions folder; the server reads site.json (payment methods, constants)' },
  { name: 'ADMIN_TOKEN', default: '(generated)', meaning: 'bearer token of the studio and the content lake (writes, drafts, history); unset = a random development token kept in the database and printed on start' },
  { name: 'SANITY_PROJECT_ID', default: '(unset)', meaning: 'with SANITY_DATASET and SANITY_TOKEN: the server reads content from hosted Sanity instead of the local lake' },
  { name: 'SANITY_DATASET', default: '(unset)', meaning: 'hosted Sanity dataset (see SANITY_PROJECT_ID)' },
  { name: 'SANITY_TOKEN', default: '(unset)', meaning: 'hosted Sanity token (see SANITY_PROJECT_ID)' },
  { name: 'SANDBOX_FAULTS', default: '(unset)', meaning: '1 = honour the x-sandbox-fault request header (generated flow tests only)' },
];

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dbSchema: string | undefined;
  dataDir: string;
  numberCount: number;
  rateLimitMax: number;
  paymentWebhookSecret: string;
  orderCodeSecret: string;
  paymentExpiryMinutes: number;
  numberReservationMinutes: number;
  catalogueCacheSeconds: number;
  searchCacheSeconds: number;
  publicBaseUrl: string;
  staticDir: string | undefined;
  flowsDir: string;
  /** Studio/lake admin token; unset = generated once, stored in the database, and put here by buildApp. */
  adminToken: string | undefined;
  /** Hosted Sanity: all three set = content comes from there instead of the local lake. */
  sanityProjectId: string | undefined;
  sanityDataset: string | undefined;
  sanityToken: string | undefined;
  /** Test-only: answer /api calls carrying x-sandbox-fault with that error code (src/server/sandbox-faults.ts). */
  sandboxFaults: boolean;
  /** Log requests (pino); off in tests and benchmarks. */
  logger: boolean;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

function str(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v === '' ? undefined : v;
}

export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = int(env, 'PORT', 8080);
  const host = str(env, 'HOST') ?? '127.0.0.1';
  const schema = str(env, 'DB_SCHEMA');
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('DB_SCHEMA must be a lower-case SQL identifier');
  const base: ServerConfig = {
    port,
    host,
    databaseUrl: str(env, 'DATABASE_URL'),
    dbSchema: schema,
    dataDir: str(env, 'DATA_DIR') ?? './data/pglite',
    numberCount: int(env, 'NUMBER_COUNT', 50_000),
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 300),
    paymentWebhookSecret: str(env, 'PAYMENT_WEBHOOK_SECRET') ?? 'dev-payment-webhook-secret',
    orderCodeSecret: str(env, 'ORDER_CODE_SECRET') ?? 'dev-order-code-secret',
    paymentExpiryMinutes: int(env, 'PAYMENT_EXPIRY_MINUTES', 60, 1),
    numberReservationMinutes: int(env, 'NUMBER_RESERVATION_MINUTES', 15, 1),
    catalogueCacheSeconds: int(env, 'CATALOGUE_CACHE_SECONDS', 30),
    searchCacheSeconds: int(env, 'SEARCH_CACHE_SECONDS', 10),
    publicBaseUrl: (str(env, 'PUBLIC_BASE_URL') ?? `http://${host}:${port}`).replace(/\/+$/, ''),
    staticDir: str(env, 'STATIC_DIR') ?? './dist/client',
    flowsDir: str(env, 'FLOWS_DIR') ?? './flows',
    adminToken: str(env, 'ADMIN_TOKEN'),
    sanityProjectId: str(env, 'SANITY_PROJECT_ID'),
    sanityDataset: str(env, 'SANITY_DATASET'),
    sanityToken: str(env, 'SANITY_TOKEN'),
    sandboxFaults: env.SANDBOX_FAULTS === '1',
    logger: env.NODE_ENV !== 'test',
  };
  return { ...base, ...overrides };
}
