import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { checkPostalCode, cities, districts, provinces, villages } from './service';
import { operations } from './contract';

export function areaRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, operations['areas.provinces']).handle(async () => provinces(ctx));
  operationRoute(app, operations['areas.cities']).handle(async ({ params }) => cities(ctx, params.provinceCode));
  operationRoute(app, operations['areas.districts']).handle(async ({ params }) => districts(ctx, params.cityCode));
  operationRoute(app, operations['areas.villages']).handle(async ({ params }) => villages(ctx, params.districtCode));
  operationRoute(app, operations['areas.postalCode']).handle(async ({ body }) => checkPostalCode(ctx, body));
}
