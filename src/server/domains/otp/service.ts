// Sends a one-time code and checks it. A code belongs to the visit that asked for it (its server-side
// session); typed back right, it becomes the fact `otp.<channel>:<msisdn>` of that session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OtpSendResponse, OtpVerifyResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import { DomainError } from '../../errors';
import { requestLanguage } from '../../http/error-language';
import { uiTexts } from '../../ui-texts';
import { mailProvider } from '../messaging/mail/slot';
import { smsProvider } from '../messaging/sms/slot';
import { codeHash, codeMatches, newCode, newCodeId } from './code';
import { OtpErrorCode } from './codes';
import type { OtpCounters } from './counters';
import type { OtpChannel, OtpLimits } from './limits';
import { codeOf, insertCode, useCode } from './queries';

export interface OtpDeps {
  ctx: ShopContext;
  counters: OtpCounters;
  limits: OtpLimits;
}

/** The fact a verified code sets (and an operation may require as `otp.<channel>:{body.msisdn}`). */
export const otpFact = (channel: OtpChannel, msisdn: string): string => `otp.${channel}:${msisdn}`;

const mismatch = (reason: string, details: Record<string, string> = {}) =>
  new DomainError(OtpErrorCode.Mismatch, 400, 'OTP does not match', undefined, { reason, ...details });

export async function sendCode(
  deps: OtpDeps, req: FastifyRequest, reply: FastifyReply, channel: OtpChannel, msisdn: string, email?: string,
): Promise<OtpSendResponse> {
  const { ctx, counters, limits } = deps;
  const now = ctx.now();
  const wait = await counters.takeSend(channel, msisdn, now);
  if (wait !== null) {
    throw new DomainError(OtpErrorCode.TooMany, 429, `Maximum request limit reached, retry in ${wait} seconds`, undefined, { retry_after: String(wait) });
  }
  const session = await ctx.visits.ensure(req, reply);
  const id = newCodeId();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + limits.validSeconds * 1000);
  await insertCode(ctx.db, { id, sessionKey: session.key, channel, msisdn, codeHash: codeHash(ctx.config.visitSecret, id, code), now, expiresAt });
  const t = await uiTexts(ctx, requestLanguage(req) ?? 'id');
  const minutes = String(Math.ceil(limits.validSeconds / 60));
  // Outside any transaction: a provider may take its time.
  if (channel === 'email' && email !== undefined) {
    await ctx.parts.provider(mailProvider).send({ to: email, subject: t('otp.mail.subject'), text: t('otp.mail.text', code, minutes) });
  } else {
    await ctx.parts.provider(smsProvider).send({ to: msisdn, text: t('otp.sms.text', code, minutes) });
  }
  return { otp_session: id, otp_timeout: expiresAt.getTime(), otp_delay: now.getTime() + limits.resendSeconds * 1000 };
}

export async function verifyCode(deps: OtpDeps, req: FastifyRequest, channel: OtpChannel, id: string, code: string): Promise<OtpVerifyResponse> {
  const { ctx, counters, limits } = deps;
  const now = ctx.now();
  const session = await ctx.visits.current(req);
  const row = session ? await codeOf(ctx.db, id, session.key, channel) : null;
  if (!session || !row) throw mismatch('unknown');
  if (row.verified_at !== null) throw mismatch('used');
  if (row.expires_at.getTime() <= now.getTime()) throw mismatch('expired');
  // Counted before the code is compared: a burst of guesses gets the attempts and no more.
  if (!(await counters.takeAttempt(row.id, row.expires_at, now))) {
    throw new DomainError(OtpErrorCode.TooMany, 429, 'Maximum request limit reached: ask for a new code', undefined, { reason: 'attempts' });
  }
  if (!codeMatches(ctx.config.visitSecret, row.id, code, row.code_hash)) throw mismatch('mismatch');
  if (!(await useCode(ctx.db, row.id, now))) throw mismatch('used');
  await ctx.visits.grant(session, otpFact(channel, row.msisdn), new Date(now.getTime() + limits.factSeconds * 1000));
  const facts = (await ctx.visits.facts(session)).map((f) => f.fact);
  return { otp_session: row.id, otp_valid: true, msisdn: row.msisdn, facts };
}
