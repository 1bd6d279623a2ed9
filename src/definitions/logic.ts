/**
 * JSON Logic as definitions use it (never executable strings): conditions, guards and templates.
 * One place registers the shop's extra operators and knows which operators exist, so the lint, the
 * runtime and the test generator agree on what a rule is.
 */
import jsonLogic, { type RulesLogic } from 'json-logic-js';

/** json-logic-js 2.x operators a definition may use ('log' writes to the console: not allowed). */
export const STANDARD_OPERATORS = [
  '==', '===', '!=', '!==', '>', '>=', '<', '<=', '!!', '!', '%', 'in', 'cat', 'substr', '+', '*', '-', '/', 'min', 'max',
  'merge', 'var', 'missing', 'missing_some', 'if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some',
] as const;

/** The shop's own operators. */
export const CUSTOM_OPERATORS = {
  /** Text without surrounding blanks; '' for null. */
  trim: (value: unknown): string => (typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value).trim()),
} as const;

for (const [name, fn] of Object.entries(CUSTOM_OPERATORS)) jsonLogic.add_operation(name, fn);

export const OPERATORS: ReadonlySet<string> = new Set<string>([...STANDARD_OPERATORS, ...Object.keys(CUSTOM_OPERATORS)]);

/** Operators whose later arguments run with each item as the data (their `var`s are item-relative). */
export const SCOPING_OPERATORS: ReadonlySet<string> = new Set(['filter', 'map', 'reduce', 'all', 'none', 'some']);

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A rule: an object with exactly one key, and that key a known operator. */
export function isRule(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && OPERATORS.has(keys[0] ?? '');
}

export function operatorOf(rule: Record<string, unknown>): string {
  return Object.keys(rule)[0] ?? '';
}

export function argsOf(rule: Record<string, unknown>): unknown[] {
  const raw = rule[operatorOf(rule)];
  return Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
}

/** The value of a rule for some data (a missing rule is `true`). */
export function applyRule(rule: unknown, data: object): unknown {
  if (rule === undefined) return true;
  return jsonLogic.apply(rule as RulesLogic, data);
}

/** Whether a rule holds for some data; a missing rule always holds. */
export function holds(rule: unknown, data: object): boolean {
  if (rule === undefined || rule === null) return true;
  return jsonLogic.truthy(jsonLogic.apply(rule as RulesLogic, data));
}

/**
 * A template: JSON whose leaves may be rules. Rules are applied; objects and arrays are walked; a
 * property whose value comes out null or undefined is left out (an optional request field).
 */
export function applyTemplate(template: unknown, data: object): unknown {
  if (isRule(template)) return jsonLogic.apply(template as RulesLogic, data);
  if (Array.isArray(template)) return template.map((t) => applyTemplate(t, data));
  if (isObject(template)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(template)) {
      const v = applyTemplate(value, data);
      if (v !== null && v !== undefined) out[key] = v;
    }
    return out;
  }
  return template;
}

export interface RuleProblem { pointer: string; message: string }

/** Unknown operators (an object of one key that is not an operator, inside a rule) and forbidden ones. */
export function ruleProblems(rule: unknown, pointer = ''): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) { node.forEach((n, i) => walk(n, `${at}/${i}`)); return; }
    if (!isObject(node)) return;
    const keys = Object.keys(node);
    if (keys.length !== 1) { problems.push({ pointer: at, message: 'a JSON Logic rule is an object with exactly one operator' }); return; }
    const op = keys[0] ?? '';
    if (op === 'log') problems.push({ pointer: at, message: "the JSON Logic operator 'log' is not allowed" });
    else if (!OPERATORS.has(op)) problems.push({ pointer: at, message: `unknown JSON Logic operator '${op}'` });
    if (op === 'var') return;
    walk(node[op], `${at}/${escapePointer(op)}`);
  };
  walk(rule, pointer);
  return problems;
}

/** Every variable path a rule reads, with its pointer (item-relative ones inside map/filter/... are skipped). */
export function varsOf(rule: unknown, pointer = ''): { path: string; pointer: string }[] {
  const out: { path: string; pointer: string }[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) { node.forEach((n, i) => walk(n, `${at}/${i}`)); return; }
    if (!isRule(node)) return;
    const op = operatorOf(node);
    const args = argsOf(node);
    const base = `${at}/${escapePointer(op)}`;
    if (op === 'var') {
      const first = args[0];
      if (typeof first === 'string' && first !== '') out.push({ path: first, pointer: at });
      return;
    }
    if (SCOPING_OPERATORS.has(op)) { walk(args[0], Array.isArray(node[op]) ? `${base}/0` : base); return; }
    if (Array.isArray(node[op])) args.forEach((a, i) => walk(a, `${base}/${i}`));
    else walk(node[op], base);
  };
  walk(rule, pointer);
  return out;
}

/** The rules inside a template (every leaf that is a rule), with their pointers. */
export function templateRules(template: unknown, pointer = ''): { rule: Record<string, unknown>; pointer: string }[] {
  if (isRule(template)) return [{ rule: template, pointer }];
  if (Array.isArray(template)) return template.flatMap((t, i) => templateRules(t, `${pointer}/${i}`));
  if (isObject(template)) return Object.entries(template).flatMap(([k, v]) => templateRules(v, `${pointer}/${escapePointer(k)}`));
  return [];
}

export const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
