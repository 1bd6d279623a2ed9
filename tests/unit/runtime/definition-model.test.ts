// The one model of a definition set: routes, target resolution, traits, field checks, the error chain.
import { describe, expect, it, vi } from 'vitest';
import { lintDefinitions } from '../../../src/definitions/lint';
import { validateDefinitions } from '../../../src/definitions/validate';
import { conventionalFiles } from '../../../src/definitions/files';
import { buildModel, GENERIC_ERROR, type Handlers } from '../../../src/runtime/definition-model';
import { buildRoutes } from '../../../src/runtime/routes';
import { outlineOf } from '../../../src/definitions/outline';
import { initialSession, setPath, snapshotOf, stateSchemaOf } from '../../../src/runtime/session';
import type { Action, Handler } from '../../../src/runtime/types';
import { copyDefinitions, must } from '../definitions/helpers';
import { demoDefinitions, demoModel } from './fixtures';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

const model = demoModel();

describe('the demo fixture', () => {
  it('passes the schemas and the lint, like a published journey must', () => {
    const defs = demoDefinitions();
    expect(validateDefinitions(defs, conventionalFiles(defs)).issues).toEqual([]);
    expect(lintDefinitions(defs).errors).toEqual([]);
  });
});

describe('routes and lookups', () => {
  it('owns the route table and the state schema of its set', () => {
    const defs = demoDefinitions();
    expect(model.routes).toEqual(buildRoutes(defs));
    expect(model.state).toEqual(stateSchemaOf({ site: defs.site, ...outlineOf(defs) }));
    expect(model.homePath).toBe('/');
  });

  it('finds the route a path opens, else the not-found page', () => {
    expect(model.findRoute('/order')?.id).toBe('step:prepaid-sim/order');
    expect(model.findRoute('/demo/plan/7')?.id).toBe('step:demo/plan');
    expect(model.findRoute('/demo-start')?.id).toBe('entry:demo');
    expect(model.findRoute('/track/A/b@x.id')?.id).toBe('page:track');
    expect(model.findRoute('/nowhere')?.id).toBe('page:not-found');
  });

  it('finds journeys and steps by id', () => {
    expect(model.journey('demo')?.orderType).toBe('SIMPOST');
    expect(model.journey(undefined)).toBeUndefined();
    expect(model.journey('')).toBeUndefined();
    expect(model.step('demo', 'plan')?.path).toBe('/demo/plan/:id?');
    expect(model.step('demo', 'order')).toBeUndefined();
    expect(model.step(undefined, 'order')).toBeUndefined();
  });

  it('the home path follows site.pages.home', () => {
    const defs = copyDefinitions();
    const promos = must(defs.pages.promos, 'promos');
    defs.site.pages.home = 'promos';
    expect(buildModel(defs).homePath).toBe('/promos');
  });
});

describe('a rebuilt model (a publish)', () => {
  it('keeps the route objects a publish did not change, so open screens are left alone', () => {
    const before = buildModel(demoDefinitions());
    const defs = demoDefinitions();
    const sorry = must(defs.journeys.demo?.steps[2], 'sorry');
    sorry.title = { id: 'Maaf sekali', en: 'So sorry' };
    const after = buildModel(defs, undefined, before);
    const route = (m: typeof before, id: string) => must(m.routes.find((r) => r.id === id), id);
    expect(route(after, 'step:prepaid-sim/order')).toBe(route(before, 'step:prepaid-sim/order'));
    expect(route(after, 'page:home')).toBe(route(before, 'page:home'));
    expect(route(after, 'step:demo/sorry')).not.toBe(route(before, 'step:demo/sorry'));
    expect(route(after, 'step:demo/sorry').screen?.title).toEqual({ id: 'Maaf sekali', en: 'So sorry' });
    expect(after.routes.map((r) => r.id)).toEqual(before.routes.map((r) => r.id));
  });

  it('a route that is gone stays gone, a new one appears', () => {
    const before = buildModel(copyDefinitions());
    const after = buildModel(demoDefinitions(), undefined, before);
    expect(after.findRoute('/demo')?.id).toBe('entry:demo');
    const back = buildModel(copyDefinitions(), undefined, after);
    expect(back.findRoute('/demo')?.id).toBe('page:not-found');
  });
});

describe('active traits', () => {
  it('are what a journey says it is (`active.*` in rules)', () => {
    expect(model.active('prepaid-sim')).toEqual({
      id: 'prepaid-sim', journey: 'PREPAID', orderType: 'SIMPRE', productType: 'prepaid', version: 2,
      staff: false, delivery: 'shipping', payment: true, cartSteps: [1, 2, 3, 4],
    });
    expect(model.active('demo')).toMatchObject({ staff: true, delivery: 'none', payment: false, version: 3 });
  });

  it('are null outside a journey or for an unknown one, and a copy of the cart steps', () => {
    expect(model.active(undefined)).toBeNull();
    expect(model.active('esim')).toBeNull();
    const a = model.active('demo');
    a?.cartSteps.push(9);
    expect(model.active('demo')?.cartSteps).toEqual([1, 2]);
  });
});

