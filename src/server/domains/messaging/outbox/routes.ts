// GET /sandbox/outbox: the mail and SMS the outbox providers kept instead of sending (development
// and tests read the codes and links customers would get). Only registered with an outbox provider.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types';
import { errorResponses } from '../../../http/error-responses';
import { listOutbox, type OutboxChannel } from './queries';

const querySchema = {
  type: 'object', additionalProperties: false,
  properties: {
    channel: { type: 'string', enum: ['mail', 'sms'] },
    to: { type: 'string', minLength: 1, maxLength: 254 },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  },
} as const;

const messageSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'channel', 'to', 'subject', 'body', 'at'],
  properties: {
    id: { type: 'integer' }, channel: { type: 'string' }, to: { type: 'string' }, subject: { type: 'string' },
    body: { type: 'string' }, html: { type: 'string' }, at: { type: 'string' },
  },
} as const;

export function outboxRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { channel?: OutboxChannel; to?: string; limit?: number } }>('/sandbox/outbox', {
    schema: {
      tags: ['sandbox'], summary: 'Mail and SMS kept by the outbox providers, newest first',
      querystring: querySchema,
      response: { 200: { type: 'object', additionalProperties: false, required: ['messages'], properties: { messages: { type: 'array', items: messageSchema } } }, ...errorResponses },
    },
  }, async (req, reply) => {
    const rows = await listOutbox(db, { channel: req.query.channel, recipient: req.query.to, limit: req.query.limit ?? 50 });
    reply.header('cache-control', 'no-store');
    return {
      messages: rows.map((m) => ({
        id: m.id, channel: m.channel, to: m.recipient, subject: m.subject, body: m.body,
        ...(m.html !== null ? { html: m.html } : {}), at: m.created_at.toISOString(),
      })),
    };
  });
}
