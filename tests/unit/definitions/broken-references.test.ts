// Lint = run time: every reference the runtime follows is checked. One broken copy of the shipped
// definitions per check, each refused with its file, JSON pointer and message (and nothing else).
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '../../../src/definitions/types';
import {
  blockOf, copyDefinitions, FIELDS_FILE, fieldOf, JOURNEY_FILE, lintErrors, lintWarnings, loose, pageOf, prepaidOf, SITE_FILE, stepOf, must, nextOf, numberCheck, orderCall, orderHandlers,
} from './helpers';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

const err = (file: string, pointer: string, message: string) => ({ file, pointer, message });

describe('JSON Logic variables', () => {
  it('a var whose root no field, state key or core key declares', () => {
    const defs = copyDefinitions();
    const next = nextOf(defs, 0);
    next.when = { '!!': { var: 'cityy.id' } };
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/0/next/0/when/!!', "'cityy.id' reads 'cityy', which no field, state key or core key declares"),
    ]);
  });

  it('values.<a field fields.json does not have>, deep inside a call body template', () => {
    const defs = copyDefinitions();
    const body = orderCall(defs).body as { payload: { recipient: Record<string, unknown> } };
    body.payload.recipient.name = { trim: { var: 'values.recipientFullName' } };
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/1/submit/0/body/payload/recipient/name/trim',
        "'values.recipientFullName' reads the value of 'recipientFullName', which is not a field of fields.json"),
    ]);
  });

  it('input.* where no source or widget supplies an input (a next rule, a guard, a step call)', () => {
    const defs = copyDefinitions();
    const next = nextOf(defs, 0);
    next.when = { '==': [{ var: 'input.id' }, 1] };
    defs.site.guards.hasOrder = { '!!': { var: 'input.orderCode' } };
    const body = orderCall(defs).body as Record<string, unknown>;
    body.sessionId = { var: 'input.session' };
    const noInput = (path: string) => `'${path}': no input is supplied here (only sources and widgets supply one)`;
    expect(lintErrors(defs)).toEqual([
      err(SITE_FILE, '/guards/hasOrder/!!', noInput('input.orderCode')),
      err(JOURNEY_FILE, '/steps/0/next/0/when/==/0', noInput('input.id')),
      err(JOURNEY_FILE, '/steps/1/submit/0/body/sessionId', noInput('input.session')),
    ]);
  });

  it('input.* is fine in a source template and in a widget (the shipped ones use it)', () => {
    const defs = copyDefinitions();
    expect(JSON.stringify(defs.site.sources['numbers.prepaid'])).toContain('input.query');
    expect(JSON.stringify(numberCheck(defs))).toContain('input.id');
    expect(lintErrors(defs)).toEqual([]);
  });

  it('variables in site guards, the purchase suppression rule, a set `from` and a widget rule', () => {
    const defs = copyDefinitions();
    defs.site.guards.otpValid = { '!!': { var: 'otpSession' } };
    defs.site.tracking.suppressPurchase = { or: [{ '!!': { var: 'agent' } }, { '!!': { var: 'staffCode' } }] };
    prepaidOf(defs).entry.actions.push({ do: 'set', path: 'layout', from: { var: 'theme' } });
    const lines = blockOf(stepOf(defs, 1), 4).props?.lines as Record<string, unknown>[];
    const line = must(lines[2], 'summary line');
    line.amount = { var: ['pkg.price', 0] };
    expect(lintErrors(defs)).toEqual([
      err(SITE_FILE, '/guards/otpValid/!!', "'otpSession' reads 'otpSession', which no field, state key or core key declares"),
      err(SITE_FILE, '/tracking/suppressPurchase/or/1/!!', "'staffCode' reads 'staffCode', which no field, state key or core key declares"),
      err(JOURNEY_FILE, '/entry/actions/1/from', "'theme' reads 'theme', which no field, state key or core key declares"),
      err(JOURNEY_FILE, '/steps/1/blocks/4/props/lines/2/amount', "'pkg.price' reads 'pkg', which no field, state key or core key declares"),
    ]);
  });

  it('a link template of a widget (thankYou track params)', () => {
    const defs = copyDefinitions();
    const track = blockOf(pageOf(defs, 'thankyou'), 0).props?.track as { params: Record<string, unknown> };
    track.params.email = { var: 'ordr.email' };
    expect(lintErrors(defs)).toEqual([
      err('flows/pages/thankyou.json', '/blocks/0/props/track/params/email', "'ordr.email' reads 'ordr', which no field, state key or core key declares"),
    ]);
  });

  it('accepts core keys, declared keys, computed roots and item-relative vars inside map/filter', () => {
    const defs = copyDefinitions();
    const next = nextOf(defs, 0);
    next.when = {
      and: [
        { '!!': { var: 'trackingId' } }, { '!!': { var: 'city.id' } }, { '!!': { var: 'values.noKtp' } },
        { '==': [{ var: 'active.orderType' }, 'SIMPRE'] }, { '>': [{ var: 'now' }, 0] }, { '==': [{ var: 'lang' }, 'id'] },
        { '!!': { var: 'constants.securityDeposit' } }, { '!': { var: 'params.id' } },
        { some: [{ var: 'paymentData.items' }, { '==': [{ var: 'anyItemKey' }, 1] }] },
      ],
    };
    expect(lintErrors(defs)).toEqual([]);
  });
});

