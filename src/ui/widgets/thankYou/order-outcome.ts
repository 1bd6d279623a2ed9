/**
 * What became of an order, as its result page tells the customer: read from the order's latest
 * payment (or from the error of looking it up), never from the page's URL.
 */
export type OrderOutcome = 'paid' | 'waiting' | 'failed' | 'expired' | 'unknown' | 'error';

export interface OutcomeFacts {
  /** The error code of the lookup, null when it answered. */
  error: number | null;
  /** The lookup's codes that mean there is no such order (the page's `notFound`). */
  notFound: readonly number[];
  /** The latest payment's status; null when the order has none yet. */
  paymentStatus: string | null;
  /** When the order stops holding its number (ISO), when known. */
  orderExpire?: string | null;
  now: number;
}

/** The lookup's answer when the order is there but has no payment yet. */
const NO_PAYMENT_YET = 404;
/** A page's `notFound` prop: the codes listed (a list of numbers), else none. */
export const notFoundCodes = (v: unknown): number[] => (Array.isArray(v) ? v.filter((c): c is number => typeof c === 'number') : []);

export function orderOutcome(f: OutcomeFacts): OrderOutcome {
  if (f.error !== null && f.notFound.includes(f.error)) return 'unknown';
  if (f.error !== null && f.error !== NO_PAYMENT_YET) return 'error';
  switch (f.paymentStatus) {
    case 'PAID': return 'paid';
    case 'PENDING': return 'waiting';
    case 'EXPIRED': return 'expired';
    case 'FAILED':
    case 'CANCELLED': return 'failed';
    default: {
      const end = f.orderExpire ? Date.parse(f.orderExpire) : Number.NaN;
      return Number.isFinite(end) && end <= f.now ? 'expired' : 'waiting';
    }
  }
}
