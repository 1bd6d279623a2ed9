import { createHmac, timingSafeEqual } from 'node:crypto';

export const sign = (rawBody: string, secret: string): string => createHmac('sha256', secret).update(rawBody).digest('hex');

/** Constant-time comparison of the hex HMAC-SHA256 of `rawBody` with `signature`. */
export function verifySignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(rawBody, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