describe('state keys and binds', () => {
  it('a bind to an undeclared key, to an unknown field value and to a computed root', () => {
    const defs = copyDefinitions();
    const order = stepOf(defs, 0);
    blockOf(order, 1).bind = 'town';
    blockOf(order, 2).bind = 'values.msisdn';
    blockOf(order, 3).bind = 'active.package';
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/0/blocks/1/bind', "'town' writes 'town', which no state key or core key declares"),
      err(JOURNEY_FILE, '/steps/0/blocks/2/bind', "'values.msisdn' is not a field value (values.<field>)"),
      err(JOURNEY_FILE, '/steps/0/blocks/3/bind', "'active.package' is computed, it cannot be written"),
    ]);
  });

  it('a bind on a widget that writes nothing', () => {
    const defs = copyDefinitions();
    blockOf(stepOf(defs, 0), 0).bind = 'city';
    expect(lintErrors(defs)).toEqual([err(JOURNEY_FILE, '/steps/0/blocks/0/bind', "cartSteps writes nothing: remove 'bind'")]);
  });

  it('no bind on a widget that must write its choice', () => {
    const defs = copyDefinitions();
    delete blockOf(stepOf(defs, 0), 3).bind;
    expect(lintErrors(defs)).toEqual([err(JOURNEY_FILE, '/steps/0/blocks/3', "packagePicker writes a choice: give it a 'bind' (a state key)")]);
  });

  it('a key the journey declares may be bound and read (no TypeScript needed)', () => {
    const defs = copyDefinitions();
    const prepaid = prepaidOf(defs);
    prepaid.state = { ...prepaid.state, bundle: { default: null } };
    blockOf(stepOf(defs, 0), 3).bind = 'bundle';
    const next = nextOf(defs, 0);
    next.when = { '!!': { var: 'bundle.id' } };
    expect(lintErrors(defs)).toEqual([]);
  });

  it('a state key that clashes with a core key, a computed root or a field name', () => {
    const defs = copyDefinitions();
    const prepaid = prepaidOf(defs);
    prepaid.state = { ...prepaid.state, agent: { default: '' }, values: { default: {} }, noKtp: { default: '' } };
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/state/agent', "'agent' is a core or computed key: choose another name"),
      err(JOURNEY_FILE, '/state/values', "'values' is a core or computed key: choose another name"),
      err(JOURNEY_FILE, '/state/noKtp', "'noKtp' is also a field name: a field's value lives in values.noKtp"),
    ]);
  });

  it('a key declared twice with different meanings (the same declaration twice is fine)', () => {
    const defs = copyDefinitions();
    const prepaid = prepaidOf(defs);
    prepaid.state = { ...prepaid.state, city: { default: null }, layout: { default: '', keep: true } };
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/state/city', "'city' is declared differently in flows/site.json#/state/city: one key, one meaning"),
    ]);
  });

  it('a call storing its answer to an undeclared key', () => {
    const defs = copyDefinitions();
    orderCall(defs).store = 'orderr';
    expect(lintErrors(defs)).toEqual([err(JOURNEY_FILE, '/steps/1/submit/0/store', "'orderr' writes 'orderr', which no state key or core key declares")]);
  });

  it('a set to an undeclared path, and a reset keeping an undeclared key', () => {
    const defs = copyDefinitions();
    prepaidOf(defs).entry.actions = [{ do: 'reset', keep: ['city', 'cart'] }, { do: 'set', path: 'params.id', value: 1 }];
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/entry/actions/0/keep/1', "'cart' is not a state key"),
      err(JOURNEY_FILE, '/entry/actions/1/path', "'params.id' is computed, it cannot be written"),
    ]);
  });
});

