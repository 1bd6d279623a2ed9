/**
 * What became of an order, as its result page tells the customer: read from the order's latest
 * payment (or from the error of looking it up), never from the page's URL.
 */
export type OrderOutcome = 'paid' | 'waiting' | 'failed' | 'expired' | 'unknown' | 'error';

export interface OutcomeFacts {
  /** The error code of the lookup (40010: no such order), null when it answered. */
  error: number | null;
  /** The latest payment's status; null when the order has none yet. */
  paymentStatus: string | null;
  /** When the order stops holding its number (ISO), when known. */
  orderExpire?: string | null;
  now: number;
}

/** The lookup's answer when the order is there but has no payment yet. */
const NO_PAYMENT_YET = 404;
/** The catalogue's 'order not found'. */
export const ORDER_NOT_FOUND = 40010;

export function orderOutcome(f: OutcomeFacts): OrderOutcome {
  if (f.error === ORDER_NOT_FOUND) return 'unknown';
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
