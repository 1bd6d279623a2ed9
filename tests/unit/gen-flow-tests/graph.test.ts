import { describe, expect, it } from 'vitest';
import { BLOCKED, buildGraph } from '../../../scripts/gen-flow-tests/graph';
import { choosePaths } from '../../../scripts/gen-flow-tests/paths';
import { journey, pages, step } from './fixtures';

describe('step graph and paths', () => {
  it('takes edges from stepTarget, first match wins, with a blocked edge when nothing holds', () => {
    const j = journey('demo', [
      step('a', [{ to: 'vip', when: { '==': [{ var: 'number.type' }, 'VANITY'] } }, { to: 'b', when: { '!!': { var: 'selectedCityID' } } }]),
      step('vip', [{ to: '@page:pay' }]),
      step('b', [{ to: '@page:pay' }]),
    ]);
    const graph = buildGraph(j, pages);
    expect(graph.edges.map((e) => e.id)).toEqual(['a->(blocked)', 'a->b', 'a->vip', 'b->@page:pay', 'vip->@page:pay']);
    expect(graph.problems).toEqual([]);
    const paths = choosePaths(graph);
    const taken = new Set(paths.flat().map((e) => e.id));
    expect([...taken].sort()).toEqual(graph.edges.filter((e) => e.to !== BLOCKED).map((e) => e.id).sort());
    expect(paths.every((p) => p[0]?.from === 'a')).toBe(true);
  });

  it('a cycle does not make the generator loop, and every transition of it is taken', () => {
    const j = journey('loop', [
      step('a', [{ to: 'b', when: { '!!': { var: 'go' } } }]),
      step('b', [{ to: 'a', when: { '==': [{ var: 'back' }, 'yes'] } }, { to: 'c' }]),
      step('c', [{ to: 'b', when: { '<': [{ var: 'n' }, 3] } }, { to: '@page:pay' }]),
    ]);
    const graph = buildGraph(j, pages);
    const paths = choosePaths(graph);
    const moves = graph.edges.filter((e) => e.to !== BLOCKED).map((e) => e.id).sort();
    expect([...new Set(paths.flat().map((e) => e.id))].sort()).toEqual(moves);
    for (const path of paths) expect(new Set(path.map((e) => e.id)).size).toBe(path.length);
    expect(paths.length).toBeLessThanOrEqual(moves.length);
  });

  it('reports an unreachable step, a dead end and a missing target by journey and step', () => {
    const j = journey('broken', [
      step('a', [{ to: 'b' }]),
      step('b', undefined),
      step('island', [{ to: '@page:pay' }]),
      step('c', [{ to: 'nowhere' }]),
    ]);
    const graph = buildGraph(j, pages);
    expect(graph.unreachable).toEqual(['island', 'c']);
    const text = graph.problems.map((p) => `${p.journey}/${p.step}: ${p.message}`);
    expect(text).toContain('broken/b: dead end: no next and not marked terminal');
    expect(text).toContain('broken/island: unreachable: no path from the entry leads here');
    expect(text.some((t) => t.startsWith("broken/c: next[0] leads to 'nowhere'"))).toBe(true);
  });

  it('a ready rule that fails keeps the step put (a blocked edge) with its own branches', () => {
    const j = journey('ready', [step('a', [{ to: '@page:pay' }], { ready: { '!!': { var: 'delivery.ctype' } } })]);
    const graph = buildGraph(j, pages);
    expect(graph.edges.map((e) => e.id)).toEqual(['a->(blocked)', 'a->@page:pay']);
    expect(graph.branches.map((b) => `${b.key}>${b.target}`)).toEqual(['a#ready:true>@page:pay', 'a#ready:false>(blocked)']);
  });

  it('a terminal step is not a dead end', () => {
    const graph = buildGraph(journey('end', [step('a', [{ to: 'z' }]), step('z', undefined, { terminal: true })]), pages);
    expect(graph.problems).toEqual([]);
  });
});

describe('steps that move by themselves', () => {
  it('a timer and a poll are edges of their own, a poll ending on its rule with the answer the witness gives', async () => {
    const site = (await import('../../../src/definitions/bundle')).definitions.site;
    const j = journey('timed', [
      step('offer', [{ to: 'taken' }], { timers: [{ id: 'gone', after: '90s', to: '@step:wait' }] }),
      step('wait', undefined, { polls: [{ id: 'paid', source: 'payment.status', until: { '==': [{ var: 'input.status' }, 'PAID'] }, to: '@page:pay' }] }),
      step('taken', undefined, { terminal: true }),
    ]);
    const graph = buildGraph(j, pages, site);
    expect(graph.problems).toEqual([]);
    const timed = graph.edges.filter((e) => e.timer || e.poll);
    expect(timed.map((e) => e.id)).toEqual(['offer-(gone)->wait', 'wait-(paid)->@page:pay']);
    expect(timed[0]?.timer).toEqual({ timer: 'gone', afterMs: 90_000, at: null });
    expect(timed[1]?.poll).toMatchObject({ poll: 'paid', values: { status: 'PAID' }, call: { op: 'payments.status', method: 'GET' } });
    expect(choosePaths(graph).flat().map((e) => e.id)).toEqual(expect.arrayContaining(['offer-(gone)->wait', 'wait-(paid)->@page:pay', 'offer->taken']));
  });
});
