/**
 * The one model of a definition set: built once per live set (src/state/definitions-model.ts), it
 * owns the route table, target resolution (@page:, @step:, @start), the session's data model, the
 * journeys' traits, field checks, data sources and the error lookup chain. Everything the UI shell
 * asks of the definitions goes through here, so a set the studio publishes changes all of it at once.
 */
import { checkFieldIn } from '../definitions/field-check';
import { entryStep } from '../definitions/journey-entry';
import { traitsOf } from '../definitions/journey-traits';
import { outlineOf, type Outline } from '../definitions/outline';
import type { MessageText } from '../definitions/messages';
import { basePath, fillPattern, parseTarget } from '../definitions/targets';
import { holds } from './logic';
import { buildRoutes, matchRoute, NOT_FOUND_PATH, type RouteEntry } from './routes';
import { stateSchemaOf, type ActiveJourney, type StateSchema } from './session';
import type { Action, Definitions, ErrorEntry, Handler, Journey, JsonValue, Lang, Step } from './types';

export type SourceDef = Definitions['site']['sources'][string];
export type Handlers = Readonly<Record<string, Handler>> | undefined;

/** The catalogue entry every unknown code falls back to (spec section 8: 500). */
export const GENERIC_ERROR = '500';

/**
 * Where an error is shown (A7): a context's own catalogue entry `<context>.<code>` (and its variant
 * `<context>.<code><variant>`) wins over the code's generic entry, which every other place keeps.
 */
export interface ErrorScope {
  context?: string;
  variant?: string;
}

export interface ResolveContext {
  journeyId?: string;
  params?: Readonly<Record<string, unknown>>;
}

export interface DefinitionModel {
  /** The loaded part of the set: the shell's files and the pages and journeys loaded so far. */
  readonly defs: Definitions;
  /** Every page and journey as routing needs it, loaded or not. */
  readonly outline: Outline;
  readonly routes: readonly RouteEntry[];
  readonly state: StateSchema;
  readonly homePath: string;
  findRoute(pathname: string): RouteEntry | undefined;
  /** A loaded journey (undefined until its definition is in). */
  journey(id: string | undefined): Journey | undefined;
  step(journeyId: string | undefined, stepId: string | undefined): Step | undefined;
  active(journeyId: string | undefined): ActiveJourney | null;
  /** A target as a path: params fill the pattern of the page/step (the one using most of them); null when it leads nowhere. */
  resolve(to: string, ctx?: ResolveContext): string | null;
  checkField(name: string, value: string, values: Readonly<Record<string, string>>, lang: Lang): string | null;
  /** The catalogue entry for a code: the scope's variant, then the scope's own, then the code's, then the generic one. */
  errorEntry(code: string | number, scope?: ErrorScope): { code: string; entry: ErrorEntry };
  /** The action for an error: the code in the first handler map naming it, else the first `*`, else the error modal. */
  errorHandler(code: string | number, chain: readonly Handlers[]): Handler;
  source(name: string): SourceDef | undefined;
  suppressPurchase(snapshot: object): boolean;
}

/** Of a screen's path and aliases, the pattern the given params fill best (all its required ones given). */
function bestFill(patterns: readonly string[], params: Readonly<Record<string, unknown>>): string | null {
  let best: { path: string; used: number } | null = null;
  for (const pattern of patterns) {
    const filled = fillPattern(pattern, params);
    if (filled === null) continue;
    const used = filled.split('/').length - basePath(pattern).split('/').length;
    if (!best || used > best.used) best = { path: filled, used };
  }
  return best?.path ?? null;
}

const sameRoute = (a: RouteEntry, b: RouteEntry): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * `message` resolves the field messages (the shop's translator, src/state/i18n.ts); without it the set's texts
 * are read directly. With the `previous` model, unchanged routes keep their identity: a screen a
 * publish did not touch is left alone (its effects do not run again).
 */
export function buildModel(defs: Definitions, message?: MessageText, previous?: DefinitionModel, outline: Outline = outlineOf(defs)): DefinitionModel {
  const before = new Map((previous?.routes ?? []).map((r) => [r.id, r]));
  const routes = buildRoutes(defs, outline).map((r) => {
    const old = before.get(r.id);
    return old && sameRoute(old, r) ? old : r;
  });
  const state = stateSchemaOf({ site: defs.site, fields: outline.fields, journeys: outline.journeys });
  const homePage = outline.pages[defs.site.pages.home];
  const homePath = homePage ? basePath(homePage.path) : '/';
  const notFound = routes.find((r) => r.path === NOT_FOUND_PATH);
  const journey = (id: string | undefined): Journey | undefined => (id ? defs.journeys[id] : undefined);
  // A pattern whose required parameters are not all given leads nowhere (null): no route would open it.
  const screenPath = (patterns: readonly string[], params: Readonly<Record<string, unknown>>): string | null => bestFill(patterns, params);

  const model: DefinitionModel = {
    defs, outline, routes, state, homePath,
    findRoute: (pathname) => matchRoute(routes, pathname) ?? notFound,
    journey,
    step: (journeyId, stepId) => journey(journeyId)?.steps.find((s) => s.id === stepId),
    active(journeyId) {
      const j = journeyId ? outline.journeys[journeyId] : undefined;
      if (!j) return null;
      const traits = traitsOf(j);
      return {
        id: j.id, journey: j.journey, orderType: j.orderType ?? '', productType: j.productType, version: j.version,
        staff: traits.staff, delivery: traits.delivery, payment: traits.payment, cartSteps: [...traits.cartSteps],
      };
    },
    resolve(to, ctx = {}) {
      const target = parseTarget(to);
      const params = ctx.params ?? {};
      if (!target) return null;
      switch (target.kind) {
        case 'path': return target.path;
        case 'page': {
          const page = outline.pages[target.id];
          return page ? screenPath([page.path, ...(page.aliases ?? [])], params) : null;
        }
        case 'step': {
          const step = (ctx.journeyId ? outline.journeys[ctx.journeyId] : undefined)?.steps.find((s) => s.id === target.id);
          return step ? screenPath([step.path, ...(step.aliases ?? [])], params) : null;
        }
        case 'start': {
          const j = ctx.journeyId ? outline.journeys[ctx.journeyId] : undefined;
          const first = j ? entryStep(j) : undefined;
          return first ? basePath(first.path) : homePath;
        }
      }
    },
    checkField: (name, value, values, lang) => (name in defs.fields.fields ? checkFieldIn(defs, name, value, lang, values, message) : null),
    errorEntry(code, scope = {}) {
      const key = String(code);
      const scoped = scope.context ? `${scope.context}.${key}` : undefined;
      const keys = [scoped && scope.variant ? `${scoped}${scope.variant}` : undefined, scoped, key];
      for (const k of keys) {
        const entry = k === undefined ? undefined : defs.errors.errors[k];
        if (k !== undefined && entry) return { code: k, entry };
      }
      const generic = defs.errors.errors[GENERIC_ERROR];
      if (!generic) throw new Error(`errors.json has no generic entry ${GENERIC_ERROR}`);
      return { code: GENERIC_ERROR, entry: generic };
    },
    errorHandler(code, chain) {
      const key = String(code);
      for (const handlers of chain) { const a = handlers?.[key]; if (a) return a; }
      for (const handlers of chain) { const a = handlers?.['*']; if (a) return a; }
      return { do: 'errorModal' };
    },
    source: (name) => defs.site.sources[name],
    suppressPurchase: (snapshot) => holds(defs.site.tracking.suppressPurchase, snapshot),
  };
  return model;
}

/** A value as the string a form field holds. */
export const asText = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
