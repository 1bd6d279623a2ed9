import { describe, expect, it } from 'vitest';
import { trackStages } from '../../../src/runtime/track-stages';

const STAGES = ['ORDER_PLACED', 'WAITING_PAYMENT', 'PAYMENT_SUCCESS', 'DELIVERY', 'ORDER_FINISHED'];
const at = (s: number) => `2026-11-21T03:00:${String(s).padStart(2, '0')}.000Z`;

describe('trackStages (issue 9: the spec statuses as a timeline, not a raw event log)', () => {
  it('shows each stage once: two events in the same second and a retried payment collapse', () => {
    const events = [
      { status: 'ORDER_RECEIVED', at: at(0) }, { status: 'ORDER_PLACED', at: at(0) },
      { status: 'WAITING_PAYMENT', at: at(10) }, { status: 'WAITING_PAYMENT', at: at(20) },
    ];
    expect(trackStages(events, 'WAITING_PAYMENT', STAGES)).toEqual([
      { status: 'ORDER_PLACED', at: at(0), state: 'passed' },
      { status: 'WAITING_PAYMENT', at: at(20), state: 'current' },
      { status: 'PAYMENT_SUCCESS', at: null, state: 'next' },
      { status: 'DELIVERY', at: null, state: 'next' },
      { status: 'ORDER_FINISHED', at: null, state: 'next' },
    ]);
  });

  it('a failed payment takes the payment stage', () => {
    const events = [{ status: 'ORDER_PLACED', at: at(0) }, { status: 'WAITING_PAYMENT', at: at(1) }, { status: 'PAYMENT_FAILED', at: at(2) }];
    expect(trackStages(events, 'PAYMENT_FAILED', STAGES)[2]).toEqual({ status: 'PAYMENT_FAILED', at: at(2), state: 'failed' });
  });
});
