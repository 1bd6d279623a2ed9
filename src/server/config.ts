// The core's configuration: every knob comes from the environment, with a default that works locally. The
// domains declare their own knobs (src/server/knobs.ts), read and checked with these by readKnobs (domain-parts.ts).
import { IDLE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type ConnectionTimeouts } from './http/timeouts';
import type { SecretValue } from './secrets';

type Env = Record<string, string | undefined>;

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
  { name: 'REDIS_URL', default: '(unset)', meaning: 'Redis URL, e.g. redis://127.0.0.1:6379: rate limits and the short-lived read caches are shared by every process through it (keys prefixed shop:<database>:<schema>:); unset = kept in each process\'s memory' },
  { name: 'TRUST_PROXY', default: '(unset)', meaning: 'addresses of the load balancers in front (comma-separated IPs or CIDRs, e.g. 127.0.0.1): their X-Forwarded-For names the client, so the rate limit counts clients, not the proxy; unset = no proxy is believed' },
  { name: 'RATE_LIMIT_MAX', default: '300', meaning: 'requests per minute per IP; 0 disables the limit' },
  { name: 'ORDER_CODE_SECRET', default: 'dev-order-code-secret', meaning: 'HMAC key of order_code_encrypted' },
  { name: 'VISIT_SECRET', default: 'dev-visit-secret', meaning: "HMAC key of the visit's session cookie and of the one-time codes' hashes; production mode needs its own" },
  { name: 'CATALOGUE_CACHE_SECONDS', default: '30', meaning: 'how long cities, packages, settings and logistics are cached (in memory, or in Redis with REDIS_URL); 0 = off' },
  { name: 'SEARCH_CACHE_SECONDS', default: '10', meaning: 'how long vanity search candidate lists (and regular ones until the number index is loaded) are cached; a taken number leaves them at once, in every process; 0 = off' },
  { name: 'PUBLIC_BASE_URL', default: 'http://HOST:PORT', meaning: 'absolute base of links handed to payers (wallet links, QR payloads)' },
  { name: 'STATIC_DIR', default: './dist/client', meaning: 'built SPA served with an index.html fallback' },
  { name: 'FLOWS_DIR', default: './flows', meaning: 'definitions folder: what the server reads (site, order types, pages) while the lake has no published definition' },
  { name: 'ADMIN_TOKEN', default: '(generated)', meaning: 'bearer token of the studio and the content lake (writes, drafts, history); unset = a random development token kept in the database and printed on start' },
  { name: 'SANITY_PROJECT_ID', default: '(unset)', meaning: 'with SANITY_DATASET and SANITY_TOKEN: the server reads content from hosted Sanity instead of the local lake' },
  { name: 'SANITY_DATASET', default: '(unset)', meaning: 'hosted Sanity dataset (see SANITY_PROJECT_ID)' },
  { name: 'SANITY_TOKEN', default: '(unset)', meaning: 'hosted Sanity token (see SANITY_PROJECT_ID)' },
  { name: 'NODE_ENV', default: '(unset)', meaning: "production = production mode: no sandbox (SANDBOX=1 is refused), every domain's production rules, own ORDER_CODE_SECRET and VISIT_SECRET, and every secret set at least 32 characters and unlike the others (as a set ADMIN_TOKEN)" },
  { name: 'SANDBOX', default: '1, 0 in production', meaning: "1 = sandbox mode: the sandbox providers' pages under /sandbox exist; 0 = no /sandbox route at all, and a provider whose sandbox needs sandbox mode must be a real one" },
  { name: 'SANDBOX_FAULTS', default: '(unset)', meaning: '1 = honour the x-sandbox-fault request header (generated flow tests only; needs SANDBOX=1)' },
];


export interface ServerConfig {
  /** The environment it was read from: the domains' knobs are read from it too (src/server/domain-parts.ts). */
  env: Readonly<Env>;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dbSchema: string | undefined;
  dataDir: string;
  rateLimitMax: number;
  /** Proxies whose X-Forwarded-For is believed (Fastify trustProxy); unset = none. */
  trustProxy: string | undefined;
  /** Shared rate limits and read caches for several processes; unset = in memory. */
  redisUrl: string | undefined;
  orderCodeSecret: string;
  /** HMAC key of the visit's session and of the one-time codes (its own, not the order codes'). */
  visitSecret: string;
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
  /** Sandbox mode: the /sandbox routes of the domains' sandbox providers exist. Off = none of them. */
  sandbox: boolean;
  /** Test-only: answer /api calls carrying x-sandbox-fault with that error code (src/server/sandbox-faults.ts). */
  sandboxFaults: boolean;
  /** Log requests (pino); off in tests and benchmarks. */
  logger: boolean;
  /** How long a client may be silent, and may take to send a request (src/server/http/timeouts.ts; tests shorten them). */
  timeouts: ConnectionTimeouts;
}


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

