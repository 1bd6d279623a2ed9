// Index documents by _type for the common query shape `*[_type == "x" && ...] ...`: when the
// query's only `*` is the base of a filter whose top-level conjunct pins _type, evaluating over that
// type's documents gives the same result as over the whole dataset, without scanning the rest.
import type { ExprNode } from 'groq-js';

type Node = { type?: unknown; [k: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

function countEverything(v: unknown): number {
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + countEverything(x), 0);
  if (!isNode(v)) return 0;
  return (v.type === 'Everything' ? 1 : 0) + Object.values(v).reduce((n: number, x) => n + countEverything(x), 0);
}

/** The filter over `*`, following the chain's bases (projection, order, slice...). */
function baseFilter(v: unknown): Node | undefined {
  let cur: unknown = v;
  while (isNode(cur)) {
    if (cur.type === 'Filter' && isNode(cur.base) && cur.base.type === 'Everything') return cur;
    cur = cur.base;
  }
  return undefined;
}

function typeOf(expr: unknown, params: Record<string, unknown>): string | undefined {
  if (!isNode(expr)) return undefined;
  if (expr.type === 'And') return typeOf(expr.left, params) ?? typeOf(expr.right, params);
  if (expr.type !== 'OpCall' || expr.op !== '==') return undefined;
  const isTypeAttr = (n: unknown) => isNode(n) && n.type === 'AccessAttribute' && n.name === '_type' && n.base === undefined;
  const constant = (n: unknown): string | undefined => {
    if (!isNode(n)) return undefined;
    if (n.type === 'Value' && typeof n.value === 'string') return n.value;
    if (n.type === 'Parameter' && typeof n.name === 'string' && typeof params[n.name] === 'string') return params[n.name] as string;
    return undefined;
  };
  if (isTypeAttr(expr.left)) return constant(expr.right);
  if (isTypeAttr(expr.right)) return constant(expr.left);
  return undefined;
}

/** The _type the whole query is confined to, or undefined (then evaluate over everything). */
export function pinnedType(tree: ExprNode, params: Record<string, unknown>): string | undefined {
  if (countEverything(tree) !== 1) return undefined;
  const f = baseFilter(tree);
  return f ? typeOf(f.expr, params) : undefined;
}