describe('widget props', () => {
  it('a prop that fails the widget\'s props schema (range, unknown prop, missing prop)', () => {
    const defs = copyDefinitions();
    const delivery = blockOf(stepOf(defs, 1), 3);
    delivery.props = { source: 'logistics', storeCtype: 0, colour: 'red' };
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/1/blocks/3/props', "deliveryPicker: must have required property 'input'"),
      err(JOURNEY_FILE, '/steps/1/blocks/3/props', "deliveryPicker: must NOT have additional properties 'colour'"),
      err(JOURNEY_FILE, '/steps/1/blocks/3/props/storeCtype', 'deliveryPicker: must be >= 1'),
    ]);
  });

  it('a ui text a widget names that messages.json does not have', () => {
    const defs = copyDefinitions();
    const total = blockOf(stepOf(defs, 1), 4).props?.total as Record<string, unknown>;
    total.label = 'summary.grandTotal';
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/1/blocks/4/props/total/label', "ui text 'summary.grandTotal' is not in messages.json"),
    ]);
  });

  it('a field a widget names (number search) that fields.json does not have', () => {
    const defs = copyDefinitions();
    const props = must(blockOf(stepOf(defs, 0), 2).props, 'props');
    props.searchField = 'msisdnSearch';
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/0/blocks/2/props/searchField', "field 'msisdnSearch' is not in fields.json"),
    ]);
  });

  it('an unknown source in a widget, a select field and a vanity source', () => {
    const defs = copyDefinitions();
    const props = must(blockOf(stepOf(defs, 0), 2).props, 'props');
    props.vanitySource = 'numbers.gold';
    fieldOf(defs, 'billingProvince').widget = 'select';
    fieldOf(defs, 'billingProvince').options = { source: 'provinces', value: 'id', label: 'name' };
    expect(lintErrors(defs)).toEqual([
      err(FIELDS_FILE, '/fields/billingProvince/options/source', "unknown data source 'provinces' (site.json sources)"),
      err(JOURNEY_FILE, '/steps/0/blocks/2/props/vanitySource', "unknown data source 'numbers.gold' (site.json sources)"),
    ]);
  });
});

