// The generated journey tests reach the end of the order and its edges, from the definitions alone: one path pays
// to the thank-you page, each guarded step is opened without its facts, each body template's branch is taken
// (a pick-up makes a RETAILREV order), and a NIK or an email is drawn from the test's seed.
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluate, snapshotOf } from '../../../scripts/gen-flow-tests/conditions';
import { GENERATED_DIR, PAGES_COVERAGE } from '../../../scripts/gen-flow-tests/emit';
import { pagesPlan } from '../../../scripts/gen-flow-tests/journey-plan';
import { generate } from '../../../scripts/gen-flow-tests/generate';
import { loadModel, type Model } from '../../../scripts/gen-flow-tests/model';
import type { JourneyPlan } from '../../../scripts/gen-flow-tests/plan';
import { randomValueOf } from '../../../scripts/gen-flow-tests/reach-end';
import type { Journey, JsonValue } from '../../../src/runtime/types';
import { modelWith } from './fixtures';

let shipped: Model;
let plans: JourneyPlan[];
const planOf = (id: string): JourneyPlan => {
  const plan = plans.find((p) => p.journey === id);
  if (!plan) throw new Error(`no plan of ${id}`);
  return plan;
};
beforeAll(async () => {
  shipped = await loadModel(process.cwd());
  plans = generate(shipped, GENERATED_DIR).plans;
});

describe('the paying path', () => {
  it('is one path per journey that ends on the payment methods, paid with the site\'s card method, ending on its next page', () => {
    for (const id of ['prepaid-sim', 'postpaid-sim']) {
      const paying = planOf(id).paths.filter((p) => p.settle);
      expect(paying, id).toHaveLength(1);
      const card = shipped.defs.site.paymentMethods.find((m) => m.enabled && m.kind === 'card');
      expect(paying[0]?.settle?.choice).toBe(card?.code);
      expect(paying[0]?.settle?.thanks.url).toBe('/thankyou');
      expect(paying[0]?.settle?.thanks.paidHeading?.en).toBe(shipped.defs.pages.thankyou?.texts?.paidHeading?.en);
    }
  });

  it('is not planned when the site has no method paid on the gateway\'s page', async () => {
    const model = await modelWith([shipped.defs.journeys['prepaid-sim'] as Journey]);
    model.defs.site.paymentMethods = model.defs.site.paymentMethods.filter((m) => m.kind !== 'card');
    expect(generate(model, GENERATED_DIR).plans[0]?.paths.some((p) => p.settle)).toBe(false);
  });
});

describe('guard refusals', () => {
  it('open each guarded step under a state its guard refuses and expect the journey\'s entry step', () => {
    const plan = planOf('postpaid-sim');
    const journey = shipped.defs.journeys['postpaid-sim'] as Journey;
    const guarded = journey.steps.filter((s) => s.guard !== undefined).map((s) => s.id);
    expect(plan.refusals?.map((r) => r.step)).toEqual(guarded);
    for (const r of plan.refusals ?? []) {
      const step = journey.steps.find((s) => s.id === r.step);
      const rule = (journey.guards?.[step?.guard ?? ''] ?? null) as JsonValue;
      expect(rule).not.toBeNull();
      expect(evaluate(rule, snapshotOf(r.witness))).toBe(false);
      expect(r.lands.url).toBe(journey.steps.find((s) => s.id === journey.entry.goto)?.path);
      expect(plan.coverage.branches).toContain(r.key);
    }
  });

  it('follow the definition: a step without its guard is no longer refused', async () => {
    const open: Journey = structuredClone(shipped.defs.journeys['prepaid-sim'] as Journey);
    for (const s of open.steps) delete s.guard;
    expect(generate(await modelWith([open]), GENERATED_DIR).plans[0]?.refusals).toBeUndefined();
  });
});

describe('guarded pages refused', () => {
  it('open each guarded page under a state its guard refuses and expect its fallback, the home page, counted as a branch', () => {
    const files = generate(shipped, GENERATED_DIR).files;
    const universe = JSON.parse(files[`${GENERATED_DIR}/coverage-plan.json`] ?? '{}') as Record<string, { branches: string[] }>;
    const home = shipped.defs.pages[shipped.defs.site.pages.home];
    const pages = pagesPlan(shipped).pages;
    const guarded = Object.keys(shipped.defs.pages).filter((id) => shipped.defs.pages[id]?.guard !== undefined).sort();
    expect(guarded.length).toBeGreaterThan(0);
    expect(pages.filter((p) => p.refusal).map((p) => p.id)).toEqual(guarded);
    for (const p of pages.filter((x) => x.refusal)) {
      expect(evaluate(p.guard, snapshotOf(p.refusal?.witness ?? {})), p.id).toBe(false);
      expect(p.refusal?.lands.screen).toBe(`screen-${home?.id ?? ''}`);
      expect(universe[PAGES_COVERAGE]?.branches).toContain(p.refusal?.key);
    }
  });
});

describe('body template branches', () => {
  it('take both branches of the order type: a pick-up sends RETAILREV, a courier the journey\'s own order type', () => {
    const hop = planOf('prepaid-sim').paths.flatMap((p) => p.hops).find((h) => h.bodyBranches);
    const branches = hop?.bodyBranches ?? [];
    expect(branches.map((b) => [b.pointer, b.want, b.expect])).toEqual([['/orderType', true, 'RETAILREV'], ['/orderType', false, 'SIMPRE']]);
    const pickup = branches[0];
    expect(pickup?.witness).toEqual({ 'delivery.method': 'pickup' });
    // The pick-up is asked of the widget bound where the witness lives.
    expect(hop?.widgets.find((w) => w.bind === 'delivery')?.widget).toBe('deliveryPicker');
    expect(planOf('postpaid-sim').coverage.branches).toEqual(expect.arrayContaining(['shipping:orders.create/orderType#true', 'shipping:orders.create/orderType#false']));
  });
});

describe('random test data', () => {
  it('draws a NIK keeping its example\'s region and birth date, and an email keeping its address', () => {
    const example = shipped.defs.fields.fields.noKtp?.examples.valid[0] ?? '';
    expect(randomValueOf(shipped, 'noKtp')).toEqual({ kind: 'nik', keep: example.slice(0, 12) });
    expect(randomValueOf(shipped, 'recipientEmail')).toMatchObject({ kind: 'email', domain: 'example.com' });
    expect(randomValueOf(shipped, 'recipientName')).toBeNull();
    const personal = planOf('postpaid-sim').paths[0]?.hops.find((h) => h.fields.some((f) => f.name === 'noKtp'));
    expect(personal?.fields.find((f) => f.name === 'noKtp')?.random?.kind).toBe('nik');
  });
});
