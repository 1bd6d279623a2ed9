import type { DocumentKind } from '../../../contracts';
import type { Queryable } from '../../db/types';
import type { Sealed } from './seal';

export interface StoredDocument extends Omit<Sealed, 'ciphertext'> {
  /** Null when the ciphertext is a file (sealed-files.ts). */
  ciphertext: Buffer | null;
  id: string;
  session_id: string;
  kind: DocumentKind;
  mime: string;
  created_at: Date;
}

/** Removed by each upload: bounded work per request, yet expired documents cannot pile up. */
const PURGE_BATCH = 50;

/** Rows type bytea as Uint8Array; both drivers hand a Buffer (src/server/db/pglite.ts parses it so), this keeps the type honest. */
const buf = (v: Uint8Array): Buffer => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength));

type Ids = Array<{ id: string }>;
const idsOf = (rows: Ids): string[] => rows.map((r) => r.id);

/** A session keeps one document per kind: the new one replaces the earlier ones that no order took (their ids returned). */
export async function replaceDocument(
  q: Queryable, row: Omit<StoredDocument, 'created_at'>, now: Date,
): Promise<string[]> {
  const replaced = await q.query<{ id: string }>(
    'DELETE FROM identity_documents WHERE session_id = $1 AND kind = $2 AND order_code IS NULL RETURNING id', [row.session_id, row.kind],
  );
  await q.query(
    `INSERT INTO identity_documents (id, session_id, kind, mime, iv, tag, ciphertext, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.id, row.session_id, row.kind, row.mime, row.iv, row.tag, row.ciphertext, now],
  );
  return idsOf(replaced);
}

/** Only the session's own document that no order has taken yet: the ids removed (none or that one). */
export async function deleteOwnDocument(q: Queryable, id: string, sessionId: string): Promise<string[]> {
  return idsOf(await q.query<{ id: string }>('DELETE FROM identity_documents WHERE id = $1 AND session_id = $2 AND order_code IS NULL RETURNING id', [id, sessionId]));
}

/** Which of these ids still have their row. */
export async function existingDocumentIds(q: Queryable, ids: readonly string[]): Promise<Set<string>> {
  return new Set(idsOf(await q.query<{ id: string }>('SELECT id FROM identity_documents WHERE id = ANY($1::text[])', [ids])));
}

export async function findDocument(q: Queryable, id: string): Promise<StoredDocument | undefined> {
  const [row] = await q.query<Omit<StoredDocument, keyof Sealed> & { iv: Uint8Array; tag: Uint8Array; ciphertext: Uint8Array | null }>(
    'SELECT id, session_id, kind, mime, iv, tag, ciphertext, created_at FROM identity_documents WHERE id = $1', [id],
  );
  return row ? { ...row, iv: buf(row.iv), tag: buf(row.tag), ciphertext: row.ciphertext && buf(row.ciphertext) } : undefined;
}

/**
 * Deletes up to a batch of documents past retention: `days` after their order closed (orders.closed_at:
 * paid or refunded; an unpaid order closes when it expires), or after their upload when no order took
 * them. Returns the ids that went.
 */
export async function purgeExpired(q: Queryable, now: Date, days: number): Promise<string[]> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const gone = await q.query<{ id: string }>(
    `DELETE FROM identity_documents WHERE id IN (
       (SELECT id FROM identity_documents WHERE order_code IS NULL AND created_at < $1 LIMIT ${PURGE_BATCH})
       UNION ALL
       (SELECT d.id FROM identity_documents d JOIN orders o ON o.order_code = d.order_code
         WHERE o.closed_at < $1 OR (o.paid_at IS NULL AND o.expires_at < $1) LIMIT ${PURGE_BATCH})) RETURNING id`,
    [cutoff],
  );
  return idsOf(gone);
}

/**
 * The order takes the documents its payload names, in its own transaction: each must be this
 * session's document of that kind, not taken by another order (the same order placed again keeps
 * them). Returns the kinds that are missing (replaced, removed, expired or never this session's).
 */
export async function linkDocuments(
  q: Queryable, documents: Readonly<Record<string, string>>, sessionId: string, orderCode: string,
): Promise<string[]> {
  const missing: string[] = [];
  for (const [kind, id] of Object.entries(documents)) {
    const taken = await q.query(
      `UPDATE identity_documents SET order_code = $4
        WHERE id = $1 AND session_id = $2 AND kind = $3 AND (order_code IS NULL OR order_code = $4) RETURNING id`,
      [id, sessionId, kind, orderCode],
    );
    if (taken.length === 0) missing.push(kind);
  }
  return missing;
}
