// Retail stores (the pick-up points of a coverage area).
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { migrations } from './migrations';
import { storeRoutes } from './routes';
import { storesSeed } from './seed';

export const domain = defineDomain({ name: 'stores', operations, migrations, seed: storesSeed, routes: storeRoutes });
