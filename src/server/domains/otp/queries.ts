import type { Queryable } from '../../db/types';
import type { OtpChannel } from './limits';

export interface OtpCodeRow {
  id: string;
  channel: OtpChannel;
  msisdn: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  verified_at: Date | null;
}

export async function insertCode(
  q: Queryable, c: { id: string; sessionKey: string; channel: OtpChannel; msisdn: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  // Only the newest code of a visit for a number works: an earlier one ends as this one is sent.
  await q.query(
    `UPDATE otp_codes SET expires_at = $4 WHERE session_key = $1 AND channel = $2 AND msisdn = $3 AND verified_at IS NULL AND expires_at > $4`,
    [c.sessionKey, c.channel, c.msisdn, c.now]);
  await q.query(
    `INSERT INTO otp_codes (id, session_key, channel, msisdn, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [c.id, c.sessionKey, c.channel, c.msisdn, c.codeHash, c.now, c.expiresAt]);
  // Codes a day past their end are of no use to anyone.
  await q.query('DELETE FROM otp_codes WHERE expires_at < $1', [new Date(c.now.getTime() - 86_400_000)]);
}

/** The visit's code of that id and channel (another visit's code is no code to this one). */
export async function codeOf(q: Queryable, id: string, sessionKey: string, channel: OtpChannel): Promise<OtpCodeRow | null> {
  const rows = await q.query<OtpCodeRow>(
    `SELECT id, channel, msisdn, code_hash, attempts, expires_at, verified_at FROM otp_codes
     WHERE id = $1 AND session_key = $2 AND channel = $3`, [id, sessionKey, channel]);
  const r = rows[0];
  return r ? { ...r, expires_at: new Date(r.expires_at), verified_at: r.verified_at === null ? null : new Date(r.verified_at) } : null;
}

/** Counts an attempt at a code unless it has had `max`: one statement, so a burst of guesses gets no more. */
export async function takeCodeAttempt(q: Queryable, id: string, max: number): Promise<boolean> {
  const rows = await q.query<{ id: string }>('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING id', [id, max]);
  return rows.length > 0;
}

/** Marks a code used; false when another request used it first. */
export async function useCode(q: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ id: string }>('UPDATE otp_codes SET verified_at = $2 WHERE id = $1 AND verified_at IS NULL RETURNING id', [id, now]);
  return rows.length > 0;
}

/**
 * Records a send to a number unless the last one is younger than the resend delay or the hour has had
 * its count: one conditional upsert (the row keeps the last hour's send times), so concurrent asks for
 * one number cannot both pass. Null when recorded, else the seconds until a send is allowed.
 */
export async function takeSend(
  q: Queryable, channel: OtpChannel, msisdn: string, now: Date, limits: { resendSeconds: number; sendsPerHour: number },
): Promise<number | null> {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const resendFrom = new Date(now.getTime() - limits.resendSeconds * 1000);
  const taken = await q.query<{ msisdn: string }>(
    `INSERT INTO otp_sends AS s (channel, msisdn, sent) VALUES ($1, $2, ARRAY[$3::timestamptz])
     ON CONFLICT (channel, msisdn) DO UPDATE
       SET sent = ARRAY(SELECT t FROM unnest(s.sent) t WHERE t > $4 ORDER BY t) || $3::timestamptz
       WHERE (SELECT count(*) FROM unnest(s.sent) t WHERE t > $4) < $6
         AND NOT EXISTS (SELECT 1 FROM unnest(s.sent) t WHERE t > $5)
     RETURNING msisdn`,
    [channel, msisdn, now, hourAgo, resendFrom, limits.sendsPerHour]);
  if (taken.length > 0) return null;
  const rows = await q.query<{ first: Date | string | null; last: Date | string | null; n: string | number }>(
    `SELECT min(t) AS first, max(t) AS last, count(*) AS n FROM otp_sends, unnest(sent) t WHERE channel = $1 AND msisdn = $2 AND t > $3`,
    [channel, msisdn, hourAgo]);
  const r = rows[0];
  return retryAfter(now, r?.last ? new Date(r.last) : null, r?.first ? new Date(r.first) : null, Number(r?.n ?? 0), limits);
}

/** Seconds until a send is allowed, given the last hour's sends (at least 1). */
export function retryAfter(
  now: Date, last: Date | null, first: Date | null, count: number, limits: { resendSeconds: number; sendsPerHour: number },
): number {
  const byDelay = last ? last.getTime() + limits.resendSeconds * 1000 : 0;
  const byHour = count >= limits.sendsPerHour && first ? first.getTime() + 3600_000 : 0;
  return Math.max(1, Math.ceil((Math.max(byDelay, byHour) - now.getTime()) / 1000));
}
