/** Which screen follows a journey step: the first `next` entry whose condition holds. */
import { basePath, PAGE_PREFIX } from '../definitions/targets';
import { holds } from './logic';
import type { Journey, Page } from './types';

export { basePath, PAGE_PREFIX };

/**
 * Resolves the target of the first matching next entry to a path, or null when nothing matches
 * (the step stays put and shows its blockedMessage).
 */
export function nextTarget(journey: Journey, stepId: string, snapshot: object, pages: Readonly<Record<string, Pick<Page, 'path'>>> = {}): string | null {
  const step = journey.steps.find((s) => s.id === stepId);
  if (!step?.next) return null;
  const entry = step.next.find((n) => holds(n.when, snapshot));
  if (!entry) return null;
  return resolveTarget(journey, entry.to, pages);
}

export function resolveTarget(journey: Journey, to: string, pages: Readonly<Record<string, Pick<Page, 'path'>>>): string | null {
  if (to.startsWith(PAGE_PREFIX)) {
    const page = pages[to.slice(PAGE_PREFIX.length)];
    return page ? basePath(page.path) : null;
  }
  const step = journey.steps.find((s) => s.id === to);
  return step ? basePath(step.path) : null;
}
