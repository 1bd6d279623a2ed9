import type { FastifyInstance } from 'fastify';
import { okSchema, trafficBodySchema, type Ok, type TrafficBody } from '../../contracts';
import type { ShopContext } from '../context';
import { errorResponses } from './common';

export function trafficRoutes(app: FastifyInstance, ctx: ShopContext): void {
  app.post<{ Body: TrafficBody; Reply: Ok }>('/api/traffic', {
    schema: { tags: ['tracking'], summary: 'Funnel event (UTM + remark)', body: trafficBodySchema, response: { 200: okSchema, ...errorResponses } },
  }, async (req) => {
    const b = req.body;
    await ctx.db.query(
      `INSERT INTO traffic (session_id, remark, utm_source, utm_medium, utm_campaign, utm_content, utm_term, transaction_id, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [b.session_id, b.remark ?? '', b.utm_source ?? '', b.utm_medium ?? '', b.utm_campaign ?? '', b.utm_content ?? '',
        b.utm_term ?? '', b.transaction_id ?? '', req.ip],
    );
    return { ok: true as const };
  });
}
