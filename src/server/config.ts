// Server configuration: every knob comes from the environment, with a default that works locally.
import { resolve } from 'node:path';
import { IDLE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type ConnectionTimeouts } from './http/timeouts';

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
  { name: 'NUMBER_COUNT', default: '50000', meaning: 'regular numbers seeded on first start (vanity numbers come on top)' },
  { name: 'REDIS_URL', default: '(unset)', meaning: 'Redis URL, e.g. redis://127.0.0.1:6379: rate limits and the short-lived read caches are shared by every process through it (keys prefixed shop:<database>:<schema>:); unset = kept in each process\'s memory' },
  { name: 'TRUST_PROXY', default: '(unset)', meaning: 'addresses of the load balancers in front (comma-separated IPs or CIDRs, e.g. 127.0.0.1): their X-Forwarded-For names the client, so the rate limit counts clients, not the proxy; unset = no proxy is believed' },
  { name: 'RATE_LIMIT_MAX', default: '300', meaning: 'requests per minute per IP; 0 disables the limit' },
  { name: 'PAYMENT_WEBHOOK_SECRET', default: 'dev-payment-webhook-secret', meaning: 'HMAC-SHA256 key of payment notifications (x-signature)' },
  { name: 'ORDER_CODE_SECRET', default: 'dev-order-code-secret', meaning: 'HMAC key of order_code_encrypted' },
  { name: 'DOCUMENT_KEY', default: '(development key)', meaning: 'AES-256-GCM key of the stored identity documents: 32 bytes as 64 hex digits or base64; production mode refuses to start without its own (not the development key, at least 16 distinct byte values)' },
  { name: 'DOCUMENT_DIR', default: '<DATA_DIR>-documents with the embedded database, else (unset)', meaning: 'folder of the identity documents\' ciphertexts (the database row keeps the IV and tag); unset = in the database (PostgreSQL, or an in-memory DATA_DIR)' },
  { name: 'DOCUMENT_RETENTION_DAYS', default: '30', meaning: 'identity documents are deleted this many days after their order closes, or after their upload when no order took them' },
  { name: 'PAYMENT_EXPIRY_MINUTES', default: '60', meaning: 'lifetime of a payment (VA, link, QR, card)' },
  { name: 'NUMBER_RESERVATION_MINUTES', default: '15', meaning: 'how long a new order holds its number before a payment is created' },
  { name: 'CATALOGUE_CACHE_SECONDS', default: '30', meaning: 'how long cities, packages, settings and logistics are cached (in memory, or in Redis with REDIS_URL); 0 = off' },
  { name: 'SEARCH_CACHE_SECONDS', default: '10', meaning: 'how long vanity search candidate lists (and regular ones until the number index is loaded) are cached; a taken number leaves them at once, in every process; 0 = off' },
  { name: 'PUBLIC_BASE_URL', default: 'http://HOST:PORT', meaning: 'absolute base of links handed to payers (wallet links, QR payloads)' },
  { name: 'STATIC_DIR', default: './dist/client', meaning: 'built SPA served with an index.html fallback' },
  { name: 'FLOWS_DIR', default: './flows', meaning: 'definitions folder: what the server reads (site, order types, pages) while the lake has no published definition' },
  { name: 'ADMIN_TOKEN', default: '(generated)', meaning: 'bearer token of the studio and the content lake (writes, drafts, history); unset = a random development token kept in the database and printed on start' },
  { name: 'SANITY_PROJECT_ID', default: '(unset)', meaning: 'with SANITY_DATASET and SANITY_TOKEN: the server reads content from hosted Sanity instead of the local lake' },
  { name: 'SANITY_DATASET', default: '(unset)', meaning: 'hosted Sanity dataset (see SANITY_PROJECT_ID)' },
  { name: 'SANITY_TOKEN', default: '(unset)', meaning: 'hosted Sanity token (see SANITY_PROJECT_ID)' },
  { name: 'NODE_ENV', default: '(unset)', meaning: 'production = production mode: no sandbox (SANDBOX=1 is refused), a real payment gateway over https and own PAYMENT_WEBHOOK_SECRET and ORDER_CODE_SECRET (different, at least 32 characters, as a set ADMIN_TOKEN) are required' },
  { name: 'SANDBOX', default: '1, 0 in production', meaning: '1 = sandbox mode: the sandbox payment pages (/sandbox/pay) and outbox (/sandbox/outbox) exist; 0 = no /sandbox route at all, and the shop refuses to start without a real payment gateway (PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_KEY, PAYMENT_WEBHOOK_SECRET)' },
  { name: 'SANDBOX_FAULTS', default: '(unset)', meaning: '1 = honour the x-sandbox-fault request header (generated flow tests only; needs SANDBOX=1)' },
  { name: 'PAYMENT_PROVIDER', default: 'sandbox, gateway with PAYMENT_GATEWAY_URL or SANDBOX=0', meaning: 'payment gateway: sandbox (VA/link/QR/card leading to /sandbox/pay pages, signed notifications; needs SANDBOX=1) or gateway (a real gateway over HTTPS)' },
  { name: 'PAYMENT_GATEWAY_URL', default: '(unset)', meaning: 'PAYMENT_PROVIDER=gateway: base URL of the gateway API (payments are created with POST <url>/payments); setting it alone selects the gateway' },
  { name: 'PAYMENT_GATEWAY_KEY', default: '(unset)', meaning: 'PAYMENT_PROVIDER=gateway: bearer key of the gateway API' },
  { name: 'MAIL_PROVIDER', default: 'outbox, smtp with SMTP_URL', meaning: 'mail: outbox (stored in the outbox table, read at /sandbox/outbox) or smtp (needs SMTP_URL)' },
  { name: 'SMTP_URL', default: '(unset)', meaning: 'SMTP server for MAIL_PROVIDER=smtp, e.g. smtps://user:pass@mail.example.com:465; setting it alone selects smtp' },
  { name: 'MAIL_FROM', default: 'Shop <no-reply@shop.test>', meaning: 'sender of outgoing mail' },
  { name: 'SMS_PROVIDER', default: 'outbox', meaning: 'SMS: outbox (stored in the outbox table, read at /sandbox/outbox)' },
];

