// Cities, packages and remote settings.
import { defineDomain } from '../../domain';
import { registerOrderReferences } from '../orders/references';
import { operations } from './contract';
import { migrations } from './migrations';
import { cityReference, packageReference } from './order-references';
import { CatalogueError } from './errors';
import { catalogueRoutes } from './routes';
import { catalogueSeed } from './seed';

export const domain = defineDomain({
  name: 'catalogue',
  operations,
  migrations,
  seed: catalogueSeed,
  errors: CatalogueError,
  install: (ctx) => registerOrderReferences(ctx, packageReference, cityReference),
  routes: catalogueRoutes,
});
