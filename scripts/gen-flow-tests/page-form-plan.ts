/**
 * Page forms: a page block whose widget declares `form` in its meta (which props name its fields, its
 * lookup source, its submit actions and its error context) is covered like a journey step: every
 * invalid example of its fields, every result it shows and every catalogue entry of its context
 * (`<context>.<code>` and its variants in errors.json). Nothing here names a page, widget or route:
 * the definitions and the metas say it all.
 */
import type { FormRoles } from '../../src/definitions/widget-meta';
import { parseTarget } from '../../src/definitions/targets';
import type { Action, JsonValue, Text } from '../../src/runtime/types';
import { callPlansOf, fieldChecks, fieldPlans, screenPlan, visitPath } from './journey-plan';
import type { Model } from './model';
import type { FormErrorCheck, PageFormPlan, PageFormsPlan, TextPair } from './plan';

const pair = (t: Text): TextPair => ({ id: t.id, en: t.en });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The coverage name of a page's forms. */
export const pageCoverageName = (pageId: string): string => `page:${pageId}`;

/** The route patterns a navigation target answers on (a page's path and aliases, or the path itself). */
function targetPatterns(model: Model, to: string): string[] | null {
  const target = parseTarget(to);
  if (!target) return null;
  if (target.kind === 'path') return [target.path];
  if (target.kind !== 'page') return null;
  const page = model.defs.pages[target.id];
  return page ? [page.path, ...(page.aliases ?? [])] : null;
}

/** Every catalogue entry of a context, by its key without the context. */
function contextErrors(model: Model, pageId: string, context: string): FormErrorCheck[] {
  const prefix = `${context}.`;
  return Object.keys(model.defs.errors.errors).filter((k) => k.startsWith(prefix)).sort().map((key) => {
    const entry = model.defs.errors.errors[key];
    if (!entry) throw new Error(`no catalogue entry ${key}`);
    const action = entry.button.action;
    const outcome = key.slice(prefix.length);
    return {
      outcome, coverage: `${pageId}:${outcome}`, modalCode: key,
      title: pair(entry.title), text: pair(entry.text), button: pair(entry.button.label),
      closes: action.do === 'close',
      buttonTo: action.do === 'navigate' && typeof action.to === 'string' ? targetPatterns(model, action.to) : null,
    };
  });
}

function formPlan(model: Model, pageId: string, widget: string, roles: FormRoles, props: Record<string, JsonValue>): PageFormPlan {
  const route = model.model.routes.find((r) => r.id === `page:${pageId}`);
  const path = model.defs.pages[pageId]?.path ?? '/';
  const visit = visitPath(path);
  const names = strings(props[roles.fields]);
  const lookup = roles.lookup !== undefined ? props[roles.lookup] : undefined;
  const source = typeof lookup === 'string' ? model.defs.site.sources[lookup] : undefined;
  const submit = roles.submit !== undefined ? props[roles.submit] : undefined;
  const actions = [
    ...(source ? [{ do: 'call', op: source.op } as Action] : []),
    ...(Array.isArray(submit) ? submit.filter(isRecord).map((a) => a as Action) : []),
  ];
  const context = roles.errorContext !== undefined ? props[roles.errorContext] : undefined;
  const results = roles.results.map((result) => ({ result, coverage: `${pageId}:${result}` }));
  const errors = typeof context === 'string' ? contextErrors(model, pageId, context) : [];
  return {
    ...screenPlan(model, route, pageId, visit), name: pageCoverageName(pageId), visit, widget, props,
    fields: fieldPlans(model, names), invalid: fieldChecks(model, names), calls: callPlansOf(actions), results, errors,
    coverage: {
      transitions: results.map((r) => r.coverage), branches: [],
      fields: names.map((n) => `${pageId}:${n}`), errorCodes: errors.map((e) => e.coverage),
    },
  };
}

/** The pages that have form blocks, each with its forms' plans. */
export function pageFormsPlans(model: Model): PageFormsPlan[] {
  return Object.keys(model.defs.pages).sort().flatMap((pageId) => {
    const page = model.defs.pages[pageId];
    const forms = (page?.blocks ?? []).flatMap((block) => {
      const roles = model.metas[block.widget]?.form;
      return roles ? [formPlan(model, pageId, block.widget, roles, (block.props ?? {}) as Record<string, JsonValue>)] : [];
    });
    return forms.length > 0 ? [{ page: pageId, file: model.files.pages[pageId] ?? `flows/pages/${pageId}.json`, forms }] : [];
  });
}
