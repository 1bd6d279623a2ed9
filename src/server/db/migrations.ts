// Migrations: each domain declares its own (src/server/domains/<name>/migrations.ts, listed in its domain.ts),
// the core its few here; the runner (migrate.ts) derives one global order from them. A migration is known
// by its key, `<owner>/<n>` (its place in its owner's list); the ones made before domains kept their
// migrations also keep the number they were applied under (legacyId), so a database made by those numbers
// is known to hold them.
import { orderByNeeds } from '../order-by-needs';
import type { Queryable } from './types';

export interface MigrationContext {
  /** pg_trgm is available (enabled before the transaction, since PGlite cannot nest connections). */
  trigram: boolean;
}

/** A migration as its owner writes it. */
export interface MigrationSpec {
  name: string;
  /** The number it was applied under before migrations had owners; never given to a new one. */
  legacyId?: number;
  /** The key it was applied under before it moved to this owner: a database that recorded it so knows it is applied. */
  formerKey?: string;
  /** Keys of other owners' migrations it needs first (a table it refers to); its owner's earlier ones always come first. */
  after?: readonly string[];
  /** Statements run in one transaction, in order. */
  up: (q: Queryable, ctx: MigrationContext) => Promise<void>;
}

export interface Migration extends MigrationSpec {
  /** `<owner>/<n>`: n is its place in its owner's list, from 1. */
  key: string;
  /** Its owner's migrations before it and its `after`. */
  needs: readonly string[];
}

export const statements = (...sql: string[]) => async (q: Queryable) => {
  for (const s of sql) await q.query(s);
};

/** A place in an owner's list whose migration moved to another owner (whose spec names this key as its `formerKey`): it keeps the later ones' keys. */
export interface MovedMigration {
  moved: true;
}

const isMoved = (spec: MigrationSpec | MovedMigration): spec is MovedMigration => 'moved' in spec;

/** An owner's migrations, in the order they run. Append-only: never edit, reorder or remove an applied one, add the next. */
export function ownedMigrations(owner: string, specs: readonly (MigrationSpec | MovedMigration)[]): Migration[] {
  const out: Migration[] = [];
  specs.forEach((spec, i) => {
    if (isMoved(spec)) return;
    const previous = out.at(-1)?.key;
    out.push({ ...spec, key: `${owner}/${i + 1}`, needs: [...(previous ? [previous] : []), ...(spec.after ?? [])] });
  });
  return out;
}

/**
 * One order for all migrations: each after what it needs; among those free to run, the ones with a legacy
 * number first in that number's order (so a database made by the numbered list grows the same way), then by key.
 * Needs outside `list` are taken as met (a partial list, in tests). Throws on a cycle or a key given twice.
 */
export function orderMigrations(list: readonly Migration[]): Migration[] {
  const rank = (m: Migration): [number, string] => [m.legacyId ?? Number.POSITIVE_INFINITY, m.key];
  return orderByNeeds(list, (a, b) => {
    const [ra, ka] = rank(a);
    const [rb, kb] = rank(b);
    return ra !== rb ? ra < rb : ka < kb;
  }, 'migration');
}

