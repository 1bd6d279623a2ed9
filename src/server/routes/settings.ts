import type { FastifyInstance } from 'fastify';
import { settingParamsSchema, settingResponseSchema, type SettingParams, type SettingResponse } from '../../contracts';
import type { ShopContext } from '../context';
import { notFound } from '../domain/errors';
import { errorResponses } from './common';

export function settingRoutes(app: FastifyInstance, ctx: ShopContext): void {
  app.get<{ Params: SettingParams; Reply: SettingResponse }>('/api/settings/:settingName', {
    schema: {
      tags: ['catalogue'], summary: 'A remote setting; value is a JSON string (A35)',
      params: settingParamsSchema, response: { 200: settingResponseSchema, ...errorResponses },
    },
  }, async (req) => {
    const name = req.params.settingName;
    const rows = await ctx.caches.catalogue.get(`setting:${name}`, () =>
      ctx.db.query<SettingResponse>('SELECT name, value FROM settings WHERE name = $1', [name]));
    const row = rows[0];
    if (!row) throw notFound(`Unknown setting "${req.params.settingName}"`);
    return row;
  });
}
