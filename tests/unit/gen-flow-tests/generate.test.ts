import { describe, expect, it } from 'vitest';
import { HEADER } from '../../../scripts/gen-flow-tests/emit';
import { generate } from '../../../scripts/gen-flow-tests/generate';
import { loadModel } from '../../../scripts/gen-flow-tests/model';
import type { JourneyDef } from '../../../src/runtime/types';
import { modelWith } from './fixtures';

const real = loadModel(process.cwd()).runtime.journeys['prepaid-sim'] as JourneyDef;

describe('generated specs', () => {
  it('are stable: generating twice gives identical files, with the do-not-edit header', () => {
    const a = generate(loadModel(process.cwd())).files;
    const b = generate(loadModel(process.cwd())).files;
    expect(b).toEqual(a);
    for (const [path, text] of Object.entries(a)) if (path.endsWith('.ts')) expect(text.startsWith(HEADER)).toBe(true);
    expect(Object.values(a).join('')).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
  });

  it('follow a step added to the definition without hand edits', () => {
    const added: JourneyDef = structuredClone(real);
    const order = added.steps[0];
    if (!order?.next?.[0]) throw new Error('fixture');
    order.next[0].to = 'confirm';
    added.steps.splice(1, 0, {
      id: 'confirm', path: '/order-confirm', cartStep: 2, layout: { nav: true, footer: true },
      title: { id: 'Konfirmasi', en: 'Confirm' }, blocks: [{ widget: 'cartSteps' }], next: [{ to: 'recipient' }],
    });
    const { plans, problems } = generate(modelWith([added]));
    expect(problems).toEqual([]);
    const hops = plans[0]?.paths[0]?.hops.map((h) => `${h.id}@${h.url}>${h.transition.url}`);
    expect(hops).toEqual(['order@/order>/order-confirm', 'confirm@/order-confirm>/order-recipient', 'recipient@/order-recipient>/payment3s']);
  });

  it('a dead end makes generation report, and the spec fail, naming the journey and the step', () => {
    const broken: JourneyDef = structuredClone(real);
    const recipient = broken.steps.find((s) => s.id === 'recipient');
    if (!recipient) throw new Error('fixture');
    delete recipient.next;
    const { problems, files } = generate(modelWith([broken]));
    expect(problems).toEqual(['journey prepaid-sim, step recipient: dead end: no next and not marked terminal']);
    const spec = files['tests/e2e/generated/prepaid-sim.spec.ts'] ?? '';
    expect(spec).toContain('throw new Error(plan.problems.join');
    expect(spec).toContain('journey prepaid-sim, step recipient: dead end');
  });

  it('a field removed from a step is no longer filled or tried, so the API call fails at that step', () => {
    const removed: JourneyDef = structuredClone(real);
    const form = removed.steps.find((s) => s.id === 'recipient')?.blocks.find((b) => b.widget === 'form');
    if (!form?.props || !Array.isArray(form.props.fields)) throw new Error('fixture');
    form.props.fields = form.props.fields.filter((f) => f !== 'recipientEmail' && f !== 'recipientEmailConfirm');
    const hop = generate(modelWith([removed])).plans[0]?.paths[0]?.hops.find((h) => h.id === 'recipient');
    expect(hop?.fields.map((f) => f.name)).not.toContain('recipientEmail');
    // The runner names the step on failure: `journey prepaid-sim, step recipient: moves on to /payment3s failed`.
    expect(hop?.transition.url).toBe('/payment3s');
  });

  it('tries every invalid example with its exact message and every onError code of the step', () => {
    const plan = generate(loadModel(process.cwd())).plans.find((p) => p.journey === 'prepaid-sim');
    const hop = plan?.paths[0]?.hops.find((h) => h.id === 'recipient');
    expect(hop?.errors.map((e) => `${e.key}:${e.inject}->${e.modalCode}`)).toEqual(['40011:40011->40011', '40012:40012->40012', '40015:40015->40015', '40016:40016->40016', '429:429->429', '*:500->500']);
    const phone = hop?.invalid.find((c) => c.field === 'recipientPhone' && c.keyword === 'minLength');
    expect(phone?.message.id).not.toContain('%s');
    expect(plan?.coverage.transitions).toEqual(['order->recipient', 'recipient->@page:payment']);
  });
});

describe('step order in the file', () => {
  it('does not change the paths: they follow next, not the order of the steps array', () => {
    const reordered: JourneyDef = structuredClone(real);
    reordered.steps.reverse();
    const hops = (j: JourneyDef) => generate(modelWith([j])).plans[0]?.paths.map((p) => p.hops.map((h) => `${h.id}>${h.transition.url}`));
    expect(hops(reordered)).toEqual(hops(real));
  });
});
