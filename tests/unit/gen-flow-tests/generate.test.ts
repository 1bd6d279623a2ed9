import { beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_DIR, HEADER } from '../../../scripts/gen-flow-tests/emit';
import { FIXTURE_DIR, FIXTURE_OVERLAY } from '../../../scripts/gen-flow-tests/fixture';
import { generate } from '../../../scripts/gen-flow-tests/generate';
import { loadModel, type Model } from '../../../scripts/gen-flow-tests/model';
import { pageFormsPlans } from '../../../scripts/gen-flow-tests/page-form-plan';
import { buildModel } from '../../../src/runtime/definition-model';
import type { Journey } from '../../../src/runtime/types';
import { modelWith } from './fixtures';

let shipped: Model;
let real: Journey;
const gen = (model: Model) => generate(model, GENERATED_DIR);
beforeAll(async () => {
  shipped = await loadModel(process.cwd());
  real = shipped.defs.journeys['prepaid-sim'] as Journey;
});

describe('generated specs', () => {
  it('are stable: generating twice gives identical files, with the do-not-edit header', async () => {
    const a = gen(shipped).files;
    const b = gen(await loadModel(process.cwd())).files;
    expect(b).toEqual(a);
    for (const [path, text] of Object.entries(a)) if (path.endsWith('.ts')) expect(text.startsWith(HEADER)).toBe(true);
    expect(Object.values(a).join('')).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
  });

  it('follow a step added to the definition without hand edits', async () => {
    const added: Journey = structuredClone(real);
    const order = added.steps[0];
    if (!order?.next?.[0]) throw new Error('fixture');
    order.next[0].to = 'confirm';
    if (!added.traits) throw new Error('fixture');
    added.traits.cartSteps = [1, 2, 3, 4];
    added.steps.splice(1, 0, {
      id: 'confirm', path: '/order-confirm', cartStep: 2, layout: { nav: true, footer: true },
      title: { id: 'Konfirmasi', en: 'Confirm' }, blocks: [{ widget: 'cartSteps' }], next: [{ to: 'recipient' }],
    });
    const { plans, problems } = gen(await modelWith([added]));
    expect(problems).toEqual([]);
    const hops = plans[0]?.paths[0]?.hops.map((h) => `${h.id}@${h.url}>${h.transition.url}`);
    expect(hops).toEqual(['order@/order>/order-confirm', 'confirm@/order-confirm>/order-recipient', 'recipient@/order-recipient>/payment3s']);
  });

  it('a dead end makes generation report, and the spec fail, naming the journey and the step', async () => {
    const broken: Journey = structuredClone(real);
    const recipient = broken.steps.find((s) => s.id === 'recipient');
    if (!recipient) throw new Error('fixture');
    delete recipient.next;
    const { problems, files } = gen(await modelWith([broken]));
    expect(problems).toEqual(['journey prepaid-sim, step recipient: dead end: no next and not marked terminal']);
    const spec = files['tests/e2e/generated/prepaid-sim.spec.ts'] ?? '';
    expect(spec).toContain('throw new Error(plan.problems.join');
    expect(spec).toContain('journey prepaid-sim, step recipient: dead end');
  });

  it('a field removed from a step is no longer filled or tried, so the API call fails at that step', async () => {
    const removed: Journey = structuredClone(real);
    const form = removed.steps.find((s) => s.id === 'recipient')?.blocks.find((b) => b.widget === 'form');
    if (!form?.props || !Array.isArray(form.props.fields)) throw new Error('fixture');
    form.props.fields = form.props.fields.filter((f) => f !== 'recipientEmail' && f !== 'recipientEmailConfirm');
    const hop = gen(await modelWith([removed])).plans[0]?.paths[0]?.hops.find((h) => h.id === 'recipient');
    expect(hop?.fields.map((f) => f.name)).not.toContain('recipientEmail');
    // The runner names the step on failure: `journey prepaid-sim, step recipient: moves on to /payment3s failed`.
    expect(hop?.transition.url).toBe('/payment3s');
  });

  it('tries every invalid example with its exact message and every onError code of the step', async () => {
    const plan = gen(shipped).plans.find((p) => p.journey === 'prepaid-sim');
    const hop = plan?.paths[0]?.hops.find((h) => h.id === 'recipient');
    expect(hop?.errors.map((e) => `${e.key}:${e.inject}->${e.modalCode}`)).toEqual(['40011:40011->40011', '40012:40012->40012', '40015:40015->40015', '40016:40016->40016', '429:429->429', '*:500->500']);
    const phone = hop?.invalid.find((c) => c.field === 'recipientPhone' && c.keyword === 'minLength');
    expect(phone?.message.id).not.toContain('%s');
    expect(plan?.coverage.transitions).toEqual(['order->recipient', 'recipient->@page:payment']);
  });

  it('expects, where a witness keeps a step put, the message the customer gets: the missing choice\'s own', () => {
    const plan = gen(shipped).plans.find((p) => p.journey === 'prepaid-sim');
    const hop = plan?.paths[0]?.hops.find((h) => h.id === 'order');
    const ui = shipped.defs.messages.ui;
    expect(hop?.probes.map((p) => p.blocked?.en)).toEqual(expect.arrayContaining(
      ['city.required', 'number.required', 'package.required'].map((k) => ui[k]?.en)));
  });
});

