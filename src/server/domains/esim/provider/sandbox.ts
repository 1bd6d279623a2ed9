import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { EsimProfile, EsimProvider, EsimRequest } from './provider';

// Matching ids are upper-case letters and digits in groups, as SM-DP+ servers hand them out.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Derived from the order, so a retried provisioning returns the same profile. */
function matchingId(req: EsimRequest): string {
  const digest = createHash('sha256').update(`${req.orderCode}:${req.msisdn}`).digest();
  const chars = Array.from(digest.subarray(0, 20), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return chars.match(/.{5}/g)?.join('-') ?? chars;
}

export function sandboxEsim(opts: { smdpHost: string }): EsimProvider {
  return {
    name: 'sandbox',
    async provision(req: EsimRequest): Promise<EsimProfile> {
      const id = matchingId(req);
      const activationCode = `LPA:1$${opts.smdpHost}$${id}`;
      return { activationCode, smdpAddress: opts.smdpHost, matchingId: id, qrImage: await QRCode.toDataURL(activationCode, { margin: 1, width: 256 }) };
    },
  };
}
