import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { operations } from './contract';
import { databaseCounters, redisCounters } from './counters';
import { configuredLimits } from './limits';
import { sendCode, verifyCode, type OtpDeps } from './service';

export function otpRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const limits = configuredLimits((k) => ctx.parts.knob(k));
  const counters = ctx.redis
    ? redisCounters(ctx.redis, ctx.db, limits, (err) => ctx.log.warn({ err }, 'redis unreachable: one-time code limits counted in the database'))
    : databaseCounters(ctx.db, limits);
  const deps: OtpDeps = { ctx, counters, limits };
  operationRoute(app, operations['otp.emailSend']).handle(async ({ body, request, reply }) => sendCode(deps, request, reply, 'email', body.msisdn, body.email));
  operationRoute(app, operations['otp.emailVerify']).handle(async ({ body, request }) => verifyCode(deps, request, 'email', body.otp_session, body.code));
  operationRoute(app, operations['otp.smsSend']).handle(async ({ body, request, reply }) => sendCode(deps, request, reply, 'sms', body.msisdn));
  operationRoute(app, operations['otp.smsVerify']).handle(async ({ body, request }) => verifyCode(deps, request, 'sms', body.otp_session, body.code));
}
