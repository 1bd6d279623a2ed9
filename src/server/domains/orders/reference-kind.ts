// A kind of order reference: a part of an order's payload that an order type points at with one of
// its `refs` (a JSON pointer), handled by the domain that owns it (the number by numbers, the KTP by
// postpaid, the delivery by logistics ...). The order's core (service.ts) runs the hooks of whatever
// kinds the order type names, in the order its refs list them, and names no kind itself; a new kind
// (an OTP session, an eSIM profile) is a module of its own domain, registered at start.
import type { OrderResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import type { Queryable } from '../../db/types';
import type { DomainError } from '../../errors';
import type { OrderTypeDefinition } from './order-types';
import type { OrderRow } from './queries';

/** What a reference adds to the order's own row, and what it costs (added to the order's total). */
export interface OrderPart {
  packageId?: number;
  packagePrice?: number;
  cityId?: number;
  numberId?: number;
  msisdn?: string;
  shippingFee?: number;
  /** The chosen delivery's estimate in days ("1-3"). */
  shippingSla?: string;
  /** The product the part decides (a package is prepaid or postpaid), for an order type that sells either. */
  productType?: 'prepaid' | 'postpaid';
  /** The deposit a package asks, when the order type's deposit rule says the package's. */
  packageDeposit?: number;
  /** Added to the total. */
  price?: number;
}

/** Where an order's references are read, for the hooks of one of them. */
export interface RefContext {
  type: OrderTypeDefinition;
  payload: Readonly<Record<string, unknown>>;
  /** The JSON pointer of a ref in the request (`/payload/identity/noKtp`), for a refusal naming its field. */
  at(name: string): string;
  /** Another kind's value in this order (parsed by that kind), when the order type names it. */
  valueOf<W>(kind: ReferenceKind<W>): W | undefined;
}

/** A new order being written, inside its transaction. */
export interface Placing { code: string; sessionId: string; now: Date; until: Date }

/** An exclusive item another order holds: that order's code when it is one (it may be the same visit's), and the refusal. */
export interface HeldElsewhere { heldBy: string | undefined; refusal: DomainError }

export interface ReferenceKind<V> {
  /** The ref's name in an order type's `refs`. */
  readonly name: string;
  /** What the value must be, for a 400 naming its pointer. */
  readonly what: string;
  /** The value, typed, or undefined when it is not of this kind. */
  parse(raw: unknown): V | undefined;
  /** Before any transaction: refuses an order the value does not allow (a KTP that may not order, an unknown area). */
  check?(ctx: ShopContext, value: V, c: RefContext): Promise<void>;
  /** Before any transaction, reads only: what the value adds to the order's row and total. */
  price?(ctx: ShopContext, value: V, c: RefContext): Promise<OrderPart>;
  /** Marks the kind that decides what an order type that sells either product sells (its pointer names a missing one). */
  readonly decidesProduct?: boolean;
  /**
   * In the order's transaction, first: takes an item one order at a time (a number). HeldElsewhere when
   * another order holds it: when that is the same visit's unpaid order of the same type, that order is
   * placed again (keep), else the order is refused.
   */
  reserve?(q: Queryable, value: V, p: Placing): Promise<OrderPart | HeldElsewhere>;
  /** In a new order's transaction, after the reservations: a counted claim (one of a KTP's order slots); it throws past its limit. */
  claim?(ctx: ShopContext, q: Queryable, value: V, c: RefContext): Promise<void>;
  /** In the order's transaction, new or placed again: what the order takes with it (the documents); it throws when one is gone. */
  attach?(q: Queryable, value: V, p: Placing, c: RefContext): Promise<void>;
  /** After the order's transaction committed: what other processes must learn (a number taken until `until`). */
  committed?(ctx: ShopContext, value: V, until: Date): void;

  /** An existing order keeps what it reserved until `until` (placed again, a payment started); undefined when it no longer holds it. */
  keep?(q: Queryable, order: OrderRow, until: Date): Promise<OrderPart | undefined>;
  /** An existing order is paid: what it reserved is taken for good; false when that is gone. */
  deliver?(q: Queryable, order: OrderRow, at: Date): Promise<boolean>;
  /** After a transaction on an existing order committed: other processes learn its hold (until, ms; Infinity when taken for good). */
  held?(ctx: ShopContext, order: OrderRow, until: number): void;
  /** How the order shows the value to its customer (orders.get), from the stored payload. */
  view?(ctx: ShopContext, value: V, order: OrderRow, lang: 'id' | 'en'): Promise<Partial<OrderResponse>>;
}

export const isHeldElsewhere = (r: OrderPart | HeldElsewhere): r is HeldElsewhere => 'refusal' in r;