describe('operations', () => {
  it('an unknown operation, and one only the payment gateway calls', () => {
    const defs = copyDefinitions();
    orderCall(defs).op = 'orders.cancel';
    numberCheck(defs).op = 'payments.notify';
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/0/blocks/2/props/check/0/op', "operation 'payments.notify' is not called from the browser"),
      err(JOURNEY_FILE, '/steps/1/submit/0/op', "unknown operation 'orders.cancel' (src/contracts/operations.ts)"),
    ]);
  });

  it('a call without the path parameter its operation needs', () => {
    const defs = copyDefinitions();
    numberCheck(defs).params = { id: { var: 'input.id' } };
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/0/blocks/2/props/check/0/op', "operation 'numbers.status' needs the path parameter(s) numberId in params"),
    ]);
  });

  it('a call without an op', () => {
    const defs = copyDefinitions();
    delete orderCall(defs).op;
    expect(lintErrors(defs)).toEqual([err(JOURNEY_FILE, '/steps/1/submit/0', "call needs 'op'")]);
  });

  it('a source with an unknown operation, a gateway operation, or without a required path parameter', () => {
    const defs = copyDefinitions();
    const sources = defs.site.sources;
    const cities = sources.cities;
    const vanity = sources['numbers.vanity'];
    if (!cities || !vanity) throw new Error('sources missing');
    cities.op = 'catalogue.towns';
    sources.notify = { op: 'payments.notify' };
    vanity.params = { selectorName: 'vanity' };
    expect(lintErrors(defs)).toEqual([
      err(SITE_FILE, '/sources/cities/op', "unknown operation 'catalogue.towns' (src/contracts/operations.ts)"),
      err(SITE_FILE, '/sources/numbers.vanity/params', "operation 'numbers.vanity' needs the path parameter(s) packageId"),
      err(SITE_FILE, '/sources/notify/op', "operation 'payments.notify' is not called from the browser"),
    ]);
  });

  it('warns about a source that writes (a source should only read)', () => {
    const defs = copyDefinitions();
    defs.site.sources.claim = { op: 'orders.create', body: { journey: 'PREPAID' } };
    expect(lintErrors(defs)).toEqual([]);
    expect(lintWarnings(defs)).toContainEqual(err(SITE_FILE, '/sources/claim/op', "source 'claim' calls POST orders.create: a source should only read"));
  });
});

describe('error codes', () => {
  it('onError codes of a step, a journey and a widget call that are not in the catalogue', () => {
    const defs = copyDefinitions();
    prepaidOf(defs).onError = { 40100: { do: 'errorModal' }, '*': { do: 'errorModal' } };
    stepOf(defs, 1).onError = { 40200: { do: 'close' } };
    const check = numberCheck(defs);
    check.onError = { ...check.onError, 40300: { do: 'close' } };
    const noEntry = (code: string) => `error code '${code}' has no entry in errors.json`;
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/onError/40100', noEntry('40100')),
      err(JOURNEY_FILE, '/steps/0/blocks/2/props/check/0/onError/40300', noEntry('40300')),
      err(JOURNEY_FILE, '/steps/1/onError/40200', noEntry('40200')),
    ]);
  });

  it('an errorModal naming a code that is not in the catalogue', () => {
    const defs = copyDefinitions();
    orderHandlers(defs)['429'] = { do: 'errorModal', code: '42900' };
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/1/submit/0/onError/429/code', "error code '42900' has no entry in errors.json"),
    ]);
  });
});

