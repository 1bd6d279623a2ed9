/**
 * Page forms: a page whose phases (lookup -> confirm -> result) end in a block whose widget declares
 * `form` in its meta (the results it shows) is covered like a journey step: every invalid example of
 * its first phase's fields, every result and every catalogue entry of the context its phases' error
 * modals name (`<context>.<code>` and its variants in errors.json). Nothing here names a page, widget
 * or route: the definitions and the metas say it all.
 */
import { parseTarget } from '../../src/definitions/targets';
import type { Action, Handler, JsonValue, Phase, Text } from '../../src/runtime/types';
import { callPlansOf, fieldChecks, fieldPlans, screenPlan, visitPath } from './journey-plan';
import type { Model } from './model';
import type { FormErrorCheck, PageFormPlan, PageFormsPlan, TextPair } from './plan';

const pair = (t: Text): TextPair => ({ id: t.id, en: t.en });

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

/** The actions of a phase's error handlers (one action or a list each). */
const handlerActions = (phase: Phase): Action[] =>
  Object.values(phase.onError ?? {}).flatMap((h: Handler) => (Array.isArray(h) ? [...(h as readonly Action[])] : [h as Action]));

function formPlan(model: Model, pageId: string, phases: readonly Phase[], block: { widget: string; props?: unknown }, results: readonly string[]): PageFormPlan {
  const route = model.model.routes.find((r) => r.id === `page:${pageId}`);
  const path = model.defs.pages[pageId]?.path ?? '/';
  const visit = visitPath(path);
  // The fields the first phase asks for (its blocks' widgets say which).
  const names = (phases[0]?.blocks ?? []).flatMap((b) => model.metas[b.widget]?.fields?.((b.props ?? {}) as Record<string, JsonValue>) ?? []);
  const actions = phases.flatMap((p) => (p.submit ?? []) as Action[]);
  const context = phases.flatMap(handlerActions).find((a) => a.do === 'errorModal' && a.context !== undefined)?.context;
  const checks = results.map((result) => ({ result, coverage: `${pageId}:${result}` }));
  const errors = context !== undefined ? contextErrors(model, pageId, context) : [];
  const props = (block.props ?? {}) as Record<string, JsonValue>;
  return {
    ...screenPlan(model, route, pageId, visit), name: pageCoverageName(pageId), visit, widget: block.widget, props,
    fields: fieldPlans(model, names), invalid: fieldChecks(model, names), calls: callPlansOf(actions), results: checks, errors,
    coverage: {
      transitions: checks.map((r) => r.coverage), branches: [],
      fields: names.map((n) => `${pageId}:${n}`), errorCodes: errors.map((e) => e.coverage),
    },
  };
}

/** The pages whose phases end in a block that shows their results, each with its form's plan. */
export function pageFormsPlans(model: Model): PageFormsPlan[] {
  return Object.keys(model.defs.pages).sort().flatMap((pageId) => {
    const phases = model.defs.pages[pageId]?.phases ?? [];
    const forms = phases.flatMap((phase) => phase.blocks).flatMap((block) => {
      const roles = model.metas[block.widget]?.form;
      return roles ? [formPlan(model, pageId, phases, block, roles.results)] : [];
    });
    return forms.length > 0 ? [{ page: pageId, file: model.files.pages[pageId] ?? `flows/pages/${pageId}.json`, forms }] : [];
  });
}
