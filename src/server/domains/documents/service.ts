import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import type { DocumentKind, DocumentUploadResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import { DomainError, notFound } from '../../errors';
import { idCardProvider } from './id-card/slot';
import { documentDir, documentKey, documentRetentionDays } from './knobs';
import { reencode } from './image';
import { deleteOwnDocument, existingDocumentIds, findDocument, purgeExpired, replaceDocument } from './queries';
import type { Upload } from './read-upload';
import { sealInPlace, unseal } from './seal';
import { OWN_FOLDER, SHARED_FOLDER, sealedFiles, type SealedFiles } from './sealed-files';

const EMPTY = Buffer.alloc(0);

/** 32 random bytes: unguessable, and says nothing about the session or the time. */
const newDocumentId = () => randomBytes(32).toString('base64url');

/**
 * Decoding is CPU-bound: more documents processed at once than cores only adds their decoded, encoded,
 * sealed and sent copies to memory, not speed. Uploads beyond that wait holding only their own bytes.
 */
const slots = pLimit(Math.max(1, availableParallelism()));

/** Where each app's ciphertexts live: a folder (DOCUMENT_DIR), or null for the database rows. */
const folders = new WeakMap<ShopContext, SealedFiles | null>();
function filesOf(ctx: ShopContext): SealedFiles | null {
  let files = folders.get(ctx);
  if (files === undefined) {
    const dir = ctx.parts.knob(documentDir);
    files = dir ? sealedFiles(dir) : null;
    folders.set(ctx, files);
  }
  return files;
}

/** Files whose rows went (replaced, removed, expired) go after the commit; one left behind opens for nobody and the next sweep takes it. */
async function removeFiles(ctx: ShopContext, ids: readonly string[]): Promise<void> {
  const files = filesOf(ctx);
  if (!files || ids.length === 0) return;
  await files.remove(ids).catch((err: unknown) => {
    ctx.log.warn({ error: err instanceof Error ? err.name : typeof err }, 'identity document files not removed');
  });
}

/**
 * At start: files whose rows were deleted while no process could remove them, or whose writes never
 * finished (a kill during an upload). The embedded database opens in one process only, so its folder
 * is this process's and nothing in it is being written yet; on PostgreSQL other processes may share it.
 */
export async function sweepDocumentFiles(ctx: ShopContext): Promise<number> {
  const files = filesOf(ctx);
  return files ? files.sweep((ids) => existingDocumentIds(ctx.db, ids), ctx.db.kind === 'pglite' ? OWN_FOLDER : SHARED_FOLDER) : 0;
}

/** Checks, re-encodes, encrypts and stores an upload; a KTP must pass the ID-card provider first (A47). */
export function storeDocument(ctx: ShopContext, kind: DocumentKind, sessionId: string, upload: Upload): Promise<DocumentUploadResponse> {
  return slots(() => store(ctx, kind, sessionId, upload));
}

async function store(ctx: ShopContext, kind: DocumentKind, sessionId: string, upload: Upload): Promise<DocumentUploadResponse> {
  // Joined only now, in its slot: uploads waiting for one hold nothing but the parser's chunks.
  let sent = upload.chunks.take();
  const image = await reencode(sent, upload.mime);
  if (kind === 'ktp') {
    // The provider sees the image as sent (its sandbox reads markers from the original bytes).
    const idCard = ctx.parts.provider(idCardProvider);
    const verdict = await idCard.check({ bytes: sent, fileName: upload.fileName }).catch((err: unknown) => {
      // Only the provider's name and error class: the image and its file name are personal data.
      ctx.log.warn({ provider: idCard.name, error: err instanceof Error ? err.name : typeof err }, 'ID-card check unreachable');
      throw new DomainError(503, 503, 'The ID card check is unavailable, please try again in a few moments');
    });
    if (!verdict.ok) throw new DomainError(verdict.code, 422, `The ID card was refused (${verdict.reason})`);
  }
  // Checked: from here on only the re-encoded image counts. The bytes as sent are let go, and the image
  // is encrypted over itself, so a document being stored is held once, besides what the driver sends.
  sent = EMPTY;
  const id = newDocumentId();
  const size = image.bytes.length;
  const sealed = sealInPlace(ctx.parts.knob(documentKey), id, image.bytes);
  const now = ctx.now();
  const files = filesOf(ctx);
  // A file is complete on disk before the row naming it commits; should the row not commit, it goes.
  if (files) await files.put(id, sealed.ciphertext);
  const gone = await ctx.db.tx(async (q) => [
    ...await purgeExpired(q, now, ctx.parts.knob(documentRetentionDays)),
    ...await replaceDocument(q, { id, session_id: sessionId, kind, mime: image.mime, ...sealed, ciphertext: files ? null : sealed.ciphertext }, now),
  ]).catch(async (err: unknown) => {
    await removeFiles(ctx, [id]);
    throw err;
  });
  await removeFiles(ctx, gone);
  return { documentId: id, kind, mime: image.mime, width: image.width, height: image.height, bytes: size };
}

export async function deleteDocument(ctx: ShopContext, id: string, sessionId: string): Promise<{ ok: true }> {
  const gone = await deleteOwnDocument(ctx.db, id, sessionId);
  if (gone.length === 0) throw notFound('No such document of this session');
  await removeFiles(ctx, gone);
  return { ok: true };
}

/** The decrypted image for staff; the tag is checked, so a tampered row is an error, never bytes. */
export async function readDocument(ctx: ShopContext, id: string): Promise<{ mime: string; bytes: Buffer }> {
  const row = await findDocument(ctx.db, id);
  if (!row) throw notFound('No such document');
  const files = filesOf(ctx);
  const ciphertext = row.ciphertext ?? (files ? await files.read(row.id).catch(() => null) : null);
  // A row whose file is gone (a disk restored without it) is as good as no document.
  if (!ciphertext) throw notFound('No such document');
  return { mime: row.mime, bytes: unseal(ctx.parts.knob(documentKey), row.id, { ...row, ciphertext }) };
}
