// The counts that bound one-time codes: sends per number (resend delay, codes per hour) and attempts
// per code. Each is taken in one atomic step, so a burst of requests gets no more than one at a time
// would: in Redis when the shop has it (every process counts into the same keys), else in the database.
import type { Redis } from 'ioredis';
import type { Db } from '../../db/types';
import type { OtpChannel, OtpLimits } from './limits';
import { retryAfter, takeCodeAttempt, takeSend } from './queries';

export interface OtpCounters {
  /** Records a send to the number: null when allowed, else the seconds until one is. */
  takeSend(channel: OtpChannel, msisdn: string, now: Date): Promise<number | null>;
  /** Counts an attempt at a code: false once it has had its attempts. */
  takeAttempt(codeId: string, expiresAt: Date, now: Date): Promise<boolean>;
}

export function databaseCounters(db: Db, limits: OtpLimits): OtpCounters {
  return {
    takeSend: (channel, msisdn, now) => takeSend(db, channel, msisdn, now, limits),
    takeAttempt: (codeId) => takeCodeAttempt(db, codeId, limits.attempts),
  };
}

/**
 * The last hour's sends to a number as a sorted set of times. Answers 0 when the send is recorded,
 * else -1 and the set's oldest and newest time with its size (the caller works out the wait).
 */
const SEND_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - 3600000)
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
local n = redis.call('ZCARD', KEYS[1])
if (last[2] and tonumber(ARGV[1]) - tonumber(last[2]) < tonumber(ARGV[2])) or n >= tonumber(ARGV[3]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {-1, first[2] or '0', last[2] or '0', n}
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[1] .. ':' .. ARGV[4])
redis.call('PEXPIRE', KEYS[1], 3600000)
return {0}`;

/** Redis counters; while Redis does not answer, the database counts instead (a limit is never skipped). */
export function redisCounters(redis: Redis, db: Db, limits: OtpLimits, onError: (err: unknown) => void): OtpCounters {
  const fallback = databaseCounters(db, limits);
  return {
    async takeSend(channel, msisdn, now) {
      try {
        const answer = await redis.eval(SEND_SCRIPT, 1, `otp:sends:${channel}:${msisdn}`,
          now.getTime(), limits.resendSeconds * 1000, limits.sendsPerHour, Math.random().toString(36).slice(2)) as Array<number | string>;
        if (Number(answer[0]) === 0) return null;
        const [, first, last, n] = answer.map(Number);
        return retryAfter(now, last ? new Date(last) : null, first ? new Date(first) : null, n ?? 0, limits);
      } catch (err) {
        onError(err);
        return fallback.takeSend(channel, msisdn, now);
      }
    },
    async takeAttempt(codeId, expiresAt, now) {
      try {
        const key = `otp:attempts:${codeId}`;
        // Kept a minute past the code's end, by when the code itself refuses.
        const replies = await redis.multi().incr(key).pexpire(key, Math.max(1000, expiresAt.getTime() - now.getTime() + 60_000)).exec();
        const [err, count] = replies?.[0] ?? [new Error('no reply from redis'), null];
        if (err) throw err;
        return Number(count) <= limits.attempts;
      } catch (err) {
        onError(err);
        return fallback.takeAttempt(codeId, expiresAt, now);
      }
    },
  };
}
