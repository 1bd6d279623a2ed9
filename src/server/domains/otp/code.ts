// A code and how it is kept: six random digits, stored only as the shop's HMAC of the code's id and
// the code, so a copy of the table gives no code away (six digits would be hashed back in a moment).
import { randomBytes, randomInt } from 'node:crypto';
import { hasSignature, signValue } from '../../http/cookies';

const PURPOSE = 'otp-code';

export const newCodeId = (): string => randomBytes(16).toString('base64url');
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const codeHash = (secret: string, id: string, code: string): string => signValue(secret, PURPOSE, `${id}:${code}`);
export const codeMatches = (secret: string, id: string, code: string, hash: string): boolean => hasSignature(secret, PURPOSE, `${id}:${code}`, hash);
