// The generated tests walk what the runtime's phases and expiries decide: every exit of a phase (the walk's
// first answer rules, and a test of its own for each other target, an answer or an error), and both sides of
// a rule that reads an expiry (the page's clock moved past it, in the default language only).
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshotOf } from '../../../scripts/gen-flow-tests/conditions';
import { FIXTURE_DIR, FIXTURE_OVERLAY } from '../../../scripts/gen-flow-tests/fixture';
import { generate } from '../../../scripts/gen-flow-tests/generate';
import { loadModel, type Model } from '../../../scripts/gen-flow-tests/model';
import type { JourneyPlan } from '../../../scripts/gen-flow-tests/plan';
import { phaseTarget } from '../../../src/runtime/phases';
import type { Journey, Phase } from '../../../src/runtime/types';
import { modelWith } from './fixtures';

let fixture: Model;
const planOf = (model: Model, id: string): JourneyPlan => {
  const plan = generate(model, FIXTURE_DIR, [id]).plans[0];
  if (!plan) throw new Error(`no plan of ${id}`);
  return plan;
};
beforeAll(async () => {
  fixture = await loadModel(process.cwd(), [FIXTURE_OVERLAY]);
});

describe('phase exits', () => {
  it('count every target of every phase, the walk taking the first answer rules and a test taking each other one', () => {
    const plan = planOf(fixture, 'number-claim');
    const exits = ['claim:lookup->confirm', 'claim:confirm->result', 'claim:confirm->lookup', 'claim:confirm-(error)->lookup'];
    expect(plan.coverage.transitions).toEqual(expect.arrayContaining(exits));
    // A journey of one screen: the walk is its end's.
    const walk = plan.paths[0]?.end.phases ?? [];
    expect(walk.map((p) => p.key)).toEqual(['claim:lookup->confirm', 'claim:confirm->result', null]);
    expect(plan.phaseExits?.map((c) => c.exit.key)).toEqual(['claim:confirm->lookup', 'claim:confirm-(error)->lookup']);
  });

  it('make the rule the first to hold, as the runtime decides it: a witness of the answer, or a code no handler names', () => {
    const plan = planOf(fixture, 'number-claim');
    const confirm = fixture.defs.journeys['number-claim']?.steps[0]?.phases?.find((p) => p.id === 'confirm') as Phase;
    const [answer, error] = plan.phaseExits ?? [];
    expect(answer?.exit.witness).toEqual({ 'claimHeld.available': '' });
    expect(phaseTarget(confirm, 'answer', snapshotOf(answer?.exit.witness ?? {}))).toBe('lookup');
    expect(answer?.exit.calls.map((c) => c.store)).toEqual(['claimHeld']);
    expect(error?.exit.inject).not.toBeNull();
    expect(Object.keys(fixture.defs.journeys['number-claim']?.steps[0]?.onError ?? {})).not.toContain(error?.exit.inject);
  });

  it('list an exit no press can take (a phase without a button) in the universe, without a test', async () => {
    const claim = structuredClone(fixture.defs.journeys['number-claim'] as Journey);
    const confirm = claim.steps[0]?.phases?.find((p) => p.id === 'confirm') as Phase;
    delete confirm.button;
    confirm.auto = { '!!': { var: 'claimMatches.0.id' } };
    const plan = planOf(await modelWith([claim], [FIXTURE_OVERLAY]), 'number-claim');
    expect(plan.coverage.transitions).toContain('claim:confirm->lookup');
    expect(plan.phaseExits).toBeUndefined();
  });
});

describe('rules that read an expiry', () => {
  it('are walked on both sides: the refusal as a probe the clock makes, in the default language only', () => {
    const plan = planOf(fixture, 'timed-offer');
    expect(plan.coverage.branches).toEqual(expect.arrayContaining(['offer-open#ready:true', 'offer-open#ready:false']));
    const first = plan.paths[0]?.hops[0];
    expect(first?.expiries).toEqual({ offer: { var: 'fixtureOfferEnds' } });
    expect(first?.probes).toEqual([expect.objectContaining({ witness: { 'time.offer.over': '1' }, onlyIn: fixture.defs.site.defaultLanguage })]);
    expect(first?.probes[0]?.blocked?.id).toBe('Penawaran sudah berakhir');
    const taken = plan.paths[0]?.hops.find((h) => h.transition.to === 'offer-taken');
    expect(taken?.transition.branches.map((b) => b.key)).toEqual(['offer-open#ready:true']);
  });

  it('stay unplanned when they read what the clock cannot be moved to (seconds left)', async () => {
    const offer = structuredClone(fixture.defs.journeys['timed-offer'] as Journey);
    const open = offer.steps[0] as Journey['steps'][number];
    open.ready = { '>': [{ var: 'time.offer.left' }, 10] };
    const plan = planOf(await modelWith([offer], [FIXTURE_OVERLAY]), 'timed-offer');
    expect(plan.coverage.branches.filter((k) => k.startsWith('offer-open#ready'))).toEqual([]);
    expect(plan.paths[0]?.hops[0]?.probes).toEqual([]);
  });
});