describe('resolve', () => {
  it('passes a path through, without its query', () => {
    expect(model.resolve('/track')).toBe('/track');
    expect(model.resolve('/promo/flash?ref=x')).toBe('/promo/flash');
  });

  it('@page: the pattern the params fill best (track with and without an order id)', () => {
    expect(model.resolve('@page:track')).toBe('/track');
    expect(model.resolve('@page:track', { params: { id: 'OLA-1' } })).toBe('/track/OLA-1');
    expect(model.resolve('@page:track', { params: { id: 'OLA-1', email: 'b@x.id' } })).toBe('/track/OLA-1/b%40x.id');
    expect(model.resolve('@page:track', { params: { email: 'b@x.id' } })).toBe('/track');
    expect(model.resolve('@page:thankyou', { params: { id: 'OLA-1', email: 'b@x.id', hash: 'h' } })).toBe('/thankyou/OLA-1/b%40x.id/h');
    expect(model.resolve('@page:payment')).toBe('/payment3s');
    expect(model.resolve('@page:home')).toBe('/');
  });

  it('@page: of a page that does not exist leads nowhere', () => {
    expect(model.resolve('@page:checkout')).toBeNull();
  });

  it('@step: in the journey of the context, with its params; nothing without a journey', () => {
    expect(model.resolve('@step:recipient', { journeyId: 'prepaid-sim' })).toBe('/order-recipient');
    expect(model.resolve('@step:plan', { journeyId: 'demo' })).toBe('/demo/plan');
    expect(model.resolve('@step:plan', { journeyId: 'demo', params: { id: 7 } })).toBe('/demo/plan/7');
    expect(model.resolve('@step:recipient')).toBeNull();
    expect(model.resolve('@step:recipient', { journeyId: 'demo' })).toBeNull();
  });

  it('@start: the first step of the journey in context, home without one', () => {
    expect(model.resolve('@start', { journeyId: 'prepaid-sim' })).toBe('/order');
    expect(model.resolve('@start', { journeyId: 'demo' })).toBe('/demo/check');
    expect(model.resolve('@start')).toBe('/');
    expect(model.resolve('@start', { journeyId: 'gone' })).toBe('/');
  });

  it('is null for what is not a target', () => {
    expect(model.resolve('order')).toBeNull();
    expect(model.resolve('@page:')).toBeNull();
  });

  it('@page: of a page whose required param is not given leads nowhere (null): no route would open the path', () => {
    expect(model.resolve('@page:thankyou')).toBeNull();
    expect(model.resolve('@page:thankyou', { params: { email: 'b@x.id' } })).toBeNull();
    expect(model.resolve('@page:promo')).toBeNull();
    expect(model.resolve('@page:promo', { params: { promo_code: 'flash' } })).toBe('/promo/flash');
    expect(model.findRoute('/promo/flash')?.id).toBe('page:promo');
  });
});

describe('checkField', () => {
  it('checks with the texts of the set it was built from; a name that is no field has no error', () => {
    expect(model.checkField('noKK', '123', {}, 'en')).toBe('Maximal 16 characters');
    expect(model.checkField('recipientEmailConfirm', 'a@b.cd', { recipientEmail: 'a@b.ce' }, 'id')).toBe('tidak sama dengan');
    expect(model.checkField('noKtp', '3174011708900001', {}, 'id')).toBeNull();
    expect(model.checkField('notAField', '', {}, 'id')).toBeNull();
    const defs = copyDefinitions();
    defs.messages.validation.required = { id: 'Harus diisi', en: 'Required' };
    expect(buildModel(defs).checkField('noKtp', '', {}, 'en')).toBe('Required');
  });
});

describe('checkField with the shop\'s translator', () => {
  it('resolves the field message keys through the translator it was built with (key, language, %s values)', () => {
    const asked: [string, string, (string | number)[]][] = [];
    const m = buildModel(copyDefinitions(), (key, lang, values) => { asked.push([key, lang, values]); return `${key}|${lang}|${values.join(',')}`; });
    expect(m.checkField('noKK', '123', {}, 'en')).toBe('validation.minLength|en|16');
    expect(m.checkField('recipientName', 'Budi 2', {}, 'id')).toBe('validation.alphabet|id|^[A-Za-z ]+$');
    expect(asked[0]).toEqual(['validation.minLength', 'en', [16]]);
  });

  it('falls back from the field\'s key to validation.<keyword>, then to the keyword itself', () => {
    const m = buildModel(copyDefinitions(), (key) => (key === 'validation.pattern' ? 'generic pattern' : undefined));
    expect(m.checkField('recipientName', 'Budi 2', {}, 'en')).toBe('generic pattern');
    expect(m.checkField('noKtp', '', {}, 'en')).toBe('required');
  });
});