describe('navigation targets', () => {
  const noRoute = (path: string) => `no definition declares the route '${path}'`;

  it('navigate, link, nav, footer, redirect and error button targets to routes no definition declares', () => {
    const defs = copyDefinitions();
    const { site } = defs;
    const navChild = site.nav[1]?.children?.[0];
    const footerLink = site.footer.columns[0]?.links[0];
    const redirect = site.redirects[0];
    const button = defs.errors.errors['40059']?.button;
    if (!navChild || !footerLink || !redirect || !button) throw new Error('site parts missing');
    navChild.to = '/cpp-user';
    footerLink.to = '/esim';
    redirect.to = '/pre2post';
    button.action = { do: 'navigate', to: '/nearby-stores' };
    pageOf(defs, 'home').entryActions = [{ do: 'homeReset' }, { do: 'navigate', to: '/campaign-2024' }];
    const track = blockOf(pageOf(defs, 'thankyou'), 0).props?.track as { to: string };
    track.to = '/tracking';
    expect(lintErrors(defs)).toEqual([
      err('flows/errors.json', '/errors/40059/button/action/to', noRoute('/nearby-stores')),
      err(SITE_FILE, '/nav/1/children/0/to', noRoute('/cpp-user')),
      err(SITE_FILE, '/footer/columns/0/links/0/to', noRoute('/esim')),
      err(SITE_FILE, '/redirects/0/to', noRoute('/pre2post')),
      err('flows/pages/home.json', '/entryActions/1/to', noRoute('/campaign-2024')),
      err('flows/pages/thankyou.json', '/blocks/0/props/track/to', noRoute('/tracking')),
    ]);
  });

  it('accepts concrete paths a pattern declares, with a query or a hash', () => {
    const defs = copyDefinitions();
    pageOf(defs, 'home').entryActions = [
      { do: 'navigate', to: '/track/OLA-1/budi@example.com' }, { do: 'navigate', to: '/thankyou3s/OLA-1' },
      { do: 'navigate', to: '/promo/flash?ref=home' }, { do: 'navigate', to: '/pre2post-user#top' },
    ];
    expect(lintErrors(defs)).toEqual([]);
  });

  it('a home hero / product tab route that no definition declares', () => {
    const defs = copyDefinitions();
    const tabs = blockOf(pageOf(defs, 'home'), 2).props?.tabs as Record<string, unknown>[];
    const postpaid = must(tabs[1], 'tab');
    postpaid.esim = '/esim/order/postpaid';
    expect(lintErrors(defs)).toEqual([err('flows/pages/home.json', '/blocks/2/props/tabs/1/esim', noRoute('/esim/order/postpaid'))]);
  });

  it('@step: outside a journey (a page, the error catalogue), and to a step the journey does not have', () => {
    const defs = copyDefinitions();
    pageOf(defs, 'promos').entryActions = [{ do: 'navigate', to: '@step:order' }];
    const button = must(defs.errors.errors['40015']?.button, '40015');
    button.action = { do: 'navigate', to: '@step:order' };
    orderHandlers(defs)['40016'] = { do: 'navigate', to: '@step:payment' };
    expect(lintErrors(defs)).toEqual([
      err('flows/errors.json', '/errors/40015/button/action/to', "'@step:order' names a step, but there is no journey here"),
      err('flows/pages/promos.json', '/entryActions/0/to', "'@step:order' names a step, but there is no journey here"),
      err(JOURNEY_FILE, '/steps/1/submit/0/onError/40016/to', "'payment' is not a step of journey 'prepaid-sim'"),
    ]);
  });

  it('@step: of the journey and @start anywhere are fine', () => {
    const defs = copyDefinitions();
    orderHandlers(defs)['40016'] = { do: 'navigate', to: '@step:order' };
    pageOf(defs, 'promos').entryActions = [{ do: 'navigate', to: '@start' }];
    expect(lintErrors(defs)).toEqual([]);
  });

  it('an unknown page, and a target that is no target at all', () => {
    const defs = copyDefinitions();
    pageOf(defs, 'promos').entryActions = [{ do: 'navigate', to: '@page:checkout' }, { do: 'navigate', to: 'order' }, { do: 'navigate', to: '@page:' }];
    expect(lintErrors(defs)).toEqual([
      err('flows/pages/promos.json', '/entryActions/0/to', "page 'checkout' does not exist"),
      err('flows/pages/promos.json', '/entryActions/1/to', "'order' is not a target (a path, @page:<id>, @step:<id> or @start)"),
      err('flows/pages/promos.json', '/entryActions/2/to', "'@page:' is not a target (a path, @page:<id>, @step:<id> or @start)"),
    ]);
  });

  it('a nav item with both to and children, and a footer link with neither to nor href', () => {
    const defs = copyDefinitions();
    const nav = defs.site.nav[1];
    const link = defs.site.footer.columns[1]?.links[0];
    if (!nav || !link) throw new Error('site parts missing');
    nav.to = '/order';
    delete link.to;
    expect(lintErrors(defs)).toEqual([
      err(SITE_FILE, '/nav/1', "nav item 'sim' needs exactly one of to, href or children"),
      err(SITE_FILE, '/footer/columns/1/links/0', 'a link needs exactly one of to or href'),
    ]);
  });
});

