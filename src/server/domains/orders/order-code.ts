import { createHmac, randomInt } from 'node:crypto';
import { localDateStamp } from './same-day';

// No 0/O/1/I: codes are read out over the phone to customer care.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** e.g. SIMPRE20261121K7Q2XM: order type + local date + 6 random characters. */
export function newOrderCode(orderType: string, at: Date, timeZone: string): string {
  let rnd = '';
  for (let i = 0; i < 6; i++) rnd += ALPHABET[randomInt(ALPHABET.length)];
  return `${orderType}${localDateStamp(at, timeZone)}${rnd}`;
}

/** The thank-you link's hash: proves the link came from this shop without a lookup. */
export function encryptOrderCode(orderCode: string, secret: string): string {
  return createHmac('sha256', secret).update(orderCode).digest('base64url').slice(0, 32);
}
