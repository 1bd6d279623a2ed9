// GET /api/ui/maintenance: the maintenance window open now and the next one, on server time (A12).
import type { FastifyInstance } from 'fastify';
import type { ContentContext } from '../../content/context';
import type { MaintenanceWindow } from '../../content/types';
import { activeAndNext } from './windows';
import { errorResponses } from '../../http/error-responses';
import { maintenanceResponseSchema } from './schemas';

const out = (w: MaintenanceWindow | null) => (w ? { title: w.title, startsAt: w.startsAt, endsAt: w.endsAt, image: w.image } : null);

export function contentMaintenanceRoutes(app: FastifyInstance, ctx: ContentContext): void {
  app.get('/api/ui/maintenance', {
    schema: { tags: ['content'], summary: 'Active and next maintenance window, half-open [startsAt, endsAt)', response: { 200: maintenanceResponseSchema, ...errorResponses } },
  }, async (_req, reply) => {
    const now = ctx.now();
    const { active, next } = activeAndNext(await ctx.reader.list<MaintenanceWindow>('maintenanceWindow', '', {}, 'startsAt asc'), now);
    reply.header('cache-control', 'no-store');
    return { now: now.toISOString(), active: out(active), next: out(next) };
  });
}
