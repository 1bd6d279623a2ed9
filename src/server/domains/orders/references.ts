// The order reference kinds of an app, as their domains register them at start, and an order's
// references read through them: each ref its order type names, parsed by its kind.
import type { ShopContext } from '../../context';
import { badRequest, DomainError } from '../../errors';
import { pointerGet } from './json-pointer';
import type { OrderTypeDefinition } from './order-types';
import type { RefContext, ReferenceKind } from './reference-kind';

const byApp = new WeakMap<ShopContext, Map<string, ReferenceKind<unknown>>>();

function kindsOf(ctx: ShopContext): Map<string, ReferenceKind<unknown>> {
  let kinds = byApp.get(ctx);
  if (!kinds) {
    kinds = new Map();
    byApp.set(ctx, kinds);
  }
  return kinds;
}

/** A domain's kinds join the app's (its domain.ts `install`; once per name: two domains cannot both own one). */
export function registerOrderReferences(ctx: ShopContext, ...owned: ReadonlyArray<ReferenceKind<unknown>>): void {
  const kinds = kindsOf(ctx);
  for (const kind of owned) {
    if (kinds.has(kind.name)) throw new Error(`order reference '${kind.name}' is registered twice`);
    kinds.set(kind.name, kind);
  }
}

/** One ref of an order with its kind and its value (parsed by that kind). */
export interface OrderReference { kind: ReferenceKind<unknown>; value: unknown }

/** The ref every order type has: the customer's email, the order's own (it is found by code and email). */
const EMAIL = 'email';

export interface OrderReferences {
  email: string;
  /** The refs present in the payload, in the order the type lists them. */
  refs: readonly OrderReference[];
  context: RefContext;
}

/** The refs of a type by name (the schema makes each a pointer; a ref beyond the documented ones is a kind's own name). */
function pointers(type: OrderTypeDefinition): Array<[string, string]> {
  return Object.entries(type.refs).flatMap(([name, pointer]) => (typeof pointer === 'string' ? [[name, pointer] as [string, string]] : []));
}
const pointerOf = (type: OrderTypeDefinition, name: string): string | undefined => pointers(type).find(([n]) => n === name)?.[1];

const refContext = (type: OrderTypeDefinition, payload: Readonly<Record<string, unknown>>): RefContext => ({
  type, payload,
  at: (name) => `/payload${pointerOf(type, name) ?? ''}`,
  valueOf: <W>(kind: ReferenceKind<W>) => {
    const pointer = pointerOf(type, kind.name);
    return pointer === undefined ? undefined : kind.parse(pointerGet(payload, pointer));
  },
});

/** The registered kind of each ref the type names (a type naming one no domain handles takes no orders). */
function kindsOfType(ctx: ShopContext, type: OrderTypeDefinition): Array<[ReferenceKind<unknown>, string]> {
  const kinds = kindsOf(ctx);
  return pointers(type).filter(([name]) => name !== EMAIL).map(([name, pointer]) => {
    const kind = kinds.get(name);
    if (!kind) throw new DomainError(400, 400, `Order type "${type.code}" cannot take orders now (no domain handles its ref "${name}")`, '/orderType');
    return [kind, pointer];
  });
}

/** Every ref the type declares, typed by its kind; an absent optional part is left out, a malformed one is 400. */
export function resolveReferences(ctx: ShopContext, type: OrderTypeDefinition, payload: Record<string, unknown>): OrderReferences {
  const wrong = (pointer: string, what: string) => badRequest(`/payload${pointer} must be ${what}`, `/payload${pointer}`);
  const email = pointerGet(payload, type.refs.email);
  if (typeof email !== 'string' || email.trim() === '' || email.length > 254) throw wrong(type.refs.email, 'the contact email');
  const refs: OrderReference[] = [];
  for (const [kind, pointer] of kindsOfType(ctx, type)) {
    const raw = pointerGet(payload, pointer);
    if (raw === undefined) continue;
    const value = kind.parse(raw);
    if (value === undefined) throw wrong(pointer, kind.what);
    refs.push({ kind, value });
  }
  return { email: email.trim(), refs, context: refContext(type, payload) };
}

/** The references of a stored order (its type as published now; a type no longer published has none). */
export function storedReferences(ctx: ShopContext, type: OrderTypeDefinition | undefined, payload: Record<string, unknown>): OrderReference[] {
  if (!type) return [];
  return kindsOfType(ctx, type).flatMap(([kind, pointer]) => {
    const value = kind.parse(pointerGet(payload, pointer));
    return value === undefined ? [] : [{ kind, value }];
  });
}

/** Every registered kind with a hook on existing orders (they read the order's own row, whatever its type). */
export const orderKinds = (ctx: ShopContext): ReferenceKind<unknown>[] => [...kindsOf(ctx).values()];
