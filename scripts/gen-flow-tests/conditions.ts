/**
 * True/false witnesses for JSON Logic conditions, derived from the condition itself: for every
 * operator node of a rule, a variable assignment that makes that node true and one that makes it
 * false. Each witness is checked with json-logic-js (the engine the runtime uses), so a witness
 * is never a guess.
 */
import jsonLogic, { type RulesLogic } from 'json-logic-js';
import type { JsonValue } from '../../src/runtime/types';

/** Variable path (as in `{"var": "number.id"}`) -> value. */
export type Assignment = Record<string, JsonValue>;

export interface Branch {
  /** `<pointer>:<true|false>`, the pointer being the node's JSON pointer inside the rule. */
  id: string;
  pointer: string;
  op: string;
  /** The value the node takes under the witness. */
  want: boolean;
  /** The sub-rule whose value is `want`. */
  node: JsonValue;
  witness: Assignment;
  /** The whole rule's value under the witness. */
  outcome: boolean;
}

export interface ConditionAnalysis {
  branches: Branch[];
  /** Branch ids no assignment could produce (contradictory or constant sub-rules). */
  unsatisfiable: string[];
  /** Operators the witness search does not know (reported, never guessed). */
  unknownOperators: string[];
}

export const SUPPORTED_OPERATORS = ['var', '!', '!!', 'and', 'or', '==', '===', '!=', '!==', 'in', '<', '<=', '>', '>='] as const;

const TRUTHY: JsonValue = '1';
const FALSY: JsonValue = '';

type RuleObject = { [op: string]: JsonValue };

function isRule(value: JsonValue): value is RuleObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1;
}

function opOf(rule: RuleObject): string { return Object.keys(rule)[0] ?? ''; }

function argsOf(rule: RuleObject): JsonValue[] {
  const raw = rule[opOf(rule)];
  return Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
}

function varName(value: JsonValue): string | null {
  if (!isRule(value) || opOf(value) !== 'var') return null;
  const arg = argsOf(value)[0];
  return typeof arg === 'string' || typeof arg === 'number' ? String(arg) : null;
}

/** A `cat` of texts and exactly one variable: the variable set to 'a' and the text that makes. */
function speltNeedle(needle: JsonValue): { name: string; value: string; text: string } | null {
  if (!isRule(needle) || opOf(needle) !== 'cat') return null;
  const parts = argsOf(needle);
  const vars = parts.map(varName).filter((n): n is string => n !== null);
  if (vars.length !== 1 || parts.some((p) => isRule(p) && varName(p) === null)) return null;
  const text = parts.map((p) => (varName(p) !== null ? 'a' : String(p))).join('');
  return { name: vars[0] ?? '', value: 'a', text };
}

/** Nested snapshot from dotted variable paths: {"number.id": "1"} -> {number: {id: "1"}}. */
export function snapshotOf(assignment: Assignment, base: Record<string, JsonValue> = {}): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = structuredClone(base);
  for (const path of Object.keys(assignment).sort()) {
    const parts = path.split('.');
    let node: Record<string, JsonValue> = out;
    parts.slice(0, -1).forEach((part) => {
      const next = node[part];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[part] = {};
      node = node[part] as Record<string, JsonValue>;
    });
    node[parts[parts.length - 1] ?? path] = assignment[path] ?? null;
  }
  return out;
}

/** The rule's truth for a snapshot; false when json-logic-js cannot run it (unknown operator). */
export function evaluate(rule: JsonValue, snapshot: object): boolean {
  try {
    return jsonLogic.truthy(jsonLogic.apply(rule as RulesLogic, snapshot));
  } catch {
    return false;
  }
}

function merge(...parts: (Assignment | null)[]): Assignment | null {
  const out: Assignment = {};
  for (const part of parts) {
    if (part === null) return null;
    for (const [k, v] of Object.entries(part)) {
      if (k in out && JSON.stringify(out[k]) !== JSON.stringify(v)) return null;
      out[k] = v;
    }
  }
  return out;
}

