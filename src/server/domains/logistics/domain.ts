// Delivery options of a coverage area.
import { defineDomain } from '../../domain';
import { registerOrderReferences } from '../orders/references';
import { operations } from './contract';
import { deliveryReference } from './order-references';
import { logisticsRoutes } from './routes';

export const domain = defineDomain({
  name: 'logistics',
  operations,
  install: (ctx) => registerOrderReferences(ctx, deliveryReference),
  routes: logisticsRoutes,
});
