// The journey map's layout: rows by distance from the entry, pages as their own boxes, arrows with
// their conditions, back arrows marked, no two boxes on top of each other.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journeyGraph, NODE_H, NODE_W } from '../../../src/studio/journey-graph';
import { movedStep, movedStepTo, withNewStep } from '../../../src/studio/journey-steps';

const ROOT = resolve(import.meta.dirname, '../../..');
const step = (id: string, next: Array<{ to: string; when?: unknown }>) => ({ id, title: { id: `T ${id}`, en: `Title ${id}` }, next });

describe('journeyGraph', () => {
  const steps = [
    step('b', [{ to: 'c', when: { '!!': { var: 'x' } } }, { to: 'd' }]),
    step('a', [{ to: 'b' }]),
    step('c', [{ to: '@page:payment' }]),
    step('d', [{ to: 'a' }]),
    step('lost', []),
  ];
  const g = journeyGraph(steps, { goto: 'a' }, 'en');

  it('puts steps in rows by their distance from the entry, unreached ones last', () => {
    const row = Object.fromEntries(g.nodes.map((n) => [n.key, n.row]));
    expect(row).toEqual({ a: 0, b: 1, c: 2, d: 2, '@page:payment': 3, lost: 4 });
    expect(g.nodes.find((n) => n.key === '@page:payment')?.stepIndex).toBeNull();
    expect(g.nodes.find((n) => n.key === 'b')?.label).toBe('Title b (b)');
  });

  it('draws one arrow per next rule with its condition, the rule after a conditional one is "otherwise", loops go back', () => {
    expect(g.edges.map((e) => [e.from, e.to, e.back])).toEqual([['b', 'c', false], ['b', 'd', false], ['a', 'b', false], ['c', '@page:payment', false], ['d', 'a', true]]);
    expect(g.edges[0]?.when).toEqual({ '!!': { var: 'x' } });
    expect(g.edges[1]?.afterConditional).toBe(true);
  });

  it('never overlaps two boxes, and the drawing holds them all', () => {
    for (const a of g.nodes) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x + NODE_W).toBeLessThanOrEqual(g.width);
      expect(a.y + NODE_H).toBeLessThanOrEqual(g.height);
      for (const b of g.nodes) {
        if (a === b) continue;
        const apart = a.x + NODE_W <= b.x || b.x + NODE_W <= a.x || a.y + NODE_H <= b.y || b.y + NODE_H <= a.y;
        expect(apart, `${a.key} / ${b.key}`).toBe(true);
      }
    }
  });

  it('lays out every shipped journey with every step and next rule', () => {
    for (const file of ['prepaid-sim', 'postpaid-sim']) {
      const j = JSON.parse(readFileSync(resolve(ROOT, `flows/journeys/${file}.json`), 'utf8')) as { entry: unknown; steps: Array<{ id: string; next?: unknown[] }> };
      const graph = journeyGraph(j.steps, j.entry, 'id');
      for (const s of j.steps) expect(graph.nodes.some((n) => n.key === s.id)).toBe(true);
      expect(graph.edges).toHaveLength(j.steps.reduce((n, s) => n + (s.next?.length ?? 0), 0));
    }
  });
});

describe('step edits', () => {
  it('moves a step and adds one with an unused id and path', () => {
    const data = { id: 'j', steps: [{ id: 'a' }, { id: 'step-3' }] };
    expect(movedStep(data, 1, -1).steps).toEqual([{ id: 'step-3' }, { id: 'a' }]);
    expect(movedStep(data, 0, -1)).toBe(data);
    const four = { steps: ['a', 'b', 'c', 'd'] };
    expect(movedStepTo(four, 3, 0).steps).toEqual(['d', 'a', 'b', 'c']);
    expect(movedStepTo(four, 0, 2).steps).toEqual(['b', 'c', 'a', 'd']);
    expect(movedStepTo(four, 1, 9)).toBe(four);
    const added = withNewStep(data, { id: 'Langkah baru', en: 'New step' }).steps as Array<Record<string, unknown>>;
    expect(added[2]).toMatchObject({ id: 'step-4', path: '/j-step-4', title: { id: 'Langkah baru', en: 'New step' }, blocks: [] });
  });
});

describe('journeyGraph: timers and polls', () => {
  it('draws an arrow for each timer, poll and poll timeout, numbered after the next rules and labelled by when they lead on', async () => {
    const { timeWords } = await import('../../../src/studio/time-words');
    const steps = [
      { ...step('offer', [{ to: 'taken' }]), timers: [{ id: 'gone', after: '90s', to: '@step:gone' }] },
      { ...step('wait', []), polls: [{ id: 'paid', source: 'payment.status', until: { '==': [{ var: 'input.status' }, 'PAID'] }, to: '@step:taken', for: '10m', timeout: { to: '@page:help' } }] },
      step('taken', []), step('gone', [{ to: 'wait' }]),
    ];
    const g = journeyGraph(steps, { goto: 'offer' }, 'en');
    expect(g.edges.map((e) => [e.from, e.to, e.rule, e.by?.kind ?? 'next'])).toEqual([
      ['offer', 'taken', 0, 'next'], ['offer', 'gone', 1, 'timer'], ['wait', 'taken', 0, 'poll'], ['wait', '@page:help', 1, 'timeout'], ['gone', 'wait', 0, 'next'],
    ]);
    const words = g.edges.flatMap((e) => (e.by ? [timeWords(e.by, 'en')] : []));
    expect(words[0]).toBe('⏱ after 90s');
    expect(words[1]).toMatch(/^↻ ask payment\.status until: /);
    expect(words[2]).toBe('↻ payment.status not done within 10m');
    expect(timeWords({ kind: 'timer', id: 't', after: { at: { var: 'order.order_expire' } } }, 'id')).toBe('⏱ pada waktu di order.order_expire');
  });

  it("draws a block's timer as its step's", () => {
    const steps = [{ ...step('offer', []), blocks: [{ widget: 'countdown', timers: [{ id: 'gone', after: '90s', to: '@step:gone' }] }] }, step('gone', [])];
    expect(journeyGraph(steps, { goto: 'offer' }, 'en').edges.map((e) => [e.from, e.to, e.by?.kind])).toEqual([['offer', 'gone', 'timer']]);
  });
});
