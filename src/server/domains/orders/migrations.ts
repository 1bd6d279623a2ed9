// The orders domain's tables: orders, their events and shipments (its first also made payments and traffic,
// as the numbered list did). Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('orders', [
  {
    legacyId: 4,
    after: ['catalogue/1', 'numbers/1'],
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
    legacyId: 7,
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
    legacyId: 25,
    name: 'shipments',
    // The courier and its tracking number once an order is handed over for delivery (shown on /track).
    up: statements(
      `CREATE TABLE shipments (
         order_code text PRIMARY KEY REFERENCES orders (order_code), courier text NOT NULL,
         tracking_number text NOT NULL, shipped_at timestamptz NOT NULL)`,
    ),
  },
  {
    legacyId: 50,
    after: ['documents/1'],
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
    legacyId: 81,
    name: 'order shipping estimates',
    // The chosen delivery's estimate in days ("1-3", the SLA rule applied) as it was offered when the order
    // was placed: the result page and tracking show it, not the site's general range. Null: nothing ships.
    up: statements('ALTER TABLE orders ADD COLUMN shipping_sla text'),
  },
]);
