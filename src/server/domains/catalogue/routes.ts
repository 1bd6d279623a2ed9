import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { lang } from '../../http/language';
import { operationRoute } from '../../http/operation-route';
import { cities, packages, setting } from './service';
import { operations } from './contract';

export function catalogueRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, operations['catalogue.cities']).handle(async () => cities(ctx));
  operationRoute(app, operations['catalogue.packages']).handle(async ({ query }) => packages(ctx, query.type ?? 'prepaid', lang(query.language)));
  operationRoute(app, operations['catalogue.setting']).handle(async ({ params }) => setting(ctx, params.settingName));
}
