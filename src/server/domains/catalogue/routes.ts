import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../../contracts';
import type { ShopContext } from '../../context';
import { lang } from '../../http/language';
import { operationRoute } from '../../http/operation-route';
import { cities, packages, setting } from './service';

export function catalogueRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, OPERATIONS['catalogue.cities']).handle(async () => cities(ctx));
  operationRoute(app, OPERATIONS['catalogue.packages']).handle(async ({ query }) => packages(ctx, query.type ?? 'prepaid', lang(query.language)));
  operationRoute(app, OPERATIONS['catalogue.setting']).handle(async ({ params }) => setting(ctx, params.settingName));
}
