// Inserting a step between A and the step B that A's transition leads to: A now leads to the new step
// (its condition kept), the new step to B, nothing else moves; the preview names the changed arrows.
import { describe, expect, it } from 'vitest';
import { insertStep, linearLinks } from '../../../src/studio/step-insertion';

const title = { id: 'Langkah baru', en: 'New step' };
const journey = {
  id: 'prepaid-sim',
  steps: [
    { id: 'order', path: '/prepaid', next: [{ to: 'recipient', when: { '!!': { var: 'number.id' } } }, { to: '@page:home' }] },
    { id: 'recipient', path: '/prepaid/recipient', next: [{ to: 'review' }] },
    { id: 'review', path: '/prepaid/review', next: [{ to: '@page:payment' }] },
    { id: 'step-4', path: '/prepaid-sim-step-4' },
  ],
};

describe('linearLinks', () => {
  it('lists each transition to the step right after in the list', () => {
    expect(linearLinks(journey)).toEqual([
      { fromIndex: 0, from: 'order', rule: 0, to: 'recipient' },
      { fromIndex: 1, from: 'recipient', rule: 0, to: 'review' },
    ]);
    expect(linearLinks({ steps: [] })).toEqual([]);
  });
});

describe('insertStep', () => {
  it('rewires A → new → B, keeping A\'s condition on the arrow to the new step', () => {
    const [link] = linearLinks(journey);
    if (!link) throw new Error('no link');
    const r = insertStep(journey, link, title);
    // step-4 and its path are taken: the next free number.
    expect(r.id).toBe('step-5');
    const steps = r.data.steps as Record<string, unknown>[];
    expect(steps.map((s) => s.id)).toEqual(['order', 'step-5', 'recipient', 'review', 'step-4']);
    expect(steps[0]?.next).toEqual([{ to: 'step-5', when: { '!!': { var: 'number.id' } } }, { to: '@page:home' }]);
    expect(steps[1]).toEqual({ id: 'step-5', path: '/prepaid-sim-step-5', title, layout: { nav: true, footer: true }, blocks: [], next: [{ to: 'recipient' }] });
    expect(steps[2]).toBe(journey.steps[1]);
    expect(r.removed).toEqual({ from: 'order', to: 'recipient', when: { '!!': { var: 'number.id' } } });
    expect(r.added).toEqual([{ from: 'order', to: 'step-5', when: { '!!': { var: 'number.id' } } }, { from: 'step-5', to: 'recipient' }]);
    // The journey given is left as it was.
    expect(journey.steps[0]?.next?.[0]?.to).toBe('recipient');
  });

  it('refuses a link that is not there (any more)', () => {
    expect(() => insertStep(journey, { fromIndex: 1, from: 'recipient', rule: 0, to: 'order' }, title)).toThrow(/no transition/);
  });
});