/** A value different from `value` (loose equality too), of the same kind where possible. */
function differentFrom(value: JsonValue): JsonValue {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return value === '' ? 'x' : `${value}~`;
  return 'x';
}

function notIn(list: JsonValue[]): JsonValue {
  if (list.length > 0 && list.every((v) => typeof v === 'number')) return Math.max(...(list as number[])) + 1;
  let candidate = 'none';
  while (list.some((v) => String(v) === candidate)) candidate += '~';
  return candidate;
}

const MIRROR: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/** A value v with `v <op> c` equal to `want`. */
function compareWitness(op: string, c: number, want: boolean): number {
  switch (op) {
    case '<': return want ? c - 1 : c;
    case '<=': return want ? c : c + 1;
    case '>': return want ? c + 1 : c;
    default: return want ? c : c - 1; // '>='
  }
}

class Solver {
  readonly unknown = new Set<string>();

  /** An assignment that makes `rule` evaluate to `want`, or null when none is found. */
  solve(rule: JsonValue, want: boolean): Assignment | null {
    if (!isRule(rule)) return jsonLogic.truthy(rule) === want ? {} : null;
    const op = opOf(rule);
    const args = argsOf(rule);
    switch (op) {
      case 'var': {
        const name = varName(rule);
        return name === null ? null : { [name]: want ? TRUTHY : FALSY };
      }
      case '!': return this.solve(args[0] ?? null, !want);
      case '!!': return this.solve(args[0] ?? null, want);
      case 'and': return want ? merge(...args.map((a) => this.solve(a, true))) : this.oneOf(args, false);
      case 'or': return want ? this.oneOf(args, true) : merge(...args.map((a) => this.solve(a, false)));
      case '==': case '===': return this.equality(args, want);
      case '!=': case '!==': return this.equality(args, !want);
      case 'in': return this.membership(args, want);
      case '<': case '<=': case '>': case '>=': return this.comparison(op, args, want);
      default:
        this.unknown.add(op);
        return null;
    }
  }

  private oneOf(args: JsonValue[], want: boolean): Assignment | null {
    for (const arg of args) {
      const found = this.solve(arg, want);
      if (found !== null) return found;
    }
    return null;
  }

  private equality(args: JsonValue[], equal: boolean): Assignment | null {
    const [a = null, b = null] = args;
    const va = varName(a);
    const vb = varName(b);
    if (va !== null && vb !== null) return equal ? merge({ [va]: 'a' }, { [vb]: 'a' }) : merge({ [va]: 'a' }, { [vb]: 'b' });
    if (va !== null && !isRule(b)) return { [va]: equal ? b : differentFrom(b) };
    if (vb !== null && !isRule(a)) return { [vb]: equal ? a : differentFrom(a) };
    if (!isRule(a) && !isRule(b)) return evaluate({ '==': [a, b] }, {}) === equal ? {} : null;
    return null;
  }

  private membership(args: JsonValue[], want: boolean): Assignment | null {
    const [needle = null, haystack = null] = args;
    const vn = varName(needle);
    const vh = varName(haystack);
    if (vn !== null && Array.isArray(haystack)) {
      if (want) return haystack.length > 0 ? { [vn]: haystack[0] ?? null } : null;
      return { [vn]: notIn(haystack) };
    }
    if (vn !== null && typeof haystack === 'string') {
      if (want) return haystack.length > 0 ? { [vn]: haystack.slice(0, 1) } : null;
      return { [vn]: `${haystack}~` };
    }
    if (vh !== null && !isRule(needle)) return { [vh]: want ? [needle] : [] };
    // A needle spelt from text and one variable (`{"cat": ["otp.email:", {"var": "number"}]}`) in a list variable.
    const spelt = vh !== null ? speltNeedle(needle) : null;
    if (spelt !== null && vh !== null) return { [spelt.name]: spelt.value, [vh]: want ? [spelt.text] : [] };
    if (!isRule(needle) && !isRule(haystack)) return evaluate({ in: [needle, haystack] } as unknown as JsonValue, {}) === want ? {} : null;
    return null;
  }

