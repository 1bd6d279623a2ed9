// JSON Logic <-> the condition builder's query (react-querybuilder), without losing a rule: a rule is
// shown in the builder only when the builder writes it back exactly as it was (after the one
// rewrite that changes nothing, a group of one part read as that part); any other rule stays JSON text.
import { isRec } from './is-record';
import type { Field, FullOperator, RuleGroupType, RuleType } from 'react-querybuilder';
import { defaultRuleProcessorJsonLogic, formatQuery } from 'react-querybuilder/formatQuery';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { sameJson } from '../runtime/same-json';

type Lang = 'id' | 'en';
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };


/**
 * The operators the builder offers: those json-logic-js evaluates the same way in the shop. "is filled
 * in" / "is empty" are JSON Logic's `!!` and `!` (truthiness), which the definitions use most.
 */
const OPERATORS: Array<{ name: string; label: Record<Lang, string>; unary?: true }> = [
  { name: 'isSet', label: { id: 'terisi', en: 'is filled in' }, unary: true },
  { name: 'isNotSet', label: { id: 'kosong', en: 'is empty' }, unary: true },
  { name: '=', label: { id: 'sama dengan', en: 'is' } },
  { name: '!=', label: { id: 'tidak sama dengan', en: 'is not' } },
  { name: '<', label: { id: 'kurang dari', en: 'is less than' } },
  { name: '<=', label: { id: 'paling banyak', en: 'is at most' } },
  { name: '>', label: { id: 'lebih dari', en: 'is more than' } },
  { name: '>=', label: { id: 'paling sedikit', en: 'is at least' } },
  { name: 'in', label: { id: 'salah satu dari (pisahkan dengan koma)', en: 'is one of (comma-separated)' } },
  { name: 'contains', label: { id: 'memuat', en: 'contains' } },
  { name: 'null', label: { id: 'tidak ada (null)', en: 'is null' }, unary: true },
  { name: 'notNull', label: { id: 'ada (bukan null)', en: 'is not null' }, unary: true },
];

export function builderOperators(lang: Lang): FullOperator[] {
  return OPERATORS.map((o) => ({ name: o.name, value: o.name, label: o.label[lang], ...(o.unary ? { arity: 'unary' as const } : {}) }));
}

/** An operator that takes no value (its value box is not drawn). */
export const isUnaryOperator = (name: string): boolean => OPERATORS.some((o) => o.name === name && o.unary === true);

export const builderCombinators = (lang: Lang): Array<{ name: string; value: string; label: string }> => [
  { name: 'and', value: 'and', label: lang === 'id' ? 'semua (dan)' : 'all (and)' },
  { name: 'or', value: 'or', label: lang === 'id' ? 'salah satu (atau)' : 'any (or)' },
];

/** `labelOf`: the words shown for a name ("Nomor (number.price)"); the path itself by default. */
export const builderFields = (names: string[], labelOf: (name: string) => string = (n) => n): Field[] =>
  names.map((n) => ({ name: n, value: n, label: labelOf(n) }));

const varName = (v: unknown): string | null => (isRec(v) && typeof v.var === 'string' && Object.keys(v).length === 1 ? v.var : null);
const unaryRule = (operator: string) => (arg: unknown): RuleType | false => {
  const field = varName(arg);
  return field ? { field, operator, value: '' } : false;
};
const PARSE = { jsonLogicOperations: { '!!': unaryRule('isSet'), '!': unaryRule('isNotSet') } };

/** The query as JSON Logic; undefined when it has no rule (a condition left out holds always). */
export function fromBuilder(query: RuleGroupType): Json | undefined {
  if (query.rules.length === 0) return undefined;
  const out = formatQuery(query, {
    format: 'jsonlogic',
    parseNumbers: 'strict',
    ruleProcessor: (rule, options, context) => {
      if (rule.operator === 'isSet') return { '!!': { var: rule.field } };
      if (rule.operator === 'isNotSet') return { '!': { var: rule.field } };
      return defaultRuleProcessorJsonLogic(rule, options, context);
    },
  }) as Json;
  if (out === false) return undefined;
  return simplified(out);
}

/** A group of one part means that part (for and/or, JSON Logic gives the same truth). */
function simplified(rule: Json): Json {
  if (Array.isArray(rule)) return rule.map(simplified);
  if (!isRec(rule)) return rule;
  const keys = Object.keys(rule);
  const op = keys[0];
  if (keys.length === 1 && (op === 'and' || op === 'or')) {
    const parts = rule[op];
    if (Array.isArray(parts)) {
      if (parts.length === 1) return simplified(parts[0] ?? null);
      return { [op]: parts.map(simplified) };
    }
  }
  return Object.fromEntries(Object.entries(rule).map(([k, v]) => [k, simplified(v)]));
}

/** Same JSON, as data (the shop's one comparison: key order does not matter). */
export { sameJson };

/**
 * The builder's query for a rule, or null when the builder cannot say it exactly (a default value in
 * a var, arithmetic, a rule built from other rules...): that rule stays JSON text. undefined = no rule.
 */
export function toBuilder(rule: unknown): RuleGroupType | null {
  if (rule === undefined) return { combinator: 'and', rules: [] };
  if (!isRec(rule)) return null;
  let query: RuleGroupType;
  try {
    query = parseJsonLogic(rule as Parameters<typeof parseJsonLogic>[0], PARSE);
  } catch {
    return null;
  }
  return !comparesFields(query) && sameJson(fromBuilder(query), simplified(rule as Json)) ? query : null;
}

/** A rule comparing two vars: the builder here edits values only, so it would show the other var as a word. */
function comparesFields(group: RuleGroupType): boolean {
  return group.rules.some((r) => (typeof r === 'string' ? false : 'rules' in r ? comparesFields(r) : r.valueSource === 'field'));
}

/** Every var name a rule reads (string vars only: a computed name is not a field). */
export function varsOf(rule: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(rule)) { for (const r of rule) varsOf(r, into); return into; }
  if (!isRec(rule)) return into;
  for (const [k, v] of Object.entries(rule)) {
    if (k === 'var') {
      const name = Array.isArray(v) ? v[0] : v;
      if (typeof name === 'string' && name !== '') into.add(name);
      else varsOf(v, into);
    } else varsOf(v, into);
  }
  return into;
}
