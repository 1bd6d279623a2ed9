// Delivery options of a coverage area.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { logisticsRoutes } from './routes';

export const domain = defineDomain({ name: 'logistics', operations, routes: logisticsRoutes });
