import { describe, expect, it } from 'vitest';
import { orderOutcome } from '../../../src/ui/widgets/thankYou/order-outcome';

const now = Date.parse('2026-01-01T10:00:00Z');
/** The page's codes for 'no such order' (flows/pages/thankyou.json). */
const notFound = [40010];

describe('orderOutcome (issue 9: the result page tells what the server says)', () => {
  it.each([
    ['PAID', 'paid'], ['PENDING', 'waiting'], ['EXPIRED', 'expired'], ['FAILED', 'failed'], ['CANCELLED', 'failed'],
  ] as const)('a %s payment reads as %s', (status, outcome) => {
    expect(orderOutcome({ error: null, notFound, paymentStatus: status, now })).toBe(outcome);
  });

  it('an unknown order (40010) is unknown, not paid', () => {
    expect(orderOutcome({ error: 40010, notFound, paymentStatus: null, now })).toBe('unknown');
  });

  it('an order without a payment is waiting until its hold ends, then expired', () => {
    expect(orderOutcome({ error: 404, notFound, paymentStatus: null, now })).toBe('waiting');
    expect(orderOutcome({ error: null, notFound, paymentStatus: null, orderExpire: '2026-01-01T10:05:00Z', now })).toBe('waiting');
    expect(orderOutcome({ error: null, notFound, paymentStatus: null, orderExpire: '2026-01-01T09:55:00Z', now })).toBe('expired');
  });

  it('a code is unknown only when the page names it', () => {
    expect(orderOutcome({ error: 40010, notFound: [], paymentStatus: null, now })).toBe('error');
  });

  it('any other failure is an error, never a success', () => {
    expect(orderOutcome({ error: 500, notFound, paymentStatus: null, now })).toBe('error');
  });
});
