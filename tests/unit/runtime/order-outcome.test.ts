import { describe, expect, it } from 'vitest';
import { orderOutcome } from '../../../src/runtime/order-outcome';

const now = Date.parse('2026-01-01T10:00:00Z');

describe('orderOutcome (issue 9: the result page tells what the server says)', () => {
  it.each([
    ['PAID', 'paid'], ['PENDING', 'waiting'], ['EXPIRED', 'expired'], ['FAILED', 'failed'], ['CANCELLED', 'failed'],
  ] as const)('a %s payment reads as %s', (status, outcome) => {
    expect(orderOutcome({ error: null, paymentStatus: status, now })).toBe(outcome);
  });

  it('an unknown order (40010) is unknown, not paid', () => {
    expect(orderOutcome({ error: 40010, paymentStatus: null, now })).toBe('unknown');
  });

  it('an order without a payment is waiting until its hold ends, then expired', () => {
    expect(orderOutcome({ error: 404, paymentStatus: null, now })).toBe('waiting');
    expect(orderOutcome({ error: null, paymentStatus: null, orderExpire: '2026-01-01T10:05:00Z', now })).toBe('waiting');
    expect(orderOutcome({ error: null, paymentStatus: null, orderExpire: '2026-01-01T09:55:00Z', now })).toBe('expired');
  });

  it('any other failure is an error, never a success', () => {
    expect(orderOutcome({ error: 500, paymentStatus: null, now })).toBe('error');
  });
});
