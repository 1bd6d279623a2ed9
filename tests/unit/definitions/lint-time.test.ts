// The lint of what screens declare about time: expiries, timers and polls refer to what exists, and
// the rules that read `time.<name>` name an expiry of their own screen.
import { describe, expect, it, vi } from 'vitest';
import type { Step } from '../../../src/definitions/types';
import { copyDefinitions, JOURNEY_FILE, lintErrors, pageOf, stepOf } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const err = (file: string, pointer: string, message: string) => ({ file, pointer, message });
const timed = (step: Step): Step => Object.assign(step, {
  expiries: { hold: { at: { var: 'order.order_expire' } } },
  timers: [{ id: 'holdEnds', after: { at: { var: 'order.order_expire' } }, to: '@step:recipient' }],
  polls: [{ id: 'paid', source: 'payment.status', input: { orderCode: { var: 'order.order_code' } }, store: 'payment', until: { '==': [{ var: 'input.status' }, 'PAID'] }, to: '@page:track', for: '10m', timeout: { actions: [{ do: 'toast', message: 'step.blocked' }] } }],
  ready: { '!': { var: 'time.hold.over' } },
});

describe('time on screens', () => {
  it('accepts expiries, timers and polls that name what exists (a countdown of a declared expiry included)', () => {
    const defs = copyDefinitions();
    const step = timed(stepOf(defs, 1));
    step.blocks.push({ widget: 'countdown', props: { expiry: 'hold', running: { id: 'Sisa %s', en: '%s left' }, over: { id: 'Habis', en: 'Over' } } });
    expect(lintErrors(defs)).toEqual([]);
  });

  it('refuses an unknown source, a store no state key declares, a timeout without a time limit, and two outcomes at once', () => {
    const defs = copyDefinitions();
    const step = timed(stepOf(defs, 1));
    const poll = step.polls?.[0];
    const timer = step.timers?.[0];
    if (!poll || !timer) throw new Error('no poll');
    poll.source = 'payment.nope';
    poll.store = 'paymnt';
    delete poll.for;
    timer.actions = [{ do: 'reload' }];
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/1/timers/0', "timer 'holdEnds' needs exactly one of 'to' or 'actions'"),
      err(JOURNEY_FILE, '/steps/1/polls/0/source', "source 'payment.nope' is not in site.json sources"),
      err(JOURNEY_FILE, '/steps/1/polls/0/store', "'paymnt' writes 'paymnt', which no state key or core key declares"),
      err(JOURNEY_FILE, '/steps/1/polls/0/timeout', "poll 'paid' has a timeout but no time limit ('for')"),
    ]);
  });

  it('refuses targets that lead nowhere, repeated names, and time.<name> of an expiry the screen does not declare', () => {
    const defs = copyDefinitions();
    const step = timed(stepOf(defs, 1));
    const timer = step.timers?.[0];
    if (!timer) throw new Error('no timer');
    timer.to = '@step:nowhere';
    timer.id = 'paid';
    step.ready = { '!': { var: 'time.reservation.over' } };
    pageOf(defs, 'track').blocks.push({ widget: 'countdown', props: { expiry: 'hold', running: { id: 'Sisa %s', en: '%s left' }, over: { id: 'Habis', en: 'Over' } } });
    const errors = lintErrors(defs);
    expect(errors).toContainEqual(err(JOURNEY_FILE, '/steps/1/timers/0/to', "'nowhere' is not a step of journey 'prepaid-sim'"));
    expect(errors).toContainEqual(err(JOURNEY_FILE, '/steps/1/polls/0/id', "'paid' names another timer or poll of the screen"));
    expect(errors).toContainEqual(err(JOURNEY_FILE, '/steps/1/ready/!', "'time.reservation.over' reads the expiry 'reservation', which the screen does not declare (its expiries)"));
    expect(errors).toContainEqual(err('flows/pages/track.json', `/blocks/${pageOf(defs, 'track').blocks.length - 1}/props/expiry`, "'hold' is not an expiry of the screen (its expiries)"));
  });

  it("checks a block's timers with the screen's: one set of names, targets that exist", () => {
    const defs = copyDefinitions();
    const step = timed(stepOf(defs, 1));
    const block = step.blocks[0];
    if (!block) throw new Error('no block');
    block.timers = [{ id: 'holdEnds', after: '5m', to: '@step:nowhere' }];
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/1/blocks/0/timers/0/id', "'holdEnds' names another timer or poll of the screen"),
      err(JOURNEY_FILE, '/steps/1/blocks/0/timers/0/to', "'nowhere' is not a step of journey 'prepaid-sim'"),
    ]);
  });

  it('a step that a poll or timer leads on from needs no next rule', () => {
    const defs = copyDefinitions();
    const step = timed(stepOf(defs, 1));
    step.next = [];
    expect(lintErrors(defs).filter((e) => e.message.includes('dead end'))).toEqual([]);
    delete step.timers;
    delete step.polls;
    expect(lintErrors(defs).filter((e) => e.message.includes('dead end'))).toHaveLength(1);
  });
});
