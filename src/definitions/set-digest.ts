/**
 * A fingerprint of a definition set's canonical JSON. The build stamps the digest of the set it has
 * validated (flows/) into the browser's start set, so a fetched set with that digest is taken
 * without downloading the validators: the bundled start set can then be smaller than the full set.
 * Not a security check: the sets come from our own server, the digest only spares re-checking.
 */
import { stableJson } from './stable-json';

/** Two 32-bit lanes of a multiply-xorshift hash (cyrb53 family) plus the length: '<length>-<16 hex>'. */
export function setDigest(set: unknown): string {
  const s = stableJson(set);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (h: number): string => (h >>> 0).toString(16).padStart(8, '0');
  return `${s.length}-${hex(h2)}${hex(h1)}`;
}
