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
  // Unchanged routes keep their identity (the model shares unchanged screens), so open pages
  // that a publish did not touch do not re-run their effects.
  const previous = new Map(routes.map((r) => [r.id, r]));
  routes = buildRoutes(defs).map((r) => {
    const old = previous.get(r.id);
    return old && sameRoute(old, r) ? old : r;
  });
});

function sameRoute(a: RouteEntry, b: RouteEntry): boolean {
  const keys = Object.keys(a) as Array<keyof RouteEntry>;
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k] || JSON.stringify(a[k]) === JSON.stringify(b[k]));
}