/** The core's own tables: content lake, idempotency keys, seed marks, studio, checked releases, visit sessions. */
export const CORE_MIGRATIONS: readonly Migration[] = ownedMigrations('core', [
  {
    legacyId: 6,
    name: 'content lake',
    // The local Sanity-compatible content lake (src/server/lake): current documents, every
    // mutation's resulting document per transaction (history and revert), image assets, and
    // small key/value facts (the generated development admin token).
    up: statements(
      `CREATE TABLE lake_documents (
         id text PRIMARY KEY, type text NOT NULL, rev text NOT NULL, body jsonb NOT NULL,
         created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)`,
      `CREATE INDEX lake_documents_type ON lake_documents (type)`,
      `CREATE TABLE lake_revisions (
         seq serial PRIMARY KEY, transaction_id text NOT NULL, document_id text NOT NULL,
         rev text, body jsonb, operation text NOT NULL, author text, at timestamptz NOT NULL)`,
      `CREATE INDEX lake_revisions_doc ON lake_revisions (document_id, seq)`,
      `CREATE INDEX lake_revisions_tx ON lake_revisions (transaction_id)`,
      `CREATE TABLE lake_assets (
         id text PRIMARY KEY, mime text NOT NULL, bytes bytea NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE TABLE lake_meta (key text PRIMARY KEY, value text NOT NULL)`,
    ),
  },
  // The outbox (legacy 8): a domain owns it now.
  { moved: true },
  {
    legacyId: 10,
    name: 'idempotency keys',
    // The first answer to a request of an idempotent operation, by its Idempotency-Key
    // (src/server/idempotency.ts); written in the transaction that did the work.
    up: statements(
      `CREATE TABLE idempotency_keys (
         operation text NOT NULL, key text NOT NULL, request_hash text NOT NULL, response jsonb,
         created_at timestamptz NOT NULL, PRIMARY KEY (operation, key))`,
    ),
  },
  {
    legacyId: 35,
    name: 'idempotency keys by age',
    // Each new claim removes a few keys past retention (src/server/idempotency.ts): find them by age.
    up: statements('CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)'),
  },
  {
    legacyId: 71,
    name: 'seed marks',
    // What each domain's seed last wrote (src/server/seed/seed-mark.ts): a restart skips an unchanged seed.
    up: statements('CREATE TABLE seed_marks (name text PRIMARY KEY, digest text NOT NULL, at timestamptz NOT NULL)'),
  },
  {
    legacyId: 72,
    name: 'studio accounts',
    // Named editors of the studio (src/server/editors): a slow password hash, a role, sessions kept
    // as the hash of their id (a leaked table signs nobody in), and failed sign-ins per email (kept
    // for unknown emails too, so the lockout never tells whether an account exists).
    up: statements(
      `CREATE TABLE studio_accounts (
         id bigserial PRIMARY KEY, email text NOT NULL UNIQUE, name text NOT NULL,
         role text NOT NULL CHECK (role IN ('marketer', 'ops', 'admin')),
         password_hash text NOT NULL, disabled boolean NOT NULL DEFAULT false,
         created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE TABLE studio_sessions (
         id_hash text PRIMARY KEY, account_id bigint NOT NULL REFERENCES studio_accounts (id) ON DELETE CASCADE,
         csrf text NOT NULL, expires_at timestamptz NOT NULL)`,
      'CREATE INDEX studio_sessions_by_account ON studio_sessions (account_id)',
      `CREATE TABLE studio_login_failures (
         email text PRIMARY KEY, failures integer NOT NULL, locked_until timestamptz)`,
    ),
  },
  {
    legacyId: 77,
    name: 'studio schedules',
    // Scheduled publishing (src/server/studio/schedules.ts): a draft published at a chosen time by
    // whichever process claims it first (one conditional UPDATE moves it out of 'scheduled', so it
    // publishes once). At most one pending schedule per document; done ones stay as the record.
    up: statements(
      `CREATE TABLE studio_schedules (
         id bigserial PRIMARY KEY,
         document_id text NOT NULL,
         doc_type text NOT NULL,
         publish_at timestamptz NOT NULL,
         status text NOT NULL CHECK (status IN ('scheduled', 'publishing', 'published', 'failed', 'cancelled')),
         reason jsonb,
         created_at timestamptz NOT NULL,
         claimed_at timestamptz,
         done_at timestamptz)`,
      `CREATE UNIQUE INDEX studio_schedules_pending ON studio_schedules (document_id) WHERE status IN ('scheduled', 'publishing')`,
      `CREATE INDEX studio_schedules_due ON studio_schedules (publish_at) WHERE status = 'scheduled'`,
      `CREATE INDEX studio_schedules_of_document ON studio_schedules (document_id, created_at DESC)`,
    ),
  },
  {
    legacyId: 78,
    name: 'studio schedule authors',
    // Who scheduled a publish: the publish at that time is recorded as theirs (lake history).
    up: statements('ALTER TABLE studio_schedules ADD COLUMN author text'),
  },
  {
    legacyId: 82,
    name: 'studio sign-in attempts per address',
    // Sign-in attempts per client address (src/server/editors/accounts.ts): the times of those in the
    // last window, so one conditional upsert both checks and records an attempt, across processes.
    up: statements('CREATE TABLE studio_login_addresses (address text PRIMARY KEY, attempts timestamptz[] NOT NULL)'),
  },
  {
    legacyId: 83,
    name: 'checked definition releases',
    // The definition sets that passed every publish check, by the SHA-256 of their canonical JSON
    // (src/server/content/checked-releases.ts): the server serves no other set, so a definition
    // document written around the checks is never served. The newest few are kept, bodies included,
    // as what to serve when the lake's set fails them.
    up: statements(
      // seq orders them (newest = last checked, a set checked again included); checked_at is the record.
      `CREATE TABLE definition_releases (
         digest text PRIMARY KEY, seq bigserial NOT NULL, body jsonb NOT NULL, checked_at timestamptz NOT NULL, checked_by text NOT NULL)`,
      'CREATE INDEX definition_releases_newest ON definition_releases (seq DESC)',
    ),
  },
  {
    legacyId: 86,
    name: 'visit sessions',
    // The visit's server-side session (src/server/visit/): known by the SHA-256 of its cookie's id, with
    // the facts only the server sets, each with its own end, so every process sees and can revoke them.
    up: statements(
      'CREATE TABLE visit_sessions (key text PRIMARY KEY, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL)',
      'CREATE INDEX visit_sessions_ending ON visit_sessions (expires_at)',
      `CREATE TABLE visit_facts (
         session_key text NOT NULL REFERENCES visit_sessions (key) ON DELETE CASCADE, fact text NOT NULL,
         expires_at timestamptz NOT NULL, PRIMARY KEY (session_key, fact))`,
    ),
  },
]);
