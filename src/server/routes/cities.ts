import type { FastifyInstance } from 'fastify';
import { citiesResponseSchema, type CitiesResponse } from '../../contracts';
import type { ShopContext } from '../context';
import { errorResponses } from './common';

export function cityRoutes(app: FastifyInstance, ctx: ShopContext): void {
  app.get<{ Reply: CitiesResponse }>('/api/cities', {
    schema: { tags: ['catalogue'], summary: 'Cities with their delivery coverage', response: { 200: citiesResponseSchema, ...errorResponses } },
  }, async () => ctx.caches.catalogue.get('cities', async () => ({
    cities: await ctx.db.query<CitiesResponse['cities'][number]>(
      `SELECT id, name, coverage_id AS "coverageId", coverage_type AS "coverageType" FROM cities ORDER BY name`,
    ),
  })));
}
