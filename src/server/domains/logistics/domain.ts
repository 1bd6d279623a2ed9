// Delivery options of a coverage area.
import { defineDomain } from '../../domain';
import { logisticsProvider } from './provider/slot';
import { registerOrderReferences } from '../orders/references';
import { operations } from './contract';
import { deliveryReference } from './order-references';
import { logisticsRoutes } from './routes';

export const domain = defineDomain({
  name: 'logistics',
  operations,
  providers: [logisticsProvider],
  install: (ctx) => registerOrderReferences(ctx, deliveryReference),
  routes: logisticsRoutes,
});
