/**
 * The definitions as the UI reads them. One place adapts the definitions layer's generated types
 * to the runtime's structural view (src/runtime/types.ts).
 *
 * Live: these are `let` exports (ES live bindings) that follow $definitions, so a newer set fetched
 * by src/state/definitions-model.ts is what every module reads on its next render; App subscribes
 * to $definitions to re-render the tree, and the route table is rebuilt here.
 */
import { buildRoutes, type RouteEntry } from '../runtime/routes';
import type { Definitions } from '../runtime/types';
import { $definitions } from '../state/definitions-model';

const adapt = (d: unknown): Definitions => d as Definitions;

export let defs: Definitions = adapt($definitions.getState());
export let site = defs.site;
export let constants = defs.site.constants;
export let routes: RouteEntry[] = buildRoutes(defs);

$definitions.watch((next) => {
  defs = adapt(next);
  site = defs.site;
  constants = defs.site.constants;
  routes = buildRoutes(defs);
});
