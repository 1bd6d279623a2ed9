// Retail stores.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { migrations } from './migrations';
import { storeRoutes } from './routes';

export const domain = defineDomain({ name: 'stores', operations, migrations, routes: storeRoutes });
