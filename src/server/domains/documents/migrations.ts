// The documents domain's tables: identity documents. Append-only: add the next, never edit an applied one.
import { ownedMigrations, statements } from '../../db/migrations';

export const migrations = ownedMigrations('documents', [
  {
    legacyId: 40,
    after: ['orders/1'],
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
    legacyId: 79,
    name: 'identity documents stored as they are',
    // A ciphertext does not compress: without this the database still reserves a compression buffer
    // the size of the document on every insert (in the shop's own memory with the embedded database).
    up: statements('ALTER TABLE identity_documents ALTER COLUMN ciphertext SET STORAGE EXTERNAL'),
  },
  {
    legacyId: 80,
    name: 'identity document ciphertexts may be files',
    // With the embedded database the ciphertext is a file beside its data (DOCUMENT_DIR); the row keeps its IV and tag.
    up: statements('ALTER TABLE identity_documents ALTER COLUMN ciphertext DROP NOT NULL'),
  },
]);