describe('guards', () => {
  it('an unknown guard name on a step, and a journey guard used by a page', () => {
    const defs = copyDefinitions();
    stepOf(defs, 1).guard = 'hasCity';
    pageOf(defs, 'payment').guard = 'hasSelection';
    expect(lintErrors(defs)).toEqual([
      err('flows/pages/payment.json', '/guard', "unknown guard 'hasSelection' (the journey's guards or site.json guards)"),
      err(JOURNEY_FILE, '/steps/1/guard', "unknown guard 'hasCity' (the journey's guards or site.json guards)"),
    ]);
  });

  it('a step may use a site guard', () => {
    const defs = copyDefinitions();
    stepOf(defs, 1).guard = 'otpValid';
    expect(lintErrors(defs)).toEqual([]);
  });
});

describe('journey traits and order types', () => {
  it('an order type that orderTypes.json does not have', () => {
    const defs = copyDefinitions();
    prepaidOf(defs).orderType = 'SIMPRO';
    expect(lintErrors(defs)).toEqual([err(JOURNEY_FILE, '/orderType', "order type 'SIMPRO' is not in orderTypes.json")]);
  });

  it('a product type the order type does not sell', () => {
    const defs = copyDefinitions();
    prepaidOf(defs).productType = 'postpaid';
    expect(lintErrors(defs)).toEqual([err(JOURNEY_FILE, '/productType', 'order type SIMPRE sells prepaid, the journey says postpaid')]);
  });

  it('a step cart step that is not among the journey\'s, and a journey cart step that site.json lacks', () => {
    const defs = copyDefinitions();
    stepOf(defs, 1).cartStep = 2;
    must(prepaidOf(defs).traits, 'traits').cartSteps = [1, 3, 4, 5];
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/traits/cartSteps/3', 'cart step 5 is not in site.cartSteps'),
      err(JOURNEY_FILE, '/steps/1/cartStep', "cart step 2 is not among the journey's traits.cartSteps"),
    ]);
  });

  it('a step doing several cart steps names each among the journey\'s', () => {
    const defs = copyDefinitions();
    expect(stepOf(defs, 1).cartStep).toEqual([2, 3]);
    must(prepaidOf(defs).traits, 'traits').cartSteps = [1, 3, 4];
    expect(lintErrors(defs)).toEqual([err(JOURNEY_FILE, '/steps/1/cartStep', "cart step 2 is not among the journey's traits.cartSteps")]);
  });

  it('a journey that delivers nothing but shows a delivery picker', () => {
    const defs = copyDefinitions();
    must(prepaidOf(defs).traits, 'traits').delivery = 'none';
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/1', 'the journey delivers nothing (traits.delivery none) but shows a deliveryPicker'),
    ]);
  });
});

