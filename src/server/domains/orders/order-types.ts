// Order types as published (the lake's def.orderTypes.orderTypes, else flows/orderTypes.json):
// what an order of each type carries and where the server finds what it reserves and prices.
import { validateOne } from '../../../definitions/validate';
import type { OrderType, OrderTypes } from '../../../definitions/types';
import { parsedDefinition } from '../../content/published-definitions';
import type { ShopContext } from '../../context';
import { badRequest, DomainError } from '../../errors';
import { OrderError } from './errors';

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

const keptSets = new WeakMap<object, OrderTypeSet>();

/**
 * The order types of the definition set a journey ran on (its pin, `definitionSet`): the published
 * ones when it is the current set or none is named, a kept older set's own while it is kept, else
 * 40107 (the browser moves the visit to the nearest step of the current set).
 */
async function orderTypesOfSet(ctx: ShopContext, definitionSet: string | undefined): Promise<OrderTypeSet> {
  if (definitionSet === undefined) return orderTypes(ctx);
  const release = await ctx.content.definitions.kept(definitionSet);
  if (!release) throw new DomainError(OrderError.DefinitionsGone, 409, `The definitions ${definitionSet} the journey ran on are no longer kept`, '/definitionSet');
  if (release === (await ctx.content.definitions.release())) return orderTypes(ctx);
  let parsed = keptSets.get(release.set);
  if (!parsed) {
    parsed = parseOrderTypes(release.set.orderTypes);
    keptSets.set(release.set, parsed);
  }
  return parsed;
}

/** The order type of a code, else 400 (the order names a type the definitions it ran on do not have). */
export async function orderTypeOf(ctx: ShopContext, code: string, definitionSet?: string): Promise<OrderTypeDefinition> {
  const type = (await orderTypesOfSet(ctx, definitionSet)).get(code);
  if (!type) throw badRequest(`Unknown order type "${code}"`, '/orderType');
  return type;
}
