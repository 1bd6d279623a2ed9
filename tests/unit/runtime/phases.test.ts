// Primitives of issue 33 in the runtime: `when` on actions and blocks, an error handler that is a list
// (and may call), and a screen's phases (first on arrival, submitted, led by their answer or error rules).
import { describe, expect, it, vi } from 'vitest';
import { runActions } from '../../../src/runtime/actions';
import { shownBlocks } from '../../../src/runtime/blocks';
import { autoSubmits, currentPhase, phaseTarget, submitPhase } from '../../../src/runtime/phases';
import type { Phase, Screen } from '../../../src/runtime/types';
import { demoModel, fails, fakeHost, fill } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

const model = demoModel();

describe('when on actions', () => {
  it('an action runs only while its rule holds; a skipped one does not stop the list', async () => {
    const host = fakeHost(model);
    fill(host, { visits: 1 });
    const ok = await runActions(host, [
      { do: 'set', path: 'layout', value: 'skipped', when: { '>': [{ var: 'visits' }, 5] } },
      { do: 'set', path: 'referral', value: 'ran', when: { '==': [{ var: 'visits' }, 1] } },
      { do: 'close' },
    ]);
    expect(ok).toBe(true);
    expect(host.session.data.layout).not.toBe('skipped');
    expect(host.session.data.referral).toBe('ran');
    expect(host.close).toHaveBeenCalledOnce();
  });
});

describe('a handler list', () => {
  it('runs in order for its code, its call included; the call that failed still fails the list', async () => {
    const host = fakeHost(model, { answers: { 'catalogue.cities': fails(40016), 'catalogue.packages': { packages: [] } } });
    // A step's (or a phase's, a journey's) onError: behind the call's own in the lookup chain.
    const ok = await runActions(host, [{ do: 'call', op: 'catalogue.cities', store: 'order' }], {
      chain: [{ 40016: [{ do: 'call', op: 'catalogue.packages', store: 'referral' }, { do: 'toast', message: 'step.blocked' }] }],
    });
    expect(ok).toBe(false);
    expect(host.request).toHaveBeenCalledTimes(2);
    expect(host.session.data.referral).toEqual({ packages: [] });
    expect(host.toast).toHaveBeenCalledOnce();
  });

  it("a call in the list that fails shows the catalogue's modal and ends the list (no loop back into it)", async () => {
    const host = fakeHost(model, { answers: { 'catalogue.cities': fails(40016), 'catalogue.packages': fails(40016) } });
    await runActions(host, [{ do: 'call', op: 'catalogue.cities' }], {
      chain: [{ 40016: [{ do: 'call', op: 'catalogue.packages' }, { do: 'toast', message: 'step.blocked' }] }],
    });
    expect(host.request).toHaveBeenCalledTimes(2);
    expect(host.errorModal).toHaveBeenCalledWith('40016');
    expect(host.toast).not.toHaveBeenCalled();
  });
});

describe('when on blocks', () => {
  it('keeps the blocks whose rule holds, and those without one', () => {
    const blocks = [{ widget: 'a' }, { widget: 'b', when: { '!!': { var: 'order' } } }, { widget: 'c', when: { '!': { var: 'order' } } }];
    expect(shownBlocks(blocks, { order: null }).map((b) => b.widget)).toEqual(['a', 'c']);
    expect(shownBlocks(blocks, { order: { order_code: 'X' } }).map((b) => b.widget)).toEqual(['a', 'b']);
  });
});

describe('phases', () => {
  const phases: Phase[] = [
    { id: 'lookup', blocks: [], button: 'find', auto: { '!!': { var: 'params.id' } },
      submit: [{ do: 'call', op: 'catalogue.cities', store: 'order' }],
      next: [{ to: 'confirm', when: { '!!': { var: 'order' } } }, { to: 'sorry', on: 'error' }] },
    { id: 'confirm', blocks: [], button: 'go', next: [{ to: 'result' }] },
    { id: 'result', blocks: [] },
    { id: 'sorry', blocks: [] },
  ];
  const screen: Pick<Screen, 'phases'> = { phases };

  it('the first is current on arrival, a named one when the screen has it; none without phases', () => {
    expect(currentPhase(screen, null)?.id).toBe('lookup');
    expect(currentPhase(screen, 'confirm')?.id).toBe('confirm');
    expect(currentPhase(screen, 'gone')?.id).toBe('lookup');
    expect(currentPhase({}, 'confirm')).toBeNull();
  });

  it('leads by the first rule of the outcome whose when holds; none: it stays', () => {
    const lookup = phases[0] as Phase;
    expect(phaseTarget(lookup, 'answer', { order: { x: 1 } })).toBe('confirm');
    expect(phaseTarget(lookup, 'answer', { order: null })).toBeNull();
    expect(phaseTarget(lookup, 'error', {})).toBe('sorry');
    expect(autoSubmits(lookup, { params: { id: 'A1' } })).toBe(true);
    expect(autoSubmits(lookup, { params: {} })).toBe(false);
    expect(autoSubmits(phases[1] as Phase, { params: { id: 'A1' } })).toBe(false);
  });

  it('a submit runs the actions, then its answer rules choose; a failed call its error rules', async () => {
    const answered = fakeHost(model, { answers: { 'catalogue.cities': { cities: [] } } });
    expect(await submitPhase(answered, phases[0] as Phase, 'en')).toEqual({ outcome: 'answer', to: 'confirm' });
    const refused = fakeHost(model, { answers: { 'catalogue.cities': fails(40016) } });
    expect(await submitPhase(refused, phases[0] as Phase, 'en')).toEqual({ outcome: 'error', to: 'sorry' });
    expect(refused.errorModal).toHaveBeenCalledWith('40016');
  });

  it('incomplete blocks keep it and run nothing', async () => {
    const host = fakeHost(model, { answers: { 'catalogue.cities': { cities: [] } } });
    host.incompleteKeys = ['number.required'];
    expect(await submitPhase(host, phases[0] as Phase, 'en')).toEqual({ outcome: 'incomplete', to: null });
    expect(host.request).not.toHaveBeenCalled();
    expect(host.blocked).toHaveBeenCalledWith('number.required');
  });
});