describe('step order in the file', () => {
  it('does not change the paths: they follow next, not the order of the steps array', async () => {
    const reordered: Journey = structuredClone(real);
    reordered.steps.reverse();
    const hops = async (j: Journey) => gen(await modelWith([j])).plans[0]?.paths.map((p) => p.hops.map((h) => `${h.id}>${h.transition.url}`));
    expect(await hops(reordered)).toEqual(await hops(real));
  });
});

describe('the test journey (tests/fixtures/flows)', () => {
  it('walks both steps a call\'s answer chooses, with the answer as the witness', async () => {
    const { plans, problems } = generate(await loadModel(process.cwd(), [FIXTURE_OVERLAY]), FIXTURE_DIR, ['gift-number']);
    expect(problems).toEqual([]);
    const plan = plans[0];
    expect(plan?.coverage.transitions).toEqual(expect.arrayContaining(['digits->found', 'digits->no-match', 'no-match->digits']));
    const digits = plan?.paths.flatMap((p) => p.hops).filter((h) => h.id === 'digits') ?? [];
    expect(digits.map((h) => [h.transition.to, h.transition.witness])).toEqual(expect.arrayContaining([
      ['found', { 'giftMatches.0.msisdn': '1' }], ['no-match', { 'giftMatches.0.msisdn': '' }],
    ]));
    expect(digits[0]?.calls).toEqual([{ op: 'numbers.regular', method: 'GET', path: '/api/number/pre/reg', store: 'giftMatches', pick: 'numbers' }]);
  });
});

describe('page forms (a block whose widget meta declares form)', () => {
  /** The shipped definitions, changed by `edit`, with the runtime model rebuilt from them. */
  const changed = (edit: (defs: Model['defs']) => void): Model => {
    const defs = structuredClone(shipped.defs);
    edit(defs);
    return { ...shipped, defs, model: buildModel(defs) };
  };
  const formsOf = (model: Model) => pageFormsPlans(model).flatMap((p) => p.forms.map((f) => ({ page: p.page, ...f })));

  it("enumerate each phased page form's fields, results and every catalogue entry of its error context, from the definitions alone", () => {
    const forms = formsOf(shipped);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      const phases = shipped.defs.pages[form.page]?.phases ?? [];
      const roles = shipped.metas[form.widget]?.form;
      if (!phases.some((p) => p.blocks.some((b) => b.widget === form.widget)) || !roles) throw new Error(`no phase block ${form.widget} on ${form.page}`);
      // The context its phases' error modals name, and the fields its first phase's form asks for.
      const modals = phases.flatMap((p) => Object.values(p.onError ?? {})).flat().filter((a) => !Array.isArray(a) && a.do === 'errorModal');
      const context = String(modals.find((a) => !Array.isArray(a) && a.context !== undefined)?.context ?? '');
      expect(context).not.toBe('');
      const entries = Object.keys(shipped.defs.errors.errors).filter((k) => k.startsWith(`${context}.`)).sort();
      expect(form.errors.map((e) => e.modalCode)).toEqual(entries);
      expect(form.results.map((r) => r.result)).toEqual([...roles.results]);
      const names = (phases[0]?.blocks ?? []).flatMap((b) => (b.widget === 'form' ? (b.props as { fields: string[] }).fields : []));
      expect(names.length).toBeGreaterThan(0);
      const invalid = names.flatMap((n) => shipped.defs.fields.fields[n]?.examples.invalid ?? []);
      expect(form.invalid).toHaveLength(invalid.length);
      expect(form.coverage.fields).toEqual(names.map((n) => `${form.page}:${n}`));
      expect(gen(shipped).files[`${GENERATED_DIR}/page-${form.page}.spec.ts`]).toContain(JSON.stringify(form.name));
    }
  });

  it('follow a new entry of the context and a changed button without hand edits', () => {
    const [form] = formsOf(shipped);
    if (!form) throw new Error('no page form');
    const context = form.errors[0]?.modalCode.split('.')[0] ?? '';
    const model = changed((defs) => {
      const generic = defs.errors.errors['40023'];
      if (!generic) throw new Error('fixture');
      defs.errors.errors[`${context}.40023`] = { ...structuredClone(generic), button: { label: { id: 'Lacak', en: 'Track' }, action: { do: 'navigate', to: '@page:track' } } };
    });
    const added = formsOf(model)[0]?.errors.find((e) => e.outcome === '40023');
    expect(added).toMatchObject({ modalCode: `${context}.40023`, closes: false, coverage: `${form.page}:40023` });
    expect(added?.buttonTo).toEqual([model.defs.pages.track?.path, ...(model.defs.pages.track?.aliases ?? [])]);
    expect(JSON.parse(gen(model).files[`${GENERATED_DIR}/coverage-plan.json`] ?? '{}')[form.name].errorCodes).toContain(`${form.page}:40023`);
  });
});