describe('the error lookup chain', () => {
  it('errorEntry: the catalogue entry of a code, else the generic 500', () => {
    expect(model.errorEntry('40011').code).toBe('40011');
    expect(model.errorEntry(40011).entry.button.label.en).toBe('Select Another Number');
    expect(model.errorEntry('activation.40021').code).toBe('activation.40021');
    expect(model.errorEntry('40999')).toEqual({ code: GENERIC_ERROR, entry: copyDefinitions().errors.errors['500'] });
    expect(model.errorEntry('').code).toBe('500');
  });

  it('errorEntry with a context (A7): its variant, then its own entry, then the generic entry of the code', () => {
    const scope = { context: 'activation' };
    expect(model.errorEntry('404', scope).code).toBe('activation.404');
    expect(model.errorEntry('404').code).toBe('404');
    expect(model.errorEntry('40021', { ...scope, variant: 'va' }).code).toBe('activation.40021va');
    expect(model.errorEntry('40022', { ...scope, variant: 'va' }).code).toBe('activation.40022');
    expect(model.errorEntry('40092', scope).code).toBe('40092');
    expect(model.errorEntry('40999', { context: 'elsewhere' }).code).toBe(GENERIC_ERROR);
  });

  it('errorEntry throws when the catalogue has no generic entry', () => {
    const defs = copyDefinitions();
    delete defs.errors.errors['500'];
    expect(() => buildModel(defs).errorEntry('40999')).toThrow(/generic entry 500/);
  });

  const call: Handlers = { 40011: { do: 'toast', message: 'toast.numberUnavailable' }, '*': { do: 'close' } };
  const step: Handlers = { 40012: { do: 'navigate', to: '@start' }, '*': { do: 'reload' } };
  const journey: Handlers = { 40015: { do: 'homeReset' }, '*': { do: 'errorModal', code: '404' } };
  const chain = [call, step, journey];
  const handler = (code: string | number, c: readonly Handlers[] = chain): Handler => model.errorHandler(code, c);

  it('takes the code from the first level naming it', () => {
    expect(handler('40011')).toEqual(call?.['40011']);
    expect(handler(40012)).toEqual(step?.['40012']);
    expect(handler('40012', [{ 40012: { do: 'close' } }, step])).toEqual({ do: 'close' });
  });

  it('a code named at any level beats a * at a nearer level (as implemented)', () => {
    expect(handler('40015')).toEqual(journey?.['40015']);
  });

  it("without the code anywhere, the nearest '*'", () => {
    expect(handler('40099')).toEqual({ do: 'close' });
    expect(handler('40099', [undefined, step, journey])).toEqual({ do: 'reload' });
    expect(handler('40099', [{}, undefined, journey])).toEqual({ do: 'errorModal', code: '404' });
  });

  it('with nothing at all, the catalogue\'s error modal', () => {
    expect(handler('40011', [])).toEqual({ do: 'errorModal' });
    expect(handler('40011', [undefined, undefined])).toEqual({ do: 'errorModal' });
  });
});

describe('sources and purchase suppression', () => {
  it('names the data sources of site.json', () => {
    expect(model.source('cities')).toEqual(copyDefinitions().site.sources.cities);
    expect(model.source('provinces')).toBeUndefined();
  });

  it('suppresses the purchase tags in staff modes (A28) and for staff journeys, from the rule in site.json', () => {
    const s0 = initialSession(model.state);
    const snap = (paths: Record<string, unknown>, journeyId?: string) => {
      let s = s0;
      for (const [p, v] of Object.entries(paths)) s = setPath(model.state, s, p, v as never);
      return snapshotOf(s, { active: model.active(journeyId), constants: {}, now: 0 });
    };
    expect(model.suppressPurchase(snap({}))).toBe(false);
    expect(model.suppressPurchase(snap({}, 'prepaid-sim'))).toBe(false);
    expect(model.suppressPurchase(snap({ agent: 'AG1' }))).toBe(true);
    expect(model.suppressPurchase(snap({ telesale: 'TS1' }))).toBe(true);
    expect(model.suppressPurchase(snap({ retail_store: true }))).toBe(true);
    expect(model.suppressPurchase(snap({ direct_retail: true }))).toBe(true);
    expect(model.suppressPurchase(snap({}, 'demo'))).toBe(true);
    // A consumer choosing store pick-up is still a consumer.
    expect(model.suppressPurchase(snap({ journey: 'RETAIL_STORE' }, 'prepaid-sim'))).toBe(false);
  });
});
