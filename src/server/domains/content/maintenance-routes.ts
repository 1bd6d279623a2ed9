// GET /api/ui/maintenance: the maintenance window open now and the next one, on server time (A12).
import type { FastifyInstance } from 'fastify';
import type { ContentContext } from '../../content/context';
import type { MaintenanceWindow } from '../../content/types';
import { activeAndNext } from './windows';
import { errorResponses } from '../../http/error-responses';
import { maintenanceResponseSchema } from './schemas';
import { previewOf, previewQuerySchema, type PreviewQuery } from './preview';

const out = (w: MaintenanceWindow | null) => (w ? { title: w.title, startsAt: w.startsAt, endsAt: w.endsAt, image: w.image } : null);

export function contentMaintenanceRoutes(app: FastifyInstance, ctx: ContentContext): void {
  app.get<{ Querystring: PreviewQuery }>('/api/ui/maintenance', {
    schema: {
      tags: ['content'], summary: 'Active and next maintenance window, half-open [startsAt, endsAt)', querystring: previewQuerySchema,
      response: { 200: maintenanceResponseSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const now = ctx.now();
    const windows = await ctx.reader.list<MaintenanceWindow>('maintenanceWindow', '', {}, 'startsAt asc', await previewOf(req, reply, ctx));
    const { active, next } = activeAndNext(windows, now);
    reply.header('cache-control', 'no-store');
    return { now: now.toISOString(), active: out(active), next: out(next) };
  });
}
