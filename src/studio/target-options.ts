// What a field that names a place (`x-target` in its schema) offers: the journey's steps by their title
// in the studio's language with their id beside it, and the site's pages, each written as that field
// writes it (a bare id, @page:<id>, @step:<id>, @start). A value none of them matches (a route path,
// an id that no longer exists) stays offered as it is, so opening a form never changes it.
import type { TargetKind } from '../definitions/studio-keywords';
import { isRec } from './is-record';

type Lang = 'id' | 'en';
/** A step or a page: its id and its title in the studio's language. */
export interface Place { id: string; title: string }
export interface TargetOption { value: string; label: string }
export interface TargetGroups { steps: TargetOption[]; pages: TargetOption[]; other: TargetOption[] }

const textIn = (v: unknown, lang: Lang): string => {
  if (!isRec(v)) return typeof v === 'string' ? v : '';
  const own = v[lang];
  const other = v[lang === 'id' ? 'en' : 'id'];
  return typeof own === 'string' && own !== '' ? own : typeof other === 'string' ? other : '';
};

/** Items with an id (a journey's steps, the site's page bodies) as places, in their order. */
export function placesOf(items: unknown, lang: Lang): Place[] {
  return (Array.isArray(items) ? items : []).filter(isRec)
    .filter((s): s is Record<string, unknown> & { id: string } => typeof s.id === 'string' && s.id !== '')
    .map((s) => ({ id: s.id, title: textIn(s.title, lang) }));
}

/** "Title (id)", or the id alone when the place has no title. */
export const placeLabel = (p: Place): string => (p.title !== '' && p.title !== p.id ? `${p.title} (${p.id})` : p.id);

/** The step and page values a field of `kind` writes. */
function written(kind: TargetKind): { step: ((id: string) => string) | null; page: ((id: string) => string) | null } {
  switch (kind) {
    case 'step': return { step: (id) => id, page: null };
    case 'page': return { step: null, page: (id) => id };
    case 'step-or-page': return { step: (id) => id, page: (id) => `@page:${id}` };
    case 'navigate': return { step: (id) => `@step:${id}`, page: (id) => `@page:${id}` };
  }
}

/** `start`: the words for @start (the journey's first step), offered to navigate targets inside a journey. */
export function targetOptions(kind: TargetKind, steps: Place[], pages: Place[], current: string, start: string): TargetGroups {
  const w = written(kind);
  const stepOptions = w.step ? steps.map((s) => ({ value: w.step?.(s.id) ?? s.id, label: placeLabel(s) })) : [];
  if (kind === 'navigate' && steps.length > 0) stepOptions.unshift({ value: '@start', label: start });
  const pageOptions = w.page ? pages.map((p) => ({ value: w.page?.(p.id) ?? p.id, label: placeLabel(p) })) : [];
  const known = [...stepOptions, ...pageOptions].some((o) => o.value === current);
  return { steps: stepOptions, pages: pageOptions, other: current !== '' && !known ? [{ value: current, label: current }] : [] };
}
