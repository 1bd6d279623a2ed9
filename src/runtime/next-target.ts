/** Which screen follows a journey step: the first `next` entry whose condition holds. */
import { holds } from './logic';
import type { Definitions, JourneyDef, PageDef } from './types';

export const PAGE_PREFIX = '@page:';

/** A screen's concrete path: route params are dropped (optional ones) so it can be navigated to. */
export function basePath(path: string): string {
  const cut = path.split('/').filter((seg) => seg !== '' && !seg.startsWith(':') && seg !== '*');
  return '/' + cut.join('/');
}

/**
 * Resolves the target of the first matching next entry to a path, or null when nothing matches
 * (the step stays put and shows its blockedMessage).
 */
export function nextTarget(
  journey: JourneyDef,
  stepId: string,
  snapshot: object,
  pages: Readonly<Record<string, PageDef>> = {},
): string | null {
  const step = journey.steps.find((s) => s.id === stepId);
  if (!step?.next) return null;
  const entry = step.next.find((n) => holds(n.when, snapshot));
  if (!entry) return null;
  return resolveTarget(journey, entry.to, pages);
}

export function resolveTarget(journey: JourneyDef, to: string, pages: Readonly<Record<string, PageDef>>): string | null {
  if (to.startsWith(PAGE_PREFIX)) {
    const page = pages[to.slice(PAGE_PREFIX.length)];
    return page ? basePath(page.path) : null;
  }
  const step = journey.steps.find((s) => s.id === to);
  return step ? basePath(step.path) : null;
}

/** Path of a page by id, e.g. pagePath(defs, 'payment') -> '/payment3s'. */
export function pagePath(definitions: Pick<Definitions, 'pages'>, pageId: string): string {
  const page = definitions.pages[pageId];
  return page ? basePath(page.path) : '/';
}
