import type { Queryable } from './types';

export interface MigrationContext {
  /** pg_trgm is available (enabled before the transaction, since PGlite cannot nest connections). */
  trigram: boolean;
}

export interface Migration {
  id: number;
  name: string;
  /** Statements run in one transaction, in order. */
  up: (q: Queryable, ctx: MigrationContext) => Promise<void>;
}

const statements = (...sql: string[]) => async (q: Queryable) => {
  for (const s of sql) await q.query(s);
};

/** Numbered, append-only. Never edit an applied migration: add the next one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'catalogue',
    up: statements(
      `CREATE TABLE cities (
         id integer PRIMARY KEY, name text NOT NULL, coverage_id integer NOT NULL, coverage_type text NOT NULL)`,
      `CREATE TABLE logistics (
         coverage_id integer NOT NULL, ctype integer NOT NULL, name text NOT NULL,
         price integer NOT NULL, old_price integer NOT NULL, free boolean NOT NULL,
         sla text NOT NULL, location_id text NOT NULL, PRIMARY KEY (coverage_id, ctype))`,
      `CREATE TABLE packages (
         id integer PRIMARY KEY, parent_id integer REFERENCES packages(id),
         product_type text NOT NULL CHECK (product_type IN ('prepaid', 'postpaid')),
         name_id text NOT NULL, name_en text NOT NULL, description_id text NOT NULL, description_en text NOT NULL,
         value integer NOT NULL, old_value integer NOT NULL, img text NOT NULL DEFAULT '',
         security_deposit integer NOT NULL DEFAULT 0, active boolean NOT NULL DEFAULT true, sort integer NOT NULL DEFAULT 0)`,
      `CREATE INDEX packages_list ON packages (product_type, parent_id, sort)`,
      `CREATE TABLE settings (name text PRIMARY KEY, value text NOT NULL)`,
    ),
  },
  {
    id: 2,
    name: 'numbers',
    up: statements(
      `CREATE TABLE number_labels (id integer PRIMARY KEY, label_id text NOT NULL, label_en text NOT NULL)`,
      // msisdn is stored as 62...; msisdn_local (0...) is what customers see and type, so search runs on it.
      // sort_key spreads the listing order so concurrent shoppers do not all see (and grab) the same numbers.
      `CREATE TABLE numbers (
         id serial PRIMARY KEY, msisdn text NOT NULL UNIQUE,
         msisdn_local text GENERATED ALWAYS AS ('0' || substr(msisdn, 3)) STORED,
         type text NOT NULL CHECK (type IN ('REGULAR', 'VANITY')), label integer REFERENCES number_labels(id),
         price integer NOT NULL DEFAULT 0, old_price integer NOT NULL DEFAULT 0,
         status text NOT NULL DEFAULT 'AVAILABLE' CHECK (status IN ('AVAILABLE', 'RESERVED', 'SOLD')),
         reserved_until timestamptz, order_code text, sort_key integer NOT NULL)`,
      `CREATE INDEX numbers_list ON numbers (type, sort_key)`,
    ),
  },
  {
    id: 3,
    name: 'number search index',
    // A trigram GIN index serves LIKE '%digits%' in milliseconds over a million rows; without
    // pg_trgm the search still works as a sequential scan.
    up: async (q, ctx) => {
      if (ctx.trigram) await q.query(`CREATE INDEX numbers_local_trgm ON numbers USING gin (msisdn_local gin_trgm_ops)`);
    },
  },
  {
    id: 4,
    name: 'orders and payments',
    up: statements(
      `CREATE TABLE orders (
         order_code text PRIMARY KEY, order_code_encrypted text NOT NULL,
         journey text NOT NULL, order_type text NOT NULL, product_type text NOT NULL, definition_version integer NOT NULL,
         city_id integer NOT NULL REFERENCES cities(id), number_id integer NOT NULL REFERENCES numbers(id),
         package_id integer NOT NULL REFERENCES packages(id),
         recipient_name text NOT NULL, recipient_phone text NOT NULL, recipient_email text NOT NULL,
         recipient_address text NOT NULL DEFAULT '', recipient_notes text NOT NULL DEFAULT '',
         delivery_method text, delivery_ctype integer, delivery_store_id text,
         session_id text NOT NULL, utm jsonb,
         package_price integer NOT NULL, security_deposit integer NOT NULL, shipping_fee integer NOT NULL, total integer NOT NULL,
         same_day boolean NOT NULL, status text NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(), expires_at timestamptz NOT NULL, paid_at timestamptz)`,
      `CREATE INDEX orders_number ON orders (number_id)`,
      `CREATE TABLE order_events (
         id serial PRIMARY KEY, order_code text NOT NULL REFERENCES orders(order_code),
         status text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`,
      `CREATE INDEX order_events_order ON order_events (order_code, id)`,
      `CREATE TABLE payments (
         id text PRIMARY KEY, order_code text NOT NULL REFERENCES orders(order_code),
         method text NOT NULL, grp text NOT NULL, kind text NOT NULL, status text NOT NULL, amount integer NOT NULL,
         va_number text, bank_code text, link_url text, qr_payload text, redirect_url text, sof_msisdn text,
         expires_at timestamptz NOT NULL, created_at timestamptz NOT NULL DEFAULT clock_timestamp(), updated_at timestamptz)`,
      `CREATE INDEX payments_order ON payments (order_code, created_at)`,
      // One row per provider notification: the primary key makes replays no-ops.
      `CREATE TABLE payment_notifications (
         notification_id text PRIMARY KEY, payment_id text NOT NULL, status text NOT NULL, amount integer NOT NULL,
         applied boolean NOT NULL, body text NOT NULL, received_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE TABLE traffic (
         id serial PRIMARY KEY, session_id text NOT NULL, remark text NOT NULL DEFAULT '',
         utm_source text NOT NULL DEFAULT '', utm_medium text NOT NULL DEFAULT '', utm_campaign text NOT NULL DEFAULT '',
         utm_content text NOT NULL DEFAULT '', utm_term text NOT NULL DEFAULT '', transaction_id text NOT NULL DEFAULT '',
         ip text, created_at timestamptz NOT NULL DEFAULT now())`,
    ),
  },
  {
    id: 5,
    name: 'payment sequence',
    // created_at comes from the (testable) server clock and can tie; the latest payment is the highest seq.
    up: statements(`ALTER TABLE payments ADD COLUMN seq serial`, `CREATE INDEX payments_order_seq ON payments (order_code, seq)`),
  },
  {
    id: 6,
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
  {
    id: 7,
    name: 'orders: core row plus payload',
    // An order is what every journey shares (codes, journey, type, contact email, what it reserved
    // and priced, money, status, times) plus its journey's payload, validated per order type. Rows
    // made before keep their data: recipient and delivery move into the payload in the shape of the
    // request they came from, the contact email and the number into the core row.
    up: statements(
      `ALTER TABLE orders ADD COLUMN payload jsonb NOT NULL DEFAULT '{}'::jsonb`,
      `ALTER TABLE orders ADD COLUMN email text`,
      `ALTER TABLE orders ADD COLUMN msisdn text`,
      `UPDATE orders o SET
         email = o.recipient_email,
         msisdn = (SELECT n.msisdn FROM numbers n WHERE n.id = o.number_id),
         payload = jsonb_strip_nulls(jsonb_build_object(
           'cityId', o.city_id, 'numberId', o.number_id, 'packageId', o.package_id,
           'recipient', jsonb_build_object('name', o.recipient_name, 'phone', o.recipient_phone, 'email', o.recipient_email,
             'address', NULLIF(o.recipient_address, ''), 'notes', NULLIF(o.recipient_notes, '')),
           'delivery', CASE WHEN o.delivery_method IS NULL THEN NULL
             ELSE jsonb_build_object('method', o.delivery_method, 'ctype', o.delivery_ctype, 'storeId', o.delivery_store_id) END))`,
      `ALTER TABLE orders ALTER COLUMN email SET NOT NULL`,
      `ALTER TABLE orders ALTER COLUMN payload DROP DEFAULT`,
      `ALTER TABLE orders ALTER COLUMN city_id DROP NOT NULL`,
      `ALTER TABLE orders ALTER COLUMN number_id DROP NOT NULL`,
      `ALTER TABLE orders ALTER COLUMN package_id DROP NOT NULL`,
      `ALTER TABLE orders DROP COLUMN recipient_name, DROP COLUMN recipient_phone, DROP COLUMN recipient_email,
         DROP COLUMN recipient_address, DROP COLUMN recipient_notes,
         DROP COLUMN delivery_method, DROP COLUMN delivery_ctype, DROP COLUMN delivery_store_id`,
      // Orders acting on an existing number (swap, renewal, pre-to-post) are found by it.
      `CREATE INDEX orders_msisdn ON orders (msisdn)`,
    ),
  },
  {
    id: 8,
    name: 'outbox',
    // Mail and SMS the outbox providers keep instead of sending (read at /sandbox/outbox).
    up: statements(
      `CREATE TABLE outbox (
         id serial PRIMARY KEY, channel text NOT NULL CHECK (channel IN ('mail', 'sms')), recipient text NOT NULL,
         subject text NOT NULL DEFAULT '', body text NOT NULL, html text, created_at timestamptz NOT NULL DEFAULT now())`,
      `CREATE INDEX outbox_recipient ON outbox (lower(recipient), id)`,
    ),
  },
  {
    id: 9,
    name: 'money kept for a refund, one sale per number',
    // A payment the shop received but could not use (a late payment whose number went to another
    // order, a second payment of a paid order, money for an amount the order no longer has) stays
    // PAID with the reason staff refund it for, until they mark it refunded.
    // Orders the old rule paid on a number sold to another order are put right first (unpaid, their
    // money kept for a refund), so that the database itself can then refuse a second sale.
    up: statements(
      `ALTER TABLE payments ADD COLUMN paid_at timestamptz`,
      `ALTER TABLE payments ADD COLUMN refund_reason text CHECK (refund_reason IN ('NUMBER_TAKEN', 'DOUBLE_CHARGE', 'AMOUNT_CHANGED'))`,
      `ALTER TABLE payments ADD COLUMN refunded_at timestamptz`,
      `UPDATE payments SET paid_at = COALESCE(updated_at, created_at) WHERE status = 'PAID'`,
      `CREATE TEMP TABLE wrongly_paid ON COMMIT DROP AS
         SELECT o.order_code FROM orders o JOIN numbers n ON n.id = o.number_id
         WHERE o.paid_at IS NOT NULL AND n.order_code IS DISTINCT FROM o.order_code`,
      `UPDATE payments SET refund_reason = 'NUMBER_TAKEN' WHERE status = 'PAID' AND order_code IN (SELECT order_code FROM wrongly_paid)`,
      `UPDATE orders SET paid_at = NULL, status = 'PAYMENT_FAILED' WHERE order_code IN (SELECT order_code FROM wrongly_paid)`,
      `CREATE UNIQUE INDEX orders_one_sale_per_number ON orders (number_id) WHERE paid_at IS NOT NULL`,
      `CREATE INDEX payments_refund_due ON payments (paid_at) WHERE refund_reason IS NOT NULL AND refunded_at IS NULL`,
    ),
  },
  {
    id: 10,
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
    id: 25,
    name: 'shipments',
    // The courier and its tracking number once an order is handed over for delivery (shown on /track).
    up: statements(
      `CREATE TABLE shipments (
         order_code text PRIMARY KEY REFERENCES orders (order_code), courier text NOT NULL,
         tracking_number text NOT NULL, shipped_at timestamptz NOT NULL)`,
    ),
  },
  {
    id: 30,
    name: 'stores',
    // The retail stores a coverage area's pick-up option (ctype 5) stands for: each is offered on
    // its own, with its name, address and opening hours; an area without a store offers no pick-up.
    up: statements(
      `CREATE TABLE stores (
         location_id text PRIMARY KEY, coverage_id integer NOT NULL, name text NOT NULL,
         address text NOT NULL, hours text NOT NULL, sort integer NOT NULL DEFAULT 0)`,
      `CREATE INDEX stores_of_coverage ON stores (coverage_id, sort)`,
    ),
  },
  {
    id: 35,
    name: 'idempotency keys by age',
    // Each new claim removes a few keys past retention (src/server/idempotency.ts): find them by age.
    up: statements('CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)'),
  },
  {
    id: 40,
    name: 'identity documents',
    // Uploaded identity documents (src/server/domains/documents), AES-256-GCM encrypted: iv and tag
    // beside the ciphertext, the id bound in as associated data. Tied to the visit (session_id) until an
    // order takes them (order_code); retention counts from order_closed_at, or from created_at when no order took them.
    up: statements(
      `CREATE TABLE identity_documents (
         id text PRIMARY KEY, session_id text NOT NULL,
         kind text NOT NULL CHECK (kind IN ('ktp', 'selfie', 'kk', 'other')), mime text NOT NULL,
         iv bytea NOT NULL, tag bytea NOT NULL, ciphertext bytea NOT NULL, created_at timestamptz NOT NULL,
         order_code text REFERENCES orders (order_code), order_closed_at timestamptz)`,
      'CREATE INDEX identity_documents_session ON identity_documents (session_id, kind)',
      'CREATE INDEX identity_documents_unattached ON identity_documents (created_at) WHERE order_code IS NULL',
      'CREATE INDEX identity_documents_closed ON identity_documents (order_closed_at) WHERE order_closed_at IS NOT NULL',
    ),
  },
  {
    id: 45,
    name: 'administrative areas',
    // Indonesian provinces, regencies/cities, districts and villages (idn-area-data, loaded by
    // src/server/seed/areas.ts), each listed by its parent; the postal codes the sandbox knows, by village.
    up: statements(
      `CREATE TABLE area_provinces (code text PRIMARY KEY, name text NOT NULL)`,
      `CREATE TABLE area_cities (code text PRIMARY KEY, province_code text NOT NULL, name text NOT NULL)`,
      `CREATE INDEX area_cities_of_province ON area_cities (province_code, name)`,
      `CREATE TABLE area_districts (code text PRIMARY KEY, city_code text NOT NULL, name text NOT NULL)`,
      `CREATE INDEX area_districts_of_city ON area_districts (city_code, name)`,
      `CREATE TABLE area_villages (code text PRIMARY KEY, district_code text NOT NULL, name text NOT NULL)`,
      `CREATE INDEX area_villages_of_district ON area_villages (district_code, name)`,
      `CREATE TABLE area_postal_codes (village_code text NOT NULL, postal_code text NOT NULL, PRIMARY KEY (village_code, postal_code))`,
    ),
  },
  {
    id: 46,
    name: 'orders per KTP',
    // How many orders each NIK has placed (spec: at most 3). An order claims a slot with one
    // conditional upsert in its own transaction, so concurrent orders can never pass the limit.
    up: statements(
      `CREATE TABLE ktp_usage (nik text PRIMARY KEY, orders integer NOT NULL CHECK (orders BETWEEN 0 AND 3))`,
    ),
  },
  {
    id: 50,
    name: 'orders closed',
    // When an order reached a final state (paid, or its refund done; an unpaid order closes when it
    // expires, read from expires_at): identity documents are kept DOCUMENT_RETENTION_DAYS after it.
    // The documents' own order_closed_at, never written, gives way to it.
    up: statements(
      'ALTER TABLE orders ADD COLUMN closed_at timestamptz',
      'UPDATE orders SET closed_at = paid_at WHERE paid_at IS NOT NULL',
      'ALTER TABLE identity_documents DROP COLUMN order_closed_at',
      'CREATE INDEX identity_documents_order ON identity_documents (order_code) WHERE order_code IS NOT NULL',
    ),
  },
  {
    id: 55,
    name: 'store cities and coordinates',
    // The store list (/retails) is searched by city and may place a store on a map; the seed fills
    // both for the stores it knows, an operator for the ones they add.
    up: statements(
      `ALTER TABLE stores ADD COLUMN city text NOT NULL DEFAULT ''`,
      'ALTER TABLE stores ADD COLUMN lat double precision',
      'ALTER TABLE stores ADD COLUMN lng double precision',
      'CREATE INDEX stores_by_city ON stores (lower(city), sort)',
    ),
  },
  {
    id: 60,
    name: 'postpaid activations',
    // One activation per order (spec /activate): the primary key lets exactly one of two concurrent
    // submissions record it; the other is told it was submitted already (40019).
    up: statements(
      `CREATE TABLE activations (
         order_code text PRIMARY KEY REFERENCES orders (order_code),
         status text NOT NULL CHECK (status IN ('REQUESTED', 'COMPLETE', 'FAILED')),
         requested_at timestamptz NOT NULL, completed_at timestamptz)`,
    ),
  },
  {
    id: 70,
    name: 'numbers in listing order',
    // The heap in sort_key order: a search's matches for the first page lie in few pages, so the
    // trigram index's heap visits stay cheap at a million numbers (the seed now inserts in this order).
    up: statements('CLUSTER numbers USING numbers_list', 'ANALYZE numbers'),
  },
  {
    id: 71,
    name: 'seed marks',
    // What the reference seed last wrote (src/server/seed/seed-mark.ts): a restart skips an unchanged seed.
    up: statements('CREATE TABLE seed_marks (name text PRIMARY KEY, digest text NOT NULL, at timestamptz NOT NULL)'),
  },
  {
    id: 72,
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
    id: 77,
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
    id: 78,
    name: 'studio schedule authors',
    // Who scheduled a publish: the publish at that time is recorded as theirs (lake history).
    up: statements('ALTER TABLE studio_schedules ADD COLUMN author text'),
  },
  {
    id: 79,
    name: 'identity documents stored as they are',
    // A ciphertext does not compress: without this the database still reserves a compression buffer
    // the size of the document on every insert (in the shop's own memory with the embedded database).
    up: statements('ALTER TABLE identity_documents ALTER COLUMN ciphertext SET STORAGE EXTERNAL'),
  },
  {
    id: 80,
    name: 'identity document ciphertexts may be files',
    // With the embedded database the ciphertext is a file beside its data (DOCUMENT_DIR); the row keeps its IV and tag.
    up: statements('ALTER TABLE identity_documents ALTER COLUMN ciphertext DROP NOT NULL'),
  },
  {
    id: 81,
    name: 'order shipping estimates',
    // The chosen delivery's estimate in days ("1-3", the SLA rule applied) as it was offered when the order
    // was placed: the result page and tracking show it, not the site's general range. Null: nothing ships.
    up: statements('ALTER TABLE orders ADD COLUMN shipping_sla text'),
  },
  {
    id: 82,
    name: 'studio sign-in attempts per address',
    // Sign-in attempts per client address (src/server/editors/accounts.ts): the times of those in the
    // last window, so one conditional upsert both checks and records an attempt, across processes.
    up: statements('CREATE TABLE studio_login_addresses (address text PRIMARY KEY, attempts timestamptz[] NOT NULL)'),
  },
  {
    id: 83,
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
    id: 84,
    name: 'postal codes by district or village',
    // The postal codes of every village (src/server/seed/postal-data/) are kept as the data ships them:
    // a district's row gives the code of each of its villages without rows of their own, a village's rows
    // its own codes. About 13,000 rows instead of 84,000 village rows: the area seed stays fast.
    // The seed reloads the table from its file (seed mark `postal-codes`).
    up: statements('ALTER TABLE area_postal_codes RENAME COLUMN village_code TO area_code'),
  },
  {
    id: 85,
    name: 'orders per KTP follow the site setting',
    // The limit is the published site's maxOrdersPerKtp (src/server/domains/postpaid/ktp-slots.ts), no
    // longer 3 in the table: the conditional upsert alone keeps it, so the check keeps only the floor.
    up: statements(
      'ALTER TABLE ktp_usage DROP CONSTRAINT ktp_usage_orders_check',
      'ALTER TABLE ktp_usage ADD CONSTRAINT ktp_usage_orders_check CHECK (orders >= 0)',
    ),
  },
  {
    id: 86,
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
  {
    id: 87,
    name: 'one-time codes',
    // Codes sent by email or SMS (src/server/domains/otp/): only their HMAC is kept, with the visit that
    // asked, their end and the attempts made; the sends to a number in the last hour, so one conditional
    // upsert checks the resend delay and the hourly count and records the send, across processes.
    up: statements(
      `CREATE TABLE otp_codes (
         id text PRIMARY KEY, session_key text NOT NULL REFERENCES visit_sessions (key) ON DELETE CASCADE,
         channel text NOT NULL CHECK (channel IN ('email', 'sms')), msisdn text NOT NULL, code_hash text NOT NULL,
         attempts integer NOT NULL DEFAULT 0, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL,
         verified_at timestamptz)`,
      'CREATE INDEX otp_codes_ending ON otp_codes (expires_at)',
      `CREATE TABLE otp_sends (
         channel text NOT NULL, msisdn text NOT NULL, sent timestamptz[] NOT NULL, PRIMARY KEY (channel, msisdn))`,
    ),
  },
];
