// Funnel events.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { trackingRoutes } from './routes';

export const domain = defineDomain({ name: 'tracking', operations, routes: trackingRoutes });
