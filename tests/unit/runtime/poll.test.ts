// Polling: at once, then after waits that grow by the back-off up to a ceiling; nothing while the page
// is hidden and a read at once when it is shown again; a final answer or the time limit ends it.
import { describe, expect, it, vi } from 'vitest';
import { pollDelay, pollPlanOf, startPoll, type PollVerdict } from '../../../src/runtime/poll';
import { fakeTime } from './time-env';

function recorder(answers: unknown[], final: (a: unknown) => boolean) {
  const reads: number[] = [];
  let i = 0;
  return {
    reads,
    handlers: (now: () => number) => ({
      read: async () => { reads.push(now()); const a = answers[Math.min(i, answers.length - 1)]; i += 1; if (a instanceof Error) throw a; return a; },
      answered: (a: unknown): PollVerdict => (final(a) ? 'final' : 'again'),
      failed: (): PollVerdict => 'again',
      timedOut: vi.fn<() => void>(),
    }),
  };
}

describe('poll timing', () => {
  it('defaults to even 2 s waits at most 30 s apart without a time limit; back-off multiplies each wait up to maxEvery', () => {
    expect(pollPlanOf({})).toEqual({ everyMs: 2000, backoff: 1, maxMs: 30_000, forMs: null });
    const plan = pollPlanOf({ every: '1s', backoff: 2, maxEvery: '5s', for: '1m' });
    expect([0, 1, 2, 3, 4, 5].map((n) => pollDelay(plan, n))).toEqual([0, 1000, 2000, 4000, 5000, 5000]);
    expect(plan.forMs).toBe(60_000);
  });
});

describe('startPoll', () => {
  it('reads at once, then after each wait, until an answer is final (nothing after)', async () => {
    const time = fakeTime(0);
    const r = recorder(['PENDING', 'PENDING', 'PAID', 'PENDING'], (a) => a === 'PAID');
    startPoll(pollPlanOf({ every: '1s', backoff: 2 }), time.env, r.handlers(time.env.now));
    await time.advance(20_000);
    expect(r.reads).toEqual([0, 1000, 3000]);
  });

  it('asks again after a failed read', async () => {
    const time = fakeTime(0);
    const r = recorder([new Error('network'), 'PAID'], (a) => a === 'PAID');
    startPoll(pollPlanOf({ every: '2s' }), time.env, r.handlers(time.env.now));
    await time.advance(10_000);
    expect(r.reads).toEqual([0, 2000]);
  });

  it('reads nothing while the page is hidden, and at once when it is shown again', async () => {
    const time = fakeTime(0);
    const r = recorder(['PENDING'], () => false);
    startPoll(pollPlanOf({ every: '2s' }), time.env, r.handlers(time.env.now));
    await time.advance(2500);
    expect(r.reads).toEqual([0, 2000]);
    time.setShown(false);
    await time.advance(30_000);
    expect(r.reads).toEqual([0, 2000]);
    time.setShown(true);
    await time.advance(100);
    expect(r.reads).toEqual([0, 2000, 32_500]);
    await time.advance(2000);
    expect(r.reads).toEqual([0, 2000, 32_500, 34_500]);
  });

  it('gives up when its time runs out (even in the middle of a wait), and stop ends it', async () => {
    const time = fakeTime(0);
    const r = recorder(['PENDING'], () => false);
    const h = r.handlers(time.env.now);
    startPoll(pollPlanOf({ every: '4s', for: '10s' }), time.env, h);
    await time.advance(60_000);
    expect(r.reads).toEqual([0, 4000, 8000]);
    expect(h.timedOut).toHaveBeenCalledOnce();

    const again = fakeTime(0);
    const r2 = recorder(['PENDING'], () => false);
    const stop = startPoll(pollPlanOf({ every: '1s' }), again.env, r2.handlers(again.env.now));
    await again.advance(1500);
    stop();
    await again.advance(10_000);
    expect(r2.reads).toEqual([0, 1000]);
  });
});
