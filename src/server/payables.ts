// What a payment pays and what becomes of it, as the two sides of a sale see each other without
// importing each other: the domain that sells (orders) provides the payables (PayableBook) and
// subscribes to the payment outcomes; the domain that takes the money (payments) provides what it
// knows of a payable's payments (PaymentLedger) and emits the outcomes (PaymentOutcomes) inside the
// transaction that settles them. Each app has its own (buildApp makes one ShopContext per app).
import type { Payment } from '../contracts';
import type { ShopContext } from './context';
import type { Queryable } from './db/types';
import { createEventHub, type EventHub } from './events';
import { intKnob } from './knobs';

/**
 * How long a payable holds what it reserved (an order, its number) before a payment starts, and how long the hold
 * outlasts a payment that ran out (to choose another method): both sides of a sale read it; the selling domain
 * (orders) declares it among its knobs.
 */
export const holdMinutes = intKnob('NUMBER_RESERVATION_MINUTES', 15, 'how long a new order holds its number before a payment is created', 1);

/** A thing a payment pays for (an order), by its code. */
export interface Payable {
  code: string;
  email: string;
  total: number;
  msisdn: string | null;
  /** Until when it may be paid (its hold). */
  expiresAt: Date;
  paidAt: Date | null;
}

export interface PayableBook {
  /** The payable of a code as a customer types it (40010 when unknown or, with `email`, someone else's); `lock` locks it. */
  find(q: Queryable, code: string, opts?: { email?: string; lock?: boolean }): Promise<Payable>;
  /** A payment starts: what the payable holds (its number) is kept until `until`; false when it no longer holds it. */
  hold(q: Queryable, code: string, until: Date, at: Date): Promise<boolean>;
  /** Its money arrived: what it holds is taken for good; false when that is gone (another order bought its number). */
  deliver(q: Queryable, code: string, at: Date): Promise<boolean>;
}

export interface PaymentLedger {
  /** The latest payment of a payable a customer may see, as the API shows it (undefined: none yet). */
  latest(q: Queryable, code: string, now: Date, holdUntil?: Date): Promise<Payment | undefined>;
  /** Every payment of the payable that could still be paid is cancelled (its terms are changing). */
  cancelOpen(q: Queryable, code: string, at: Date): Promise<void>;
}

/** The outcomes of a payable's payments, emitted in the transaction that records them. */
export type PaymentOutcomes = {
  /** A payment was started: the payable waits for it until `holdUntil`. */
  started: { code: string; paymentId: string; holdUntil: Date; at: Date };
  /** Its money paid the payable (once per payable: a replay or a second payment pays nothing). */
  paid: { code: string; paymentId: string; at: Date };
  /** A payment failed, or its money came too late to be used: the payable may be paid again while it holds. */
  failed: { code: string; paymentId: string; at: Date };
  /** A payment's window ran out unpaid (`at`: when it did): the payable may be paid with another while it holds. */
  expired: { code: string; paymentId: string; at: Date };
  /** Money the shop could not use was given back at the gateway: the payable is final. */
  refunded: { code: string; paymentId: string; at: Date };
};

interface Ports {
  payables?: PayableBook;
  ledger?: PaymentLedger;
  outcomes: EventHub<PaymentOutcomes>;
}

const byApp = new WeakMap<ShopContext, Ports>();

function portsOf(ctx: ShopContext): Ports {
  let ports = byApp.get(ctx);
  if (!ports) {
    ports = { outcomes: createEventHub<PaymentOutcomes>(ctx.log) };
    byApp.set(ctx, ports);
  }
  return ports;
}

const missing = (what: string) => new Error(`no domain provides the ${what} of this app`);

export const providePayables = (ctx: ShopContext, book: PayableBook): void => { portsOf(ctx).payables = book; };
export const providePaymentLedger = (ctx: ShopContext, ledger: PaymentLedger): void => { portsOf(ctx).ledger = ledger; };

export function payables(ctx: ShopContext): PayableBook {
  const book = portsOf(ctx).payables;
  if (!book) throw missing('payables');
  return book;
}

export function paymentLedger(ctx: ShopContext): PaymentLedger {
  const ledger = portsOf(ctx).ledger;
  if (!ledger) throw missing('payment ledger');
  return ledger;
}

export const paymentOutcomes = (ctx: ShopContext): EventHub<PaymentOutcomes> => portsOf(ctx).outcomes;
