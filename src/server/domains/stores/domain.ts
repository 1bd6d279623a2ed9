// Retail stores.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { storeRoutes } from './routes';

export const domain = defineDomain({ name: 'stores', operations, routes: storeRoutes });
