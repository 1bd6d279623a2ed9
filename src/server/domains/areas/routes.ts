import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../../contracts';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { checkPostalCode, cities, districts, provinces, villages } from './service';

export function areaRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, OPERATIONS['areas.provinces']).handle(async () => provinces(ctx));
  operationRoute(app, OPERATIONS['areas.cities']).handle(async ({ params }) => cities(ctx, params.provinceCode));
  operationRoute(app, OPERATIONS['areas.districts']).handle(async ({ params }) => districts(ctx, params.cityCode));
  operationRoute(app, OPERATIONS['areas.villages']).handle(async ({ params }) => villages(ctx, params.districtCode));
  operationRoute(app, OPERATIONS['areas.postalCode']).handle(async ({ body }) => checkPostalCode(ctx, body));
}
