// The content API (docs/contracts.md 'Content API'): home content, promos, FAQ, services, maintenance
// windows, the published definitions and the live stream. Content is read through the lake's client,
// never SQL, so this domain has no queries of its own.
import type { FastifyInstance } from 'fastify';
import type { ContentContext } from '../../content/context';
import type { LiveRelay } from '../../content/live-relay';
import { contentDefinitionRoutes } from './definition-routes';
import { contentHomeRoutes, type CatalogueOf } from './home-routes';
import { contentLiveRoutes } from './live-routes';
import { contentMaintenanceRoutes } from './maintenance-routes';
import { contentPageRoutes } from './page-routes';

export function contentRoutes(app: FastifyInstance, ctx: ContentContext, relay: LiveRelay, catalogue: CatalogueOf): void {
  contentHomeRoutes(app, ctx, catalogue);
  contentPageRoutes(app, ctx);
  contentMaintenanceRoutes(app, ctx);
  contentDefinitionRoutes(app, ctx);
  contentLiveRoutes(app, ctx, relay);
}
