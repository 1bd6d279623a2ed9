import type { Queryable } from '../../../db/types';

export type OutboxChannel = 'mail' | 'sms';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  created_at: Date;
}

export async function insertOutbox(
  q: Queryable, m: { channel: OutboxChannel; recipient: string; subject: string; body: string; html?: string | undefined },
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    'INSERT INTO outbox (channel, recipient, subject, body, html) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [m.channel, m.recipient, m.subject, m.body, m.html ?? null],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('outbox insert returned no row');
  return id;
}

/** Newest first; `recipient` matches case-insensitively. */
export async function listOutbox(
  q: Queryable, filter: { channel?: OutboxChannel | undefined; recipient?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const params: unknown[] = [filter.limit];
  const where: string[] = [];
  if (filter.channel) {
    params.push(filter.channel);
    where.push(`channel = $${params.length}`);
  }
  if (filter.recipient) {
    params.push(filter.recipient.trim().toLowerCase());
    where.push(`lower(recipient) = $${params.length}`);
  }
  return q.query<OutboxMessage>(
    `SELECT id, channel, recipient, subject, body, html, created_at FROM outbox
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $1`,
    params,
  );
}
