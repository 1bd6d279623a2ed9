// GROQ through groq-js: parsed trees are cached per query text; evaluation runs on a perspective
// view, with a dereference function that looks ids up (so `->` never scans the dataset).
import { evaluate, parse, type ExprNode } from 'groq-js';
import { queryParseError, badRequest } from './errors';
import { pinnedType } from './type-index';
import type { View } from './views';

const MAX_CACHED = 500;
const trees = new Map<string, ExprNode>();

export function parseGroq(query: string): ExprNode {
  let tree = trees.get(query);
  if (tree) return tree;
  try {
    tree = parse(query);
  } catch (err) {
    const pos = typeof err === 'object' && err !== null && 'position' in err && typeof err.position === 'number' ? err.position : 0;
    throw queryParseError(query, err instanceof Error ? err.message : 'Invalid GROQ query', pos, pos + 1);
  }
  if (trees.size >= MAX_CACHED) trees.clear();
  trees.set(query, tree);
  return tree;
}

export async function runGroq(query: string, params: Record<string, unknown>, view: View, now?: Date): Promise<unknown> {
  const tree = parseGroq(query);
  const type = pinnedType(tree, params);
  try {
    const value = await evaluate(tree, {
      dataset: type === undefined ? view.docs : (view.byType.get(type) ?? []),
      params,
      ...(now ? { timestamp: now } : {}),
      dereference: ({ _ref }: { _ref: string }) => view.byId.get(_ref) ?? null,
    });
    return await value.get();
  } catch (err) {
    throw badRequest(err instanceof Error ? err.message : 'Query could not be evaluated');
  }
}

/** Whether a single document matches a listener query (its filter): evaluated on [doc]. */
export async function matchesListenQuery(query: string, params: Record<string, unknown>, doc: unknown): Promise<boolean> {
  const value = await evaluate(parseGroq(query), { dataset: [doc], params });
  const result: unknown = await value.get();
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined;
}
