// Indonesian administrative areas (the billing address cascade) and postal-code checks.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { areaRoutes } from './routes';

export const domain = defineDomain({ name: 'areas', operations, routes: areaRoutes });
