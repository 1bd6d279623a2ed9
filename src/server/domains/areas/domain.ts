// Indonesian administrative areas (the billing address cascade) and postal-code checks.
import { defineDomain } from '../../domain';
import { registerOrderReferences } from '../orders/references';
import { operations } from './contract';
import { migrations } from './migrations';
import { areaReference } from './order-references';
import { areaRoutes } from './routes';
import { areasSeed } from './seed';

export const domain = defineDomain({
  name: 'areas',
  operations,
  migrations,
  seed: areasSeed,
  install: (ctx) => registerOrderReferences(ctx, areaReference),
  routes: areaRoutes,
});
