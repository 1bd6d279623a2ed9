// The numbers an order refers to (order-reference kinds, orders/reference-kind.ts): a new number it
// reserves from the inventory, and an existing subscriber number it acts on (swap, renewal).
import { MAX_INT } from '../../../contracts';
import { DomainError } from '../../errors';
import type { ReferenceKind } from '../orders/reference-kind';
import { NumberError } from './errors';
import { extendHold, holderOf, reserve, sell } from './queries';
import { takesOf } from './taken-numbers';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_INT;
const unavailable = () => new DomainError(NumberError.NumberNotAvailable, 409, 'Selected number is not available');

/**
 * The number an order buys: reserved in the order's transaction by one conditional UPDATE, so of
 * concurrent orders for one number exactly one wins (never sold twice); the others are refused 40011,
 * unless the holder is the same visit's unpaid order (placed again). Kept while a payment runs, sold when paid.
 */
export const numberReference: ReferenceKind<number> = {
  name: 'number',
  what: `an id (1..${MAX_INT})`,
  parse: (raw) => (isId(raw) ? raw : undefined),
  async reserve(q, id, p) {
    const number = await reserve(q, p.now, id, p.code, p.until);
    if (number) return { numberId: id, msisdn: number.msisdn, price: number.price };
    return { heldBy: await holderOf(q, p.now, id), refusal: unavailable() };
  },
  // No process may list the number it just reserved (the other cached searches stay).
  committed: (ctx, id, until) => takesOf(ctx).take(id, until.getTime()),
  async keep(q, order, until) {
    if (order.number_id === null) return {};
    const number = await extendHold(q, order.number_id, order.order_code, until);
    return number && { msisdn: number.msisdn, price: number.price };
  },
  deliver: async (q, order, at) => order.number_id === null || sell(q, at, order.number_id, order.order_code),
  held: (ctx, order, until) => { if (order.number_id !== null) takesOf(ctx).take(order.number_id, until); },
};

/** An existing number the order acts on (a swap, a renewal): recorded with the order. */
export const msisdnReference: ReferenceKind<string> = {
  name: 'msisdn',
  what: 'a phone number',
  parse: (raw) => (typeof raw === 'string' && /^\+?[0-9]{8,15}$/.test(raw) ? raw : undefined),
  price: async (_ctx, msisdn) => ({ msisdn }),
};