describe('fields', () => {
  const turn = (defs: ReturnType<typeof copyDefinitions>, name: string, patch: Partial<Field>): void => {
    Object.assign(fieldOf(defs, name), patch);
  };

  it('select and radio fields without options; options on a text field', () => {
    const defs = copyDefinitions();
    turn(defs, 'billingProvince', { widget: 'select' });
    turn(defs, 'billingCity', { widget: 'radio' });
    turn(defs, 'billingDistrict', { options: { items: [{ value: 'a', label: { id: 'A', en: 'A' } }] } });
    expect(lintErrors(defs)).toEqual([
      err(FIELDS_FILE, '/fields/billingProvince', "a select field needs 'options' (items or a source)"),
      err(FIELDS_FILE, '/fields/billingCity', "a radio field needs 'options' (items or a source)"),
      err(FIELDS_FILE, '/fields/billingDistrict/options', 'only select and radio fields have options'),
    ]);
  });

  it('options with both items and a source, or neither', () => {
    const defs = copyDefinitions();
    turn(defs, 'billingProvince', { widget: 'select', options: { items: [{ value: 'a', label: { id: 'A', en: 'A' } }], source: 'cities', value: 'id', label: 'name' } });
    turn(defs, 'billingCity', { widget: 'select', options: {} });
    expect(lintErrors(defs)).toEqual([
      err(FIELDS_FILE, '/fields/billingProvince/options', "options need exactly one of 'items' or 'source'"),
      err(FIELDS_FILE, '/fields/billingCity/options', "options need exactly one of 'items' or 'source'"),
    ]);
  });

  it('a source-backed select without value or label', () => {
    const defs = copyDefinitions();
    turn(defs, 'billingProvince', { widget: 'select', options: { source: 'cities', value: 'id' } });
    expect(lintErrors(defs)).toEqual([
      err(FIELDS_FILE, '/fields/billingProvince/options', "a source-backed list needs 'value' and 'label' (item properties)"),
    ]);
  });

  it('a source-backed select that depends on another field (and one that depends on itself or on nothing)', () => {
    const defs = copyDefinitions();
    turn(defs, 'billingProvince', { widget: 'select', options: { source: 'cities', value: 'id', label: 'name' } });
    turn(defs, 'billingCity', { widget: 'select', options: { source: 'cities', value: 'id', label: 'name' }, dependsOn: 'billingProvince' });
    expect(lintErrors(defs)).toEqual([]);
    turn(defs, 'billingDistrict', { dependsOn: 'billingDistrict' });
    turn(defs, 'billingVillage', { dependsOn: 'billingSubDistrict' });
    expect(lintErrors(defs)).toEqual([
      err(FIELDS_FILE, '/fields/billingDistrict/dependsOn', 'a field cannot depend on itself'),
      err(FIELDS_FILE, '/fields/billingVillage/dependsOn', "'billingSubDistrict' is not a field"),
    ]);
  });

  it("a file field without 'file', and 'file' on a text field", () => {
    const defs = copyDefinitions();
    turn(defs, 'mapLocation', { widget: 'file' });
    turn(defs, 'billingCity', { file: { accept: ['image/jpeg'], maxBytes: 3145728 } });
    expect(lintErrors(defs)).toEqual([
      err(FIELDS_FILE, '/fields/billingCity', "only file fields have 'file'"),
      err(FIELDS_FILE, '/fields/mapLocation', "a file field needs 'file' (accept, maxBytes)"),
    ]);
  });
});

describe('actions and their arguments', () => {
  it('a toast with neither text nor message, with both, and with an unknown ui key', () => {
    const defs = copyDefinitions();
    const check = numberCheck(defs);
    check.onError = {
      40011: { do: 'toast' },
      40012: { do: 'toast', message: 'toast.numberError', text: { id: 'x', en: 'x' } },
      '*': { do: 'toast', message: 'toast.numberGone' },
    };
    const at = '/steps/0/blocks/2/props/check/0/onError';
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, `${at}/40011`, "toast needs exactly one of 'text' or 'message'"),
      err(JOURNEY_FILE, `${at}/40012`, "toast needs exactly one of 'text' or 'message'"),
      err(JOURNEY_FILE, `${at}/*/message`, "ui text 'toast.numberGone' is not in messages.json"),
    ]);
  });

  it('navigate without to, href without url, set without path or value', () => {
    const defs = copyDefinitions();
    pageOf(defs, 'promos').entryActions = [{ do: 'navigate' }, { do: 'href' }, { do: 'set', value: 1 }, { do: 'set', path: 'layout' }];
    const file = 'flows/pages/promos.json';
    expect(lintErrors(defs)).toEqual([
      err(file, '/entryActions/0', "navigate needs 'to'"),
      err(file, '/entryActions/1', "href needs 'url'"),
      err(file, '/entryActions/2', "set needs 'path'"),
      err(file, '/entryActions/3', "set needs 'value' or 'from'"),
    ]);
  });
});