/** One of the allowed values, else a start-up error that names the variable and the choices. */
function choice<V extends string>(env: Env, name: string, values: readonly V[], fallback: V): V {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const found = values.find((v) => v === raw.toLowerCase());
  if (found === undefined) throw new Error(`${name} must be one of: ${values.join(', ')} (got "${raw}")`);
  return found;
}

const DEV_ORDER_CODE_SECRET = 'dev-order-code-secret';
const DEV_VISIT_SECRET = 'dev-visit-secret';

/** Sandbox mode: on by default, off in production mode, where asking for it is refused. */
function sandboxMode(env: Env, production: boolean): boolean {
  const sandbox = choice(env, 'SANDBOX', ['1', '0'], production ? '0' : '1') === '1';
  if (sandbox && production) throw new Error('SANDBOX=1 is refused in production mode (NODE_ENV=production): sandbox pages would let anyone mark a payment paid');
  if (!sandbox && env.SANDBOX_FAULTS === '1') throw new Error('SANDBOX_FAULTS=1 needs sandbox mode (SANDBOX=1)');
  return sandbox;
}

/** What production mode asks of the core's own secrets (the configuration's check, readKnobs, tells them with the domains'). */
export function productionRequirements(config: ServerConfig): string[] {
  return [
    ...(config.orderCodeSecret === DEV_ORDER_CODE_SECRET ? ['production mode needs ORDER_CODE_SECRET (the development key would let anyone forge thank-you links)'] : []),
    ...(config.visitSecret === DEV_VISIT_SECRET ? ["production mode needs VISIT_SECRET (the development key would let anyone forge a visit's session and the facts it holds)"] : []),
  ];
}

/** The core's secrets, for production mode's rules on every secret (src/server/secrets.ts). */
export function coreSecrets(config: ServerConfig): SecretValue[] {
  return (['ORDER_CODE_SECRET', 'VISIT_SECRET', 'ADMIN_TOKEN'] as const).map((env) => ({ env, value: str(config.env, env), set: str(config.env, env) !== undefined }));
}

export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = int(env, 'PORT', 8080);
  const host = str(env, 'HOST') ?? '127.0.0.1';
  const schema = str(env, 'DB_SCHEMA');
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('DB_SCHEMA must be a lower-case SQL identifier');
  const production = env.NODE_ENV === 'production';
  const dataDir = str(env, 'DATA_DIR') ?? './data/pglite';
  const sandbox = sandboxMode(env, production);
  const base: ServerConfig = {
    env: { ...env },
    port,
    host,
    databaseUrl: str(env, 'DATABASE_URL'),
    dbSchema: schema,
    dataDir,
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 300),
    redisUrl: str(env, 'REDIS_URL'),
    trustProxy: str(env, 'TRUST_PROXY'),
    orderCodeSecret: str(env, 'ORDER_CODE_SECRET') ?? DEV_ORDER_CODE_SECRET,
    visitSecret: str(env, 'VISIT_SECRET') ?? DEV_VISIT_SECRET,
    catalogueCacheSeconds: int(env, 'CATALOGUE_CACHE_SECONDS', 30),
    searchCacheSeconds: int(env, 'SEARCH_CACHE_SECONDS', 10),
    publicBaseUrl: (str(env, 'PUBLIC_BASE_URL') ?? `http://${host}:${port}`).replace(/\/+$/, ''),
    staticDir: str(env, 'STATIC_DIR') ?? './dist/client',
    flowsDir: str(env, 'FLOWS_DIR') ?? './flows',
    adminToken: str(env, 'ADMIN_TOKEN'),
    sanityProjectId: str(env, 'SANITY_PROJECT_ID'),
    sanityDataset: str(env, 'SANITY_DATASET'),
    sanityToken: str(env, 'SANITY_TOKEN'),
    sandbox,
    sandboxFaults: env.SANDBOX_FAULTS === '1',
    logger: env.NODE_ENV !== 'test',
    timeouts: { idleMs: IDLE_TIMEOUT_MS, requestMs: REQUEST_TIMEOUT_MS },
  };
  return { ...base, ...overrides };
}
