/**
 * The definitions as the UI reads them. One place adapts the definitions layer's generated types
 * to the runtime's structural view (src/runtime/types.ts).
 */
import { definitions as bundled } from '../definitions/bundle';
import { buildRoutes } from '../runtime/routes';
import type { Definitions } from '../runtime/types';

export const defs: Definitions = bundled as unknown as Definitions;
export const site = defs.site;
export const constants = defs.site.constants;
export const routes = buildRoutes(defs);
