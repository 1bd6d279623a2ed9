/**
 * What a reference in a definition may name, derived from the definitions themselves: state keys
 * (core + site.json + every journey's `state`), fields, guards, sources, routes, error codes and
 * operations. The lint checks every reference the runtime follows against it.
 */
import { pathParams } from '../contracts';
import { operationEntry, type OperationEntries, type OperationEntry } from '../contracts/operation-entries';
import { CORE_KEYS, INPUT_ROOT, SNAPSHOT_ROOTS, TIME_ROOT } from './core-state';
import { routePatternsOf } from './route-patterns';
import { matchesPattern, parseTarget } from './targets';
import type { Definitions } from './types';

export interface Scope {
  stateKeys: ReadonlySet<string>;
  fields: ReadonlySet<string>;
  routePatterns: readonly string[];
  pages: ReadonlySet<string>;
  /** Page id -> the path parameters it needs (a target without params cannot reach such a page). */
  pageParams: ReadonlyMap<string, readonly string[]>;
  errorCodes: ReadonlySet<string>;
  sources: ReadonlySet<string>;
  uiKeys: ReadonlySet<string>;
  /** An operation by name: the build's, or one the server that checks the set announces (its test-only domains). */
  operation(name: string): OperationEntry | undefined;
}

/** Where a reference sits: the journey whose steps `@step:` names, and whether `input` is supplied. */
export interface RefContext {
  journey?: { id: string; steps: ReadonlySet<string>; guards: ReadonlySet<string> };
  input?: boolean;
  /** The expiries of the screen the rule is on (`time.<name>`). */
  expiries?: ReadonlySet<string>;
}

export function buildScope(defs: Definitions, operations: OperationEntries = {}): Scope {
  const stateKeys = new Set<string>([...CORE_KEYS, ...Object.keys(defs.site.state)]);
  for (const j of Object.values(defs.journeys)) for (const key of Object.keys(j.state ?? {})) stateKeys.add(key);
  const routePatterns = routePatternsOf(defs);
  return {
    stateKeys,
    fields: new Set(Object.keys(defs.fields.fields)),
    routePatterns,
    pages: new Set(Object.keys(defs.pages)),
    pageParams: new Map(Object.entries(defs.pages).map(([id, p]) => [id, [...p.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)(?!\?)(?=\/|$)/g)].map((m) => m[1] ?? '')])),
    errorCodes: new Set(Object.keys(defs.errors.errors)),
    sources: new Set(Object.keys(defs.site.sources)),
    uiKeys: new Set(Object.keys(defs.messages.ui)),
    operation: (name) => operationEntry(name, operations),
  };
}

/** Why a variable path cannot be read, or null when it can. */
export function varProblem(scope: Scope, path: string, ctx: RefContext): string | null {
  const [root = '', second] = path.split('.');
  if (root === 'values') {
    if (second === undefined) return null;
    return scope.fields.has(second) ? null : `'${path}' reads the value of '${second}', which is not a field of fields.json`;
  }
  if (root === INPUT_ROOT) return ctx.input ? null : `'${path}': no input is supplied here (only sources and widgets supply one)`;
  if (root === TIME_ROOT) {
    if (second !== undefined && ctx.expiries?.has(second)) return null;
    return `'${path}' reads the expiry '${second ?? ''}', which the screen does not declare (its expiries)`;
  }
  if ((SNAPSHOT_ROOTS as readonly string[]).includes(root) || scope.stateKeys.has(root)) return null;
  return `'${path}' reads '${root}', which no field, state key or core key declares`;
}

/** Why a state path cannot be written (set, store, bind), or null. */
export function writeProblem(scope: Scope, path: string): string | null {
  const [root = '', second] = path.split('.');
  if (root === 'values') return second !== undefined && scope.fields.has(second) ? null : `'${path}' is not a field value (values.<field>)`;
  if ((SNAPSHOT_ROOTS as readonly string[]).includes(root) || root === INPUT_ROOT || root === TIME_ROOT) return `'${path}' is computed, it cannot be written`;
  return scope.stateKeys.has(root) ? null : `'${path}' writes '${root}', which no state key or core key declares`;
}

/** Why a navigation target leads nowhere, or null. `params`: the names of the path parameters a link gives. */
export function targetProblem(scope: Scope, to: string, ctx: RefContext, params: readonly string[] = []): string | null {
  const target = parseTarget(to);
  if (!target) return `'${to}' is not a target (a path, @page:<id>, @step:<id> or @start)`;
  switch (target.kind) {
    case 'page': {
      if (!scope.pages.has(target.id)) return `page '${target.id}' does not exist`;
      const missing = (scope.pageParams.get(target.id) ?? []).filter((p) => !params.includes(p));
      if (missing.length === 0) return null;
      return params.length === 0
        ? `page '${target.id}' needs the path parameter(s) ${missing.join(', ')}: use a link with params`
        : `page '${target.id}' needs the path parameter(s) ${missing.join(', ')}, which the link's params do not give`;
    }
    case 'step':
      if (!ctx.journey) return `'${to}' names a step, but there is no journey here`;
      return ctx.journey.steps.has(target.id) ? null : `'${target.id}' is not a step of journey '${ctx.journey.id}'`;
    case 'start': return null;
    case 'path': return scope.routePatterns.some((p) => matchesPattern(p, target.path)) ? null : `no definition declares the route '${target.path}'`;
  }
}

/** Why a name is not an operation the browser may call, or null. */
export function browserOperationProblem(scope: Scope, op: string): string | null {
  const entry = scope.operation(op);
  if (!entry) return `unknown operation '${op}' (src/contracts/operations.ts)`;
  return entry.caller === 'browser' ? null : `operation '${op}' is not called from the browser`;
}

/** Why an operation cannot be called from a definition, or null; `params` lists the path parameters given. */
export function operationProblem(scope: Scope, op: string, params: readonly string[] | null): string | null {
  const unusable = browserOperationProblem(scope, op);
  const spec = scope.operation(op);
  if (unusable || !spec) return unusable;
  const missing = pathParams(spec.path).filter((p) => !p.optional && !(params ?? []).includes(p.name)).map((p) => p.name);
  return missing.length > 0 ? `operation '${op}' needs the path parameter(s) ${missing.join(', ')} in params` : null;
}
