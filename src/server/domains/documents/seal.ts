// AES-256-GCM at rest: a random 96-bit IV per document, the 128-bit tag checked on every read, and the
// document id as associated data, so a ciphertext copied onto another row does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface Sealed {
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

/** Encrypted a piece at a time, each piece written back over its plaintext: the sealed document is never held twice. */
const PIECE = 1024 * 1024;

/**
 * Encrypts `plain` in place (its bytes become the ciphertext, which is returned as that same buffer):
 * the caller hands it over and must not read it as plaintext again.
 */
export function sealInPlace(key: Buffer, documentId: string, plain: Buffer): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(documentId, 'utf8'));
  // GCM is a stream cipher: update() returns as many bytes as it is given and final() none.
  for (let at = 0; at < plain.length; at += PIECE) {
    const piece = plain.subarray(at, Math.min(plain.length, at + PIECE));
    const out = cipher.update(piece);
    if (out.length !== piece.length) throw new Error('AES-GCM returned a piece of another length');
    out.copy(plain, at);
  }
  if (cipher.final().length !== 0) throw new Error('AES-GCM returned bytes at the end');
  return { iv, tag: cipher.getAuthTag(), ciphertext: plain };
}

/** Throws when the tag does not match (tampered row, wrong key, or another row's ciphertext). */
export function unseal(key: Buffer, documentId: string, sealed: Sealed): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv).setAAD(Buffer.from(documentId, 'utf8'));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
}
