import type { FastifyInstance } from 'fastify';
import { settingParamsSchema, settingResponseSchema, type SettingParams, type SettingResponse } from '../../contracts';
import type { ContentContext } from '../content/context';
import type { Setting } from '../content/types';
import { notFound } from '../domain/errors';
import { errorResponses } from './common';

/** Remote settings are `setting` documents of the content lake (read through the content client). */
export function settingRoutes(app: FastifyInstance, ctx: ContentContext): void {
  app.get<{ Params: SettingParams; Reply: SettingResponse }>('/api/settings/:settingName', {
    schema: {
      tags: ['catalogue'], summary: 'A remote setting; value is a JSON string (A35)',
      params: settingParamsSchema, response: { 200: settingResponseSchema, ...errorResponses },
    },
  }, async (req) => {
    const name = req.params.settingName;
    const [row] = await ctx.reader.list<Setting>('setting', 'name == $name', { name }, '_id asc');
    if (!row) throw notFound(`Unknown setting "${req.params.settingName}"`);
    return { name: row.name, value: row.value };
  });
}
