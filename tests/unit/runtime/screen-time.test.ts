// Time in definitions: durations, instants from the state, the expiries rules read as time.<name>,
// and the screen's timers and polls run on one clock (src/runtime/timed-screen.ts).
import { describe, expect, it, vi } from 'vitest';
import {
  dueTimers, durationMs, expiryView, expiryViews, instantOf, keepsTime, outcomeActions, timeRoot, timerDueAt, type Poll, type Timer,
} from '../../../src/runtime/screen-time';
import { startTimedScreen } from '../../../src/runtime/timed-screen';
import { demoModel, fakeHost, fill } from './fixtures';
import { fakeTime } from './time-env';

vi.setConfig({ testTimeout: 60_000 });

describe('durations and instants', () => {
  it('reads whole durations with a unit, and nothing else', () => {
    expect(['500ms', '30s', '15m', '2h'].map(durationMs)).toEqual([500, 30_000, 900_000, 7_200_000]);
    expect(['0s', '1.5s', '10', 's', '', 5, null].map(durationMs)).toEqual([null, null, null, null, null, null, null]);
  });

  it('takes epoch milliseconds or a date-time text as an instant', () => {
    expect(instantOf(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(instantOf('2026-12-02T01:00:00.000Z')).toBe(Date.parse('2026-12-02T01:00:00.000Z'));
    expect([null, '', 'soon', 0, -5, Number.NaN, {}].map(instantOf)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('expiries', () => {
  it('count whole seconds down to the end, are over from the end on, and do not run without an instant', () => {
    expect(expiryView(10_500, 9_000)).toEqual({ at: 10_500, left: 2, over: false });
    expect(expiryView(10_000, 10_000)).toEqual({ at: 10_000, left: 0, over: true });
    expect(expiryView(null, 10_000)).toEqual({ at: null, left: 0, over: false });
  });

  it('read their instant from the snapshot by rule, as the time root rules see', () => {
    const views = expiryViews({ resend: { at: { var: 'otp_delay' } }, valid: { at: { var: 'otp_valid' } } }, { otp_delay: 61_000, otp_valid: null }, 1000);
    expect(timeRoot(views)).toEqual({ resend: { at: 61_000, left: 60, over: false }, valid: { at: null, left: 0, over: false } });
  });
});

describe('timers', () => {
  const timers: Timer[] = [
    { id: 'soon', after: '30s', to: '@step:sorry' },
    { id: 'atEnd', after: { at: { var: 'ends' } }, actions: [{ do: 'toast', message: 'step.blocked' }] },
  ];

  it('are due a duration after the screen opened, or at the instant the state holds (not while it holds none)', () => {
    expect(timerDueAt(timers[0] as Timer, 1000, {})).toBe(31_000);
    expect(timerDueAt(timers[1] as Timer, 1000, { ends: 5000 })).toBe(5000);
    expect(timerDueAt(timers[1] as Timer, 1000, {})).toBeNull();
    expect(dueTimers(timers, new Set(), 0, 29_000, { ends: 5000 }).map((t) => t.id)).toEqual(['atEnd']);
    expect(dueTimers(timers, new Set(['atEnd']), 0, 30_000, { ends: 5000 }).map((t) => t.id)).toEqual(['soon']);
  });

  it('open their target or run their actions', () => {
    expect(outcomeActions(timers[0])).toEqual([{ do: 'navigate', to: '@step:sorry' }]);
    expect(outcomeActions(timers[1])).toEqual([{ do: 'toast', message: 'step.blocked' }]);
    expect(outcomeActions(undefined)).toEqual([]);
    expect(keepsTime({})).toBe(false);
    expect(keepsTime({ expiries: { a: { at: 1 } } })).toBe(true);
    expect(keepsTime({ timers })).toBe(true);
  });
});

describe('a timed screen', () => {
  const model = demoModel();

  it('fires each due timer once per visit on the ticks of the clock, and nothing once closed', async () => {
    const host = fakeHost(model, { journeyId: 'demo' });
    const time = fakeTime(0);
    const stop = startTimedScreen({ timers: [{ id: 'gone', after: '3s', to: '@step:sorry' }] }, host, time.env);
    await time.advance(2500);
    expect(host.navigate).not.toHaveBeenCalled();
    await time.advance(5000);
    expect(host.navigate).toHaveBeenCalledOnce();
    expect(host.navigate).toHaveBeenCalledWith('/demo/sorry');
    stop();
    const later = startTimedScreen({ timers: [{ id: 'gone', after: '3s', to: '@step:sorry' }] }, host, time.env);
    later();
    await time.advance(10_000);
    expect(host.navigate).toHaveBeenCalledOnce();
  });

  it("runs a block's timers with the screen's, and the screen keeps time for them", async () => {
    const host = fakeHost(model, { journeyId: 'demo' });
    const time = fakeTime(0);
    const screen = { blocks: [{ widget: 'notice', timers: [{ id: 'offerEnds', after: '2s', to: '@step:sorry' }] }] };
    expect(keepsTime(screen)).toBe(true);
    startTimedScreen(screen, host, time.env);
    await time.advance(3000);
    expect(host.navigate).toHaveBeenCalledWith('/demo/sorry');
  });

  it('polls a source with its input from the state, stores each answer, and leads on once until holds over the answer', async () => {
    const statuses = ['PENDING', 'PAID'];
    const host = fakeHost(model, { journeyId: 'demo' });
    fill(host, { order: { order_code: 'ORD1' } });
    let call = 0;
    host.request = vi.fn(async () => ({ status: statuses[Math.min(call++, statuses.length - 1)] }));
    const time = fakeTime(0);
    const poll: Poll = {
      id: 'paid', source: 'payment.status', input: { orderCode: { var: 'order.order_code' } }, store: 'payment',
      every: '2s', until: { '==': [{ var: 'input.status' }, 'PAID'] }, to: '@page:track',
    };
    startTimedScreen({ polls: [poll] }, host, time.env);
    await time.advance(1000);
    expect(host.request).toHaveBeenCalledWith('payments.status', { params: { orderCode: 'ORD1' } });
    expect(host.session.data.payment).toEqual({ status: 'PENDING' });
    expect(host.navigate).not.toHaveBeenCalled();
    await time.advance(10_000);
    expect(host.request).toHaveBeenCalledTimes(2);
    expect(host.session.data.payment).toEqual({ status: 'PAID' });
    expect(host.navigate).toHaveBeenCalledWith('/track');
  });

  it("runs a poll's timeout when its time runs out first", async () => {
    const host = fakeHost(model, { journeyId: 'demo' });
    host.request = vi.fn(async () => ({ status: 'PENDING' }));
    const time = fakeTime(0);
    startTimedScreen({
      polls: [{ id: 'paid', source: 'payment.status', until: { '==': [{ var: 'input.status' }, 'PAID'] }, to: '@page:track', for: '5s', timeout: { to: '@step:sorry' } }],
    }, host, time.env);
    await time.advance(20_000);
    expect(host.navigate).toHaveBeenCalledOnce();
    expect(host.navigate).toHaveBeenCalledWith('/demo/sorry');
  });
});
