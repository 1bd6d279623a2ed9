/**
 * Forms that reopen their own page with what was typed as route parameters (track, retry payment):
 * the screen's pattern with the most parameters names them, in order (`/track/:id/:email?`).
 */
import { pathParams } from '../../contracts/operation';
import type { DefinitionModel } from '../../runtime/definition-model';
import type { RouteEntry } from '../../runtime/routes';

export function reopenPath(model: DefinitionModel, route: RouteEntry, values: readonly string[]): string {
  const patterns = [route.path, ...route.aliases];
  const richest = patterns.map((p) => pathParams(p).map((x) => x.name)).sort((a, b) => b.length - a.length)[0] ?? [];
  const params = Object.fromEntries(richest.map((name, i) => [name, values[i] ?? '']));
  const target = route.kind === 'page' && route.screen ? `@page:${route.screen.id}` : `@step:${route.stepId ?? ''}`;
  return model.resolve(target, { journeyId: route.journeyId, params }) ?? model.homePath;
}