/** The implementations each external system not yet declared by its domain can be given (src/server/providers/<system>/). */
export const PROVIDER_CHOICES = {
  payments: { env: 'PAYMENT_PROVIDER', values: ['sandbox', 'gateway'] },
  mail: { env: 'MAIL_PROVIDER', values: ['outbox', 'smtp'] },
  sms: { env: 'SMS_PROVIDER', values: ['outbox'] },
} as const;
type Choices = typeof PROVIDER_CHOICES;
export type ProviderSelection = { [K in keyof Choices]: Choices[K]['values'][number] };

export interface ServerConfig {
  /** The environment it was read from: the domains' knobs are read from it too (src/server/domain-parts.ts). */
  env: Readonly<Env>;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dbSchema: string | undefined;
  dataDir: string;
  numberCount: number;
  rateLimitMax: number;
  /** Proxies whose X-Forwarded-For is believed (Fastify trustProxy); unset = none. */
  trustProxy: string | undefined;
  /** Shared rate limits and read caches for several processes; unset = in memory. */
  redisUrl: string | undefined;
  paymentWebhookSecret: string;
  orderCodeSecret: string;
  /** AES-256-GCM key of identity documents (32 bytes). */
  documentKey: Buffer;
  documentRetentionDays: number;
  /** Folder of the documents' ciphertexts; undefined = in the database rows. */
  documentDir: string | undefined;
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
  /** Sandbox mode: the /sandbox routes exist (pay pages of the sandbox gateway, the outbox). Off = none of them. */
  sandbox: boolean;
  /** Test-only: answer /api calls carrying x-sandbox-fault with that error code (src/server/sandbox-faults.ts). */
  sandboxFaults: boolean;
  /** Log requests (pino); off in tests and benchmarks. */
  logger: boolean;
  /** How long a client may be silent, and may take to send a request (src/server/http/timeouts.ts; tests shorten them). */
  timeouts: ConnectionTimeouts;
  /** Which implementation serves each external system. */
  providers: ProviderSelection;
  smtpUrl: string | undefined;
  /** The real payment gateway (PAYMENT_PROVIDER=gateway). */
  paymentGateway: { url: string; key: string } | undefined;
  mailFrom: string;
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

const DEV_WEBHOOK_SECRET = 'dev-payment-webhook-secret';
const DEV_ORDER_CODE_SECRET = 'dev-order-code-secret';
/** Development only: anyone with the source could read documents encrypted with it. */
const DEV_DOCUMENT_KEY = '646576' + '0'.repeat(58);

/**
 * The embedded database keeps what it stores in its own WebAssembly memory, which never shrinks: its
 * documents' ciphertexts go to files beside its data folder instead. PostgreSQL keeps them in its rows.
 */
function documentDir(env: Env, dataDir: string): string | undefined {
  const explicit = str(env, 'DOCUMENT_DIR');
  if (explicit !== undefined || str(env, 'DATABASE_URL') !== undefined) return explicit;
  return dataDir.startsWith('memory://') ? undefined : `${resolve(dataDir)}-documents`;
}

/** A random 32-byte key has some 30 distinct byte values; fewer than this is a typed or patterned key (all zeros, 'ab' x 32). */
const MIN_KEY_BYTE_VALUES = 16;

/** DOCUMENT_KEY as 32 bytes: 64 hex digits or base64 (url-safe or not) of 32 bytes. */
function documentKey(env: Env, production: boolean): Buffer {
  const raw = str(env, 'DOCUMENT_KEY')?.trim();
  if (production && raw === undefined) {
    throw new Error('production mode needs DOCUMENT_KEY (32 random bytes, hex or base64): the development key would expose identity documents');
  }
  const text = raw ?? DEV_DOCUMENT_KEY;
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(text) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(text))) {
    throw new Error('DOCUMENT_KEY must be 32 bytes: 64 hex digits or 44 base64 characters');
  }
  // Compared as bytes: the development key written in base64 is still the development key.
  if (production && key.equals(Buffer.from(DEV_DOCUMENT_KEY, 'hex'))) {
    throw new Error('production mode refuses DOCUMENT_KEY: it is the development key, with which anyone who has the source could read the identity documents');
  }
  if (production && new Set(key).size < MIN_KEY_BYTE_VALUES) {
    throw new Error(`production mode needs DOCUMENT_KEY to be 32 random bytes (e.g. openssl rand -hex 32): this one has only ${new Set(key).size} distinct byte values`);
  }
  return key;
}