  private comparison(op: string, args: JsonValue[], want: boolean): Assignment | null {
    if (args.length === 3) {
      // Between: lo < x < hi (or <=). True: a value inside; false: one on the low side.
      const [lo, x, hi] = args;
      const vx = varName(x ?? null);
      if (vx === null || typeof lo !== 'number' || typeof hi !== 'number') return null;
      const strict = op === '<';
      const inside = strict ? (lo + hi) / 2 : lo;
      return { [vx]: want ? inside : strict ? lo : lo - 1 };
    }
    const [a = null, b = null] = args;
    const va = varName(a);
    const vb = varName(b);
    if (va !== null && typeof b === 'number') return { [va]: compareWitness(op, b, want) };
    if (vb !== null && typeof a === 'number') return { [vb]: compareWitness(MIRROR[op] ?? op, a, want) };
    if (va !== null && vb !== null) return { [va]: 0, [vb]: compareWitness(MIRROR[op] ?? op, 0, want) };
    if (!isRule(a) && !isRule(b)) return evaluate({ [op]: [a, b] }, {}) === want ? {} : null;
    return null;
  }
}

interface NodeAt { pointer: string; node: RuleObject; op: string }

/** Operator nodes in document order; a `var` counts only where it is itself a condition. */
function nodesOf(rule: JsonValue, pointer = '', parentOp: string | null = null): NodeAt[] {
  if (!isRule(rule)) return [];
  const op = opOf(rule);
  if (op === 'var' && parentOp !== null && !['and', 'or', '!', '!!'].includes(parentOp)) return [];
  if (op === 'var' && (parentOp === '!' || parentOp === '!!')) return [];
  // A spelt value compared or looked up (`in`, `==`) is a value, not a branch of its own.
  if (op === 'cat' && parentOp !== null && !['and', 'or', '!', '!!'].includes(parentOp)) return [];
  const here: NodeAt[] = [{ pointer: pointer || '/', node: rule, op }];
  const raw = rule[op];
  const children = Array.isArray(raw)
    ? raw.flatMap((arg, i) => nodesOf(arg, `${pointer}/${op}/${i}`, op))
    : raw === undefined ? [] : nodesOf(raw, `${pointer}/${op}`, op);
  return [...here, ...children];
}

/**
 * Every operator node of the rule, true and false. The rest of the rule is held by the witness
 * of the whole rule being true (else false), so the witness changes one node at a time.
 */
export function analyseCondition(rule: JsonValue | undefined): ConditionAnalysis {
  if (rule === undefined || rule === null) return { branches: [], unsatisfiable: [], unknownOperators: [] };
  const solver = new Solver();
  const bases = [solver.solve(rule, true), solver.solve(rule, false), {}].filter((b): b is Assignment => b !== null);
  const branches: Branch[] = [];
  const unsatisfiable: string[] = [];
  for (const { pointer, node, op } of nodesOf(rule)) {
    for (const want of [true, false]) {
      const id = `${pointer}:${want}`;
      const local = solver.solve(node, want);
      const witness = local === null ? null : bases.map((base) => ({ ...base, ...local })).find((w) => evaluate(node, snapshotOf(w)) === want);
      if (!witness) { unsatisfiable.push(id); continue; }
      branches.push({ id, pointer, op, want, node, witness: sortKeys(witness), outcome: evaluate(rule, snapshotOf(witness)) });
    }
  }
  return { branches, unsatisfiable, unknownOperators: [...solver.unknown].sort() };
}

function sortKeys(a: Assignment): Assignment {
  return Object.fromEntries(Object.keys(a).sort().map((k) => [k, a[k] ?? null]));
}