describe('targets that need path parameters', () => {
  it('a next rule to a page whose path needs a parameter', () => {
    const defs = copyDefinitions();
    nextOf(defs, 1).to = '@page:thankyou';
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/1/next/0/to', "next target '@page:thankyou': the page's path needs id, which a next rule cannot give (go to a step that links there)"),
    ]);
  });

  it('a navigate action or a nav item to such a page (they carry no params)', () => {
    const defs = copyDefinitions();
    pageOf(defs, 'promos').entryActions = [{ do: 'navigate', to: '@page:promo' }];
    must(defs.site.nav[2], 'nav promo').to = '@page:thankyou';
    expect(lintErrors(defs)).toEqual([
      err(SITE_FILE, '/nav/2/to', "page 'thankyou' needs the path parameter(s) id: use a link with params"),
      err('flows/pages/promos.json', '/entryActions/0/to', "page 'promo' needs the path parameter(s) promo_code: use a link with params"),
    ]);
  });

  it("a navigate action with its own params may name such a page; params that miss one, or read what no one declares, are refused", () => {
    const defs = copyDefinitions();
    const action: { do: string; to: string; params?: Record<string, unknown> } = { do: 'navigate', to: '@page:promo', params: { promo_code: { var: 'params.id' } } };
    pageOf(defs, 'promos').entryActions = [action as never];
    expect(lintErrors(defs)).toEqual([]);
    action.params = { code: { var: 'params.id' } };
    expect(lintErrors(defs)).toEqual([
      err('flows/pages/promos.json', '/entryActions/0/to', "page 'promo' needs the path parameter(s) promo_code, which the link's params do not give"),
    ]);
    action.params = { promo_code: { var: 'nowhere.id' } };
    expect(lintErrors(defs).map((e) => e.pointer)).toEqual(['/entryActions/0/params/promo_code']);
  });

  it('a link may name such a page with its params; without them it is refused', () => {
    const defs = copyDefinitions();
    const home = blockOf(pageOf(defs, 'thankyou'), 0).props?.home as { to: string; params?: unknown };
    home.to = '@page:promo';
    expect(lintErrors(defs)).toEqual([
      err('flows/pages/thankyou.json', '/blocks/0/props/home/to', "page 'promo' needs the path parameter(s) promo_code: use a link with params"),
    ]);
    home.params = { promo_code: { var: 'params.id' } };
    expect(lintErrors(defs)).toEqual([]);
  });

  // Open: a link's params are a template, and one that does not name the page's required parameter
  // passes the lint; at run time resolve() finds no pattern it fills and the link falls back home.
  it('a link whose params do not name the page\'s required parameter is refused', () => {
    const defs = copyDefinitions();
    const home = blockOf(pageOf(defs, 'thankyou'), 0).props?.home as { to: string; params?: unknown };
    home.to = '@page:promo';
    home.params = { code: { var: 'params.id' } };
    expect(lintErrors(defs)).not.toEqual([]);
  });
});

describe('ready rules (checked before the step\'s actions run)', () => {
  it('may not read what the step\'s call stores (a next rule reads the answer)', () => {
    const defs = copyDefinitions();
    stepOf(defs, 1).ready = { and: [{ '!!': { var: 'delivery.ctype' } }, { '!!': { var: 'order.order_code' } }] };
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/steps/1/ready/and/1/!!', "'ready' is checked before the step's actions: it cannot read 'order.order_code', which a call stores in 'order' (let a next rule read the answer)"),
    ]);
  });

  it('may read what the step shows (the delivery choice)', () => {
    const defs = copyDefinitions();
    stepOf(defs, 1).ready = { '!!': { var: 'delivery.ctype' } };
    expect(lintErrors(defs)).toEqual([]);
  });

  // Open: the same holds for what a `set` among the step's actions writes. submitStep checks `ready`
  // before the set runs and blocks; stepTarget (the generator's walk) reads it after and moves on.
  it("may not read what the step's set action writes", () => {
    const defs = copyDefinitions();
    const step = stepOf(defs, 1);
    step.submit = [...(step.submit ?? []), { do: 'set', path: 'layout', value: 'done' }];
    step.ready = { '==': [{ var: 'layout' }, 'done'] };
    expect(lintErrors(defs)).not.toEqual([]);
  });
});
