// Encryption at rest in place: the same AES-256-GCM ciphertext and tag as sealing in one piece, over
// documents of several pieces, and opened only with its own id and an intact tag.
import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealInPlace, unseal } from '../../src/server/domains/documents/seal';

const key = randomBytes(32);

describe('sealInPlace', () => {
  it.each([0, 1, 1024 * 1024, 3 * 1024 * 1024 + 17])('seals %i bytes over themselves, exactly as one-piece AES-GCM would', (size) => {
    const plain = randomBytes(size);
    const original = Buffer.from(plain);
    const sealed = sealInPlace(key, 'doc-1', plain);
    expect(sealed.ciphertext).toBe(plain);
    const oneShot = createCipheriv('aes-256-gcm', key, sealed.iv).setAAD(Buffer.from('doc-1', 'utf8'));
    const expected = Buffer.concat([oneShot.update(original), oneShot.final()]);
    expect(sealed.ciphertext.equals(expected)).toBe(true);
    expect(sealed.tag.equals(oneShot.getAuthTag())).toBe(true);
    if (size > 0) expect(sealed.ciphertext.equals(original)).toBe(false);
    expect(unseal(key, 'doc-1', sealed).equals(original)).toBe(true);
  });

  it('does not open under another id or with a changed byte', () => {
    const sealed = sealInPlace(key, 'doc-2', randomBytes(2 * 1024 * 1024 + 5));
    expect(() => unseal(key, 'doc-3', sealed)).toThrow();
    const tampered = Buffer.from(sealed.ciphertext);
    tampered[1024 * 1024 + 3] = (tampered[1024 * 1024 + 3] ?? 0) ^ 1;
    expect(() => unseal(key, 'doc-2', { ...sealed, ciphertext: tampered })).toThrow();
  });
});
