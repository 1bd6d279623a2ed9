// Cities, packages and remote settings.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { CatalogueError } from './errors';
import { catalogueRoutes } from './routes';

export const domain = defineDomain({ name: 'catalogue', operations, errors: CatalogueError, routes: catalogueRoutes });
