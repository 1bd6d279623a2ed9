// Order types as published (the lake's def.orderTypes.orderTypes, else flows/orderTypes.json):
// what an order of each type carries and where the server finds what it reserves and prices.
import { validateOne } from '../../../definitions/validate';
import type { OrderType, OrderTypes } from '../../../definitions/types';
import { parsedDefinition } from '../../content/published-definitions';
import type { ShopContext } from '../../context';
import { badRequest } from '../../errors';

export type OrderTypeDefinition = OrderType & { code: string };
export type OrderTypeSet = ReadonlyMap<string, OrderTypeDefinition>;

/** Checked with the definitions' own schema: a body that fails it is ignored (the last good set stays). */
export function parseOrderTypes(body: unknown): OrderTypeSet {
  const issues = validateOne('orderTypes', 'orderTypes', body);
  if (issues.length > 0) throw new Error(`order types: ${issues[0]?.pointer} ${issues[0]?.message}`);
  const set = body as OrderTypes;
  return new Map(Object.entries(set.orderTypes).map(([code, t]) => [code, { ...t, code }]));
}

const sources = new WeakMap<ShopContext, () => Promise<OrderTypeSet>>();

/** The published order types of this app (parsed again only when the published body changes). */
export function orderTypes(ctx: ShopContext): Promise<OrderTypeSet> {
  let source = sources.get(ctx);
  if (!source) {
    source = parsedDefinition(() => ctx.definitions.body('orderTypes', 'orderTypes'), parseOrderTypes, new Map());
    sources.set(ctx, source);
  }
  return source();
}

/** The order type of a code, else 400 (the order names a type the published definitions do not have). */
export async function orderTypeOf(ctx: ShopContext, code: string): Promise<OrderTypeDefinition> {
  const type = (await orderTypes(ctx)).get(code);
  if (!type) throw badRequest(`Unknown order type "${code}"`, '/orderType');
  return type;
}
