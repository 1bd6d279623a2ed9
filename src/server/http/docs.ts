import type { FastifyInstance } from 'fastify';

/** GET /api/docs — the OpenAPI document @fastify/swagger builds from the route schemas. */
export function docsRoutes(app: FastifyInstance): void {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
