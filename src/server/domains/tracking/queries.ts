import type { TrafficBody } from '../../../contracts';
import type { Queryable } from '../../db/types';

export async function insertTraffic(q: Queryable, b: TrafficBody, ip: string): Promise<void> {
  await q.query(
    `INSERT INTO traffic (session_id, remark, utm_source, utm_medium, utm_campaign, utm_content, utm_term, transaction_id, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [b.session_id, b.remark ?? '', b.utm_source ?? '', b.utm_medium ?? '', b.utm_campaign ?? '', b.utm_content ?? '',
      b.utm_term ?? '', b.transaction_id ?? '', ip],
  );
}
