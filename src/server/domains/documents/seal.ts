// AES-256-GCM at rest: a random 96-bit IV per document, the 128-bit tag checked on every read, and the
// document id as associated data, so a ciphertext copied onto another row does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface Sealed {
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

export function seal(key: Buffer, documentId: string, plain: Buffer): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(documentId, 'utf8'));
  // GCM is a stream cipher: update() returns every byte and final() none, so no second copy is made.
  const ciphertext = cipher.update(plain);
  cipher.final();
  return { iv, tag: cipher.getAuthTag(), ciphertext };
}

/** Throws when the tag does not match (tampered row, wrong key, or another row's ciphertext). */
export function unseal(key: Buffer, documentId: string, sealed: Sealed): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv).setAAD(Buffer.from(documentId, 'utf8'));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
}