/** Shorter than this a secret may be guessed; 32 random bytes are 64 hex digits or 43 base64 characters. */
const MIN_SECRET_CHARS = 32;

/**
 * Production mode's secrets must be secret: long enough not to be guessed, and one per purpose, as
 * whoever learns the webhook secret (shared with the gateway) must not forge order links with it.
 */
function checkProductionSecrets(env: Env): void {
  for (const name of ['ORDER_CODE_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'ADMIN_TOKEN'] as const) {
    const value = str(env, name);
    if (value !== undefined && value.length < MIN_SECRET_CHARS) {
      throw new Error(`production mode needs ${name} of at least ${MIN_SECRET_CHARS} characters (e.g. openssl rand -hex 32)`);
    }
  }
  if (str(env, 'ORDER_CODE_SECRET') === str(env, 'PAYMENT_WEBHOOK_SECRET')) {
    throw new Error('production mode needs ORDER_CODE_SECRET and PAYMENT_WEBHOOK_SECRET to differ (the gateway knows the webhook secret)');
  }
}

function providerSelection(env: Env, sandbox: boolean): ProviderSelection {
  const c = PROVIDER_CHOICES;
  const selection: ProviderSelection = {
    // Without sandbox mode only a real gateway can take money; PAYMENT_GATEWAY_URL alone selects it.
    payments: choice(env, c.payments.env, c.payments.values, sandbox && !str(env, 'PAYMENT_GATEWAY_URL') ? 'sandbox' : 'gateway'),
    // SMTP_URL alone is enough to send real mail.
    mail: choice(env, c.mail.env, c.mail.values, str(env, 'SMTP_URL') ? 'smtp' : 'outbox'),
    sms: choice(env, c.sms.env, c.sms.values, 'outbox'),
  };
  if (selection.mail === 'smtp' && !str(env, 'SMTP_URL')) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL (e.g. smtps://user:pass@mail.example.com:465)');
  if (selection.payments === 'sandbox' && !sandbox) throw new Error('PAYMENT_PROVIDER=sandbox needs sandbox mode (SANDBOX=1, not in production)');
  return selection;
}

/** Sandbox mode: on by default, off in production mode, where asking for it is refused. */
function sandboxMode(env: Env, production: boolean): boolean {
  const sandbox = choice(env, 'SANDBOX', ['1', '0'], production ? '0' : '1') === '1';
  if (sandbox && production) throw new Error('SANDBOX=1 is refused in production mode (NODE_ENV=production): sandbox pages would let anyone mark a payment paid');
  if (!sandbox && env.SANDBOX_FAULTS === '1') throw new Error('SANDBOX_FAULTS=1 needs sandbox mode (SANDBOX=1)');
  return sandbox;
}

/** The real gateway's settings: its API URL and key, and a webhook secret of its own (not the development one). */
function paymentGateway(env: Env, production: boolean): { url: string; key: string } {
  const url = str(env, 'PAYMENT_GATEWAY_URL');
  const key = str(env, 'PAYMENT_GATEWAY_KEY');
  const secret = str(env, 'PAYMENT_WEBHOOK_SECRET');
  const missing = [
    ...(url ? [] : ['PAYMENT_GATEWAY_URL']), ...(key ? [] : ['PAYMENT_GATEWAY_KEY']),
    ...(secret && secret !== DEV_WEBHOOK_SECRET ? [] : ['PAYMENT_WEBHOOK_SECRET']),
  ];
  if (missing.length > 0 || !url || !key) {
    throw new Error(`A real payment gateway needs its settings: set ${missing.join(', ')} (without sandbox mode the shop takes no payment without them)`);
  }
  if (!/^https?:\/\/[^\s/]+/.test(url)) throw new Error('PAYMENT_GATEWAY_URL must be an http(s) URL');
  // Plain http stays possible outside production, for a local fake gateway.
  if (production && !/^https:/i.test(url)) throw new Error('production mode needs PAYMENT_GATEWAY_URL to be https: the gateway key and the payments must not travel in clear');
  return { url, key };
}

export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = int(env, 'PORT', 8080);
  const host = str(env, 'HOST') ?? '127.0.0.1';
  const schema = str(env, 'DB_SCHEMA');
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('DB_SCHEMA must be a lower-case SQL identifier');
  const production = env.NODE_ENV === 'production';
  const dataDir = str(env, 'DATA_DIR') ?? './data/pglite';
  const sandbox = sandboxMode(env, production);
  const providers = providerSelection(env, sandbox);
  const gateway = providers.payments === 'gateway' ? paymentGateway(env, production) : undefined;
  const orderCodeSecret = str(env, 'ORDER_CODE_SECRET') ?? DEV_ORDER_CODE_SECRET;
  if (production && orderCodeSecret === DEV_ORDER_CODE_SECRET) throw new Error('production mode needs ORDER_CODE_SECRET (the development key would let anyone forge thank-you links)');
  if (production) checkProductionSecrets(env);
  const base: ServerConfig = {
    env: { ...env },
    port,
    host,
    databaseUrl: str(env, 'DATABASE_URL'),
    dbSchema: schema,
    dataDir,
    numberCount: int(env, 'NUMBER_COUNT', 50_000),
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 300),
    redisUrl: str(env, 'REDIS_URL'),
    trustProxy: str(env, 'TRUST_PROXY'),
    paymentWebhookSecret: str(env, 'PAYMENT_WEBHOOK_SECRET') ?? DEV_WEBHOOK_SECRET,
    orderCodeSecret,
    documentKey: documentKey(env, production),
    documentRetentionDays: int(env, 'DOCUMENT_RETENTION_DAYS', 30, 1),
    documentDir: documentDir(env, dataDir),
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
    sandbox,
    sandboxFaults: env.SANDBOX_FAULTS === '1',
    logger: env.NODE_ENV !== 'test',
    timeouts: { idleMs: IDLE_TIMEOUT_MS, requestMs: REQUEST_TIMEOUT_MS },
    providers,
    smtpUrl: str(env, 'SMTP_URL'),
    paymentGateway: gateway,
    mailFrom: str(env, 'MAIL_FROM') ?? 'Shop <no-reply@shop.test>',
  };
  return { ...base, ...overrides };
}
