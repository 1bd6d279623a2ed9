import { describe, expect, it } from 'vitest';
import { trackStages } from '../../../src/ui/widgets/trackOrder/track-stages';

const STAGES = ['ORDER_PLACED', 'WAITING_PAYMENT', 'PAYMENT_SUCCESS', 'DELIVERY', 'ORDER_FINISHED'];
const STAND_INS = {
  ORDER_RECEIVED: { stage: 'ORDER_PLACED' },
  PAYMENT_FAILED: { stage: 'PAYMENT_SUCCESS', failed: true },
  ACTIVATION_FAILED: { stage: 'ACTIVATION_COMPLETE', failed: true },
};
const at = (s: number) => `2026-11-21T03:00:${String(s).padStart(2, '0')}.000Z`;

describe('trackStages (issue 9: the spec statuses as a timeline, not a raw event log)', () => {
  it('shows each stage once: two events in the same second and a retried payment collapse', () => {
    const events = [
      { status: 'ORDER_RECEIVED', at: at(0) }, { status: 'ORDER_PLACED', at: at(0) },
      { status: 'WAITING_PAYMENT', at: at(10) }, { status: 'WAITING_PAYMENT', at: at(20) },
    ];
    expect(trackStages(events, 'WAITING_PAYMENT', { stages: STAGES, standIns: STAND_INS })).toEqual([
      { status: 'ORDER_PLACED', at: at(0), state: 'passed' },
      { status: 'WAITING_PAYMENT', at: at(20), state: 'current' },
      { status: 'PAYMENT_SUCCESS', at: null, state: 'next' },
      { status: 'DELIVERY', at: null, state: 'next' },
      { status: 'ORDER_FINISHED', at: null, state: 'next' },
    ]);
  });

  it('a failed payment takes the payment stage', () => {
    const events = [{ status: 'ORDER_PLACED', at: at(0) }, { status: 'WAITING_PAYMENT', at: at(1) }, { status: 'PAYMENT_FAILED', at: at(2) }];
    expect(trackStages(events, 'PAYMENT_FAILED', { stages: STAGES, standIns: STAND_INS })[2]).toEqual({ status: 'PAYMENT_FAILED', at: at(2), state: 'failed' });
  });
});

describe('trackStages: later stages (postpaid activation) only for orders that reached them', () => {
  const LATER = ['ACTIVATION_REQUESTED', 'ACTIVATION_COMPLETE'];
  const paid = [{ status: 'ORDER_PLACED', at: at(0) }, { status: 'WAITING_PAYMENT', at: at(1) }, { status: 'PAYMENT_SUCCESS', at: at(2) }];

  it('an order without activation keeps the list (prepaid unchanged)', () => {
    expect(trackStages(paid, 'PAYMENT_SUCCESS', { stages: STAGES, later: LATER, standIns: STAND_INS })).toEqual(trackStages(paid, 'PAYMENT_SUCCESS', { stages: STAGES, standIns: STAND_INS }));
    expect(trackStages(paid, 'PAYMENT_SUCCESS', { stages: STAGES, later: LATER, standIns: STAND_INS })).toHaveLength(STAGES.length);
  });

  it("'activation process' is current after the request, then the result is complete or failed", () => {
    const requested = [...paid, { status: 'ACTIVATION_REQUESTED', at: at(3) }];
    const list = trackStages(requested, 'ACTIVATION_REQUESTED', { stages: STAGES, later: LATER, standIns: STAND_INS });
    expect(list.map((s) => s.status)).toEqual([...STAGES, ...LATER]);
    expect(list[5]).toEqual({ status: 'ACTIVATION_REQUESTED', at: at(3), state: 'current' });
    expect(list[6]).toEqual({ status: 'ACTIVATION_COMPLETE', at: null, state: 'next' });
    const complete = trackStages([...requested, { status: 'ACTIVATION_COMPLETE', at: at(4) }], 'ACTIVATION_COMPLETE', { stages: STAGES, later: LATER, standIns: STAND_INS });
    expect(complete[6]).toEqual({ status: 'ACTIVATION_COMPLETE', at: at(4), state: 'current' });
    const failed = trackStages([...requested, { status: 'ACTIVATION_FAILED', at: at(4) }], 'ACTIVATION_FAILED', { stages: STAGES, later: LATER, standIns: STAND_INS });
    expect(failed[5]?.state).toBe('passed');
    expect(failed[6]).toEqual({ status: 'ACTIVATION_FAILED', at: at(4), state: 'failed' });
  });
});

describe('trackStages: the stand-ins are the page\'s', () => {
  it('without them a status is its own stage (no status is known to the code)', () => {
    const events = [{ status: 'ORDER_PLACED', at: at(0) }, { status: 'PAYMENT_FAILED', at: at(2) }];
    expect(trackStages(events, 'PAYMENT_FAILED', { stages: STAGES }).every((s) => s.state === 'next')).toBe(true);
  });
});
