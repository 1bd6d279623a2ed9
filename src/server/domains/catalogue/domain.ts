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
  install: (ctx) => {
    registerOrderReferences(ctx, packageReference, cityReference);
    // Settings are content: a published one must be read at once, not after the reference data's lifetime.
    ctx.onContentPublish((type) => { if (type === 'setting') ctx.caches.reference.invalidate(); });
  },
  routes: catalogueRoutes,
});
