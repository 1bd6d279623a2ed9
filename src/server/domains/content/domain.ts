// The content API: home content, promos, FAQ, services, maintenance windows, the published definitions
// and the live stream (read through the lake's client, never SQL).
import { defineDomain } from '../../domain';
import { packages } from '../catalogue/service';
import { OrderError } from '../orders/errors';
import { contentRoutes } from './routes';

export const domain = defineDomain({
  name: 'content',
  errors: { DefinitionsGone: OrderError.DefinitionsGone },
  routes: (app, ctx) => contentRoutes(app, ctx.content, ctx.relay, (type, l) => packages(ctx, type, l)),
});
