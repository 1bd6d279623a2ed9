// The action runner: what each action asks of its host, and the generic `call` (request built from
// templates, answer stored, errors handled by the lookup chain, which ends the list).
import { describe, expect, it, vi } from 'vitest';
import { errorCodeOf, requestOf, runAction, runActions } from '../../../src/runtime/actions';
import type { Action } from '../../../src/runtime/types';
import { copyDefinitions, must, serverPayloadValidator } from '../definitions/helpers';
import { demoModel, fails, fakeHost, fill, journeyOf, stepIn } from './fixtures';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

const model = demoModel();

describe('plain actions', () => {
  it('run in order with their arguments', async () => {
    const host = fakeHost(model);
    const ok = await runActions(host, [
      { do: 'reset', keep: ['order'] }, { do: 'set', path: 'layout', value: 'compact' }, { do: 'navigate', to: '/track' },
      { do: 'homeReset' }, { do: 'close' }, { do: 'reload' }, { do: 'href', url: 'https://x.id', newTab: true }, { do: 'href', url: 'tel:185' },
    ]);
    expect(ok).toBe(true);
    expect(host.reset).toHaveBeenCalledWith(['order']);
    expect(host.session.data.layout).toBe('compact');
    expect(host.navigate).toHaveBeenCalledWith('/track');
    expect(host.homeReset).toHaveBeenCalledOnce();
    expect(host.close).toHaveBeenCalledOnce();
    expect(host.reload).toHaveBeenCalledOnce();
    expect(host.href).toHaveBeenNthCalledWith(1, 'https://x.id', true);
    expect(host.href).toHaveBeenNthCalledWith(2, 'tel:185', false);
  });

  it('reset without keep keeps nothing extra; an empty list runs nothing', async () => {
    const host = fakeHost(model);
    expect(await runActions(host, [{ do: 'reset' }])).toBe(true);
    expect(host.reset).toHaveBeenCalledWith([]);
    expect(await runActions(host, undefined)).toBe(true);
  });

  it('set writes a value, or the value of a rule (`from`) over the state and the input', async () => {
    const host = fakeHost(model);
    fill(host, { visits: 2, 'values.recipientName': ' Budi ' });
    await runAction(host, { do: 'set', path: 'visits', from: { '+': [{ var: 'visits' }, 1] } });
    await runAction(host, { do: 'set', path: 'values.namaKtp', from: { trim: { var: 'values.recipientName' } } });
    await runAction(host, { do: 'set', path: 'payment', from: { var: 'input' } }, { input: { method: '05' } });
    await runAction(host, { do: 'set', path: 'order', value: null });
    await runAction(host, { do: 'set', path: 'referral' });
    expect(host.session.data).toMatchObject({ visits: 3, payment: { method: '05' }, order: null, referral: null });
    expect(host.session.values.namaKtp).toBe('Budi');
  });

  it('navigate resolves @start, @step: and @page: in the journey the customer is in; what leads nowhere goes home', async () => {
    const inJourney = fakeHost(model, { journeyId: 'demo' });
    await runActions(inJourney, [{ do: 'navigate', to: '@start' }, { do: 'navigate', to: '@step:sorry' }, { do: 'navigate', to: '@page:track' }]);
    expect(inJourney.navigate).toHaveBeenNthCalledWith(1, '/demo/check');
    expect(inJourney.navigate).toHaveBeenNthCalledWith(2, '/demo/sorry');
    expect(inJourney.navigate).toHaveBeenNthCalledWith(3, '/track');
    const outside = fakeHost(model);
    await runActions(outside, [{ do: 'navigate', to: '@start' }, { do: 'navigate', to: '@step:sorry' }]);
    expect(outside.navigate).toHaveBeenNthCalledWith(1, '/');
    expect(outside.navigate).toHaveBeenNthCalledWith(2, '/');
  });

  it("navigate fills its target's pattern with the context's route parameters (an error's button leading to the order's page)", async () => {
    const host = fakeHost(model);
    await runAction(host, { do: 'navigate', to: '@page:track' }, { params: { id: 'SIMPOST1', email: 'a@b.co' } });
    expect(host.navigate).toHaveBeenCalledWith('/track/SIMPOST1/a%40b.co');
  });

  it("navigate's own params template reads the context's parameters as params.* (an error shown with an order's code and email)", async () => {
    const host = fakeHost(model);
    const action: Action = { do: 'navigate', to: '@page:track', params: { id: { var: 'params.orderid' }, email: { var: 'params.mail' } } };
    await runAction(host, action, { params: { orderid: 'SIMPOST2', mail: 'c@d.co' } });
    expect(host.navigate).toHaveBeenCalledWith('/track/SIMPOST2/c%40d.co');
  });

  it('errorModal: its own code, else the code being handled, else the generic 500', async () => {
    const host = fakeHost(model);
    await runAction(host, { do: 'errorModal', code: '40016' });
    await runAction(host, { do: 'errorModal' }, { errorCode: '40011' });
    await runAction(host, { do: 'errorModal', code: '429' }, { errorCode: '40011' });
    await runAction(host, { do: 'errorModal' });
    expect(vi.mocked(host.errorModal).mock.calls).toEqual([['40016'], ['40011'], ['429'], ['500']]);
  });

  it("errorModal with a context, variants, args and params: read over the state with the error (its code and errors.details) as input", async () => {
    const modal: Action = {
      do: 'errorModal', context: 'activation',
      variants: { va: { '!!': { var: 'input.details.va_number' } } },
      args: [{ var: 'input.details.va_number' }, { or: [{ var: 'input.paymentBank' }, { var: 'input.details.bank_code' }] }],
      params: { code: { var: 'input.code' }, lang: { var: 'lang' } },
    };
    const run = async (err: unknown) => {
      const host = fakeHost(model, { answers: { 'activation.lookup': { throws: err } } });
      await runAction(host, { do: 'call', op: 'activation.lookup', params: { orderCode: 'SIMPOST1' }, onError: { '*': modal } });
      return vi.mocked(host.errorModal).mock.calls;
    };
    // An open VA: its number, and the bank of the payment method the details name (site.json paymentBanks), as a text.
    const va = Object.assign(new Error('unpaid'), { code: 40021, details: { va_number: '880051234567', bank_code: 'x', method: '05', other: 7 } });
    expect(await run(va)).toEqual([['40021', undefined, {
      context: 'activation', variant: 'va', args: ['880051234567', { id: 'BCA', en: 'BCA' }], params: { code: '40021', lang: 'id' },
    }]]);
    // No details: no variant holds, the args are empty texts.
    expect(await run(fails(40022).throws)).toEqual([['40022', undefined, { context: 'activation', args: ['', ''], params: { code: '40022', lang: 'id' } }]]);
    // A method the site does not know: the answer's own bank code.
    const unknown = Object.assign(new Error('unpaid'), { code: 40021, details: { va_number: '1', bank_code: '014', method: '99' } });
    expect((await run(unknown))[0]?.[2]).toMatchObject({ variant: 'va', args: ['1', '014'] });
  });

  it('toast: a ui text named by `message`, or its own `text`, with the variant', async () => {
    const host = fakeHost(model);
    const text = { id: 'Tersalin', en: 'Copied' };
    await runActions(host, [{ do: 'toast', message: 'toast.numberUnavailable' }, { do: 'toast', text, variant: 'SUCCESS' }]);
    expect(host.toast).toHaveBeenNthCalledWith(1, { content: copyDefinitions().messages.ui['toast.numberUnavailable'] });
    expect(host.toast).toHaveBeenNthCalledWith(2, { content: text, variant: 'SUCCESS' });
  });

  it('an action the runner does not know throws', async () => {
    await expect(runAction(fakeHost(model), { do: 'launchRocket' })).rejects.toThrow(/unknown action 'launchRocket'/);
  });
});

describe('call', () => {
  const check = (): Action => {
    const call = must(stepIn(model, 'demo', 'check').submit?.[0], 'call');
    return call;
  };

  it('builds params, query and body from templates (null properties left out) and stores the picked answer', async () => {
    const host = fakeHost(model, { journeyId: 'demo', answers: { 'orders.get': { result: { status: 'OK', plan: 'GOLD' }, other: 1 } } });
    fill(host, { 'values.noKtp': '3174011234560001', 'values.recipientEmail': '  b@x.id ', language: 'EN' });
    expect(await runAction(host, check())).toBe(true);
    expect(host.requests).toEqual([{ op: 'orders.get', input: { params: { orderCode: '3174011234560001' }, query: { email: 'b@x.id', language: 'en' } } }]);
    expect(host.session.data.eligibility).toEqual({ status: 'OK', plan: 'GOLD' });
  });

  it('stores the whole answer without pick, null when the picked part is absent, nothing without store', async () => {
    const host = fakeHost(model, { answers: { 'catalogue.cities': { cities: [{ id: 1 }] } } });
    await runAction(host, { do: 'call', op: 'catalogue.cities', store: 'paymentData' });
    expect(host.session.data.paymentData).toEqual({ cities: [{ id: 1 }] });
    await runAction(host, { do: 'call', op: 'catalogue.cities', store: 'order', pick: 'missing.part' });
    expect(host.session.data.order).toBeNull();
    const before = host.session;
    await runAction(host, { do: 'call', op: 'catalogue.cities' });
    expect(host.session).toBe(before);
    expect(host.requests.map((r) => r.input)).toEqual([{}, {}, {}]);
  });

  it('reads the input of the widget running it (input.*)', async () => {
    const host = fakeHost(model, { answers: { 'numbers.status': {} } });
    await runAction(host, { do: 'call', op: 'numbers.status', params: { numberId: { var: 'input.id' } } }, { input: { id: 77 } });
    expect(host.requests[0]?.input).toEqual({ params: { numberId: 77 } });
  });

  it('on an error runs the call\'s own handler for the code and stops the list', async () => {
    const host = fakeHost(model, { journeyId: 'demo', answers: { 'orders.get': fails(40010) } });
    const step = stepIn(model, 'demo', 'check');
    const ok = await runActions(host, step.submit, { chain: [step.onError, journeyOf(model, 'demo').onError] });
    expect(ok).toBe(false);
    expect(host.navigate).toHaveBeenCalledWith('/demo/sorry');
    expect(host.session.data.visits).toBe(0);
    expect(host.session.data.eligibility).toBeNull();
  });

  it('a code the call does not handle goes to the step, then the journey, then the nearest *', async () => {
    const step = stepIn(model, 'demo', 'check');
    const chain = [step.onError, journeyOf(model, 'demo').onError];
    const run = async (code: number | undefined) => {
      const host = fakeHost(model, { journeyId: 'demo', answers: { 'orders.get': fails(code) } });
      expect(await runActions(host, step.submit, { chain })).toBe(false);
      return host;
    };
    expect((await run(40012)).toast).toHaveBeenCalledWith({ content: { id: 'Coba lagi', en: 'Try again' } });
    expect((await run(40013)).toast).toHaveBeenCalledWith({ content: copyDefinitions().messages.ui['step.blocked'] });
    expect((await run(40099)).errorModal).toHaveBeenCalledWith('404');
    // An error without a code is a 500.
    expect((await run(undefined)).errorModal).toHaveBeenCalledWith('404');
  });

  it('a toast with serverMessage shows the server\'s errors.message; its own text when no answer carried one', async () => {
    const handlers = { '*': { do: 'toast', message: 'toast.numberError', serverMessage: true } };
    const run = async (err: unknown) => {
      const host = fakeHost(model, { answers: { 'numbers.status': { throws: err } } });
      await runAction(host, { do: 'call', op: 'numbers.status', params: { numberId: 7 }, onError: handlers });
      return host.toast;
    };
    const answered = Object.assign(new Error('Nomor sedang diperiksa.'), { code: 503, status: 503 });
    expect(await run(answered)).toHaveBeenCalledWith({ content: 'Nomor sedang diperiksa.' });
    // No answer reached the shop (status 0): the message is the network's, not the server's.
    const network = Object.assign(new Error('Failed to fetch'), { code: 500, status: 0 });
    expect(await run(network)).toHaveBeenCalledWith({ content: copyDefinitions().messages.ui['toast.numberError'] });
    const empty = Object.assign(new Error(''), { code: 500, status: 500 });
    expect(await run(empty)).toHaveBeenCalledWith({ content: copyDefinitions().messages.ui['toast.numberError'] });
  });

  it('without any handler the catalogue\'s modal shows the error\'s own code', async () => {
    const host = fakeHost(model, { answers: { 'catalogue.cities': fails(40016) } });
    expect(await runActions(host, [{ do: 'call', op: 'catalogue.cities' }, { do: 'close' }])).toBe(false);
    expect(host.errorModal).toHaveBeenCalledWith('40016');
    expect(host.close).not.toHaveBeenCalled();
  });

  it('the prepaid order call: its own handlers pass the code on to the error modal', async () => {
    const host = fakeHost(model, { journeyId: 'prepaid-sim', answers: { 'orders.create': fails(40015) } });
    const step = stepIn(model, 'prepaid-sim', 'recipient');
    expect(await runActions(host, step.submit)).toBe(false);
    expect(host.errorModal).toHaveBeenCalledWith('40015');
    expect(host.set).not.toHaveBeenCalled();
  });

  it('an aborted request ends the list quietly', async () => {
    const host = fakeHost(model, { answers: { 'catalogue.cities': { throws: new DOMException('gone', 'AbortError') } } });
    expect(await runActions(host, [{ do: 'call', op: 'catalogue.cities' }, { do: 'close' }])).toBe(false);
    expect(host.errorModal).not.toHaveBeenCalled();
    expect(host.close).not.toHaveBeenCalled();
  });

  it('an operation the contracts do not have throws', async () => {
    await expect(runAction(fakeHost(model), { do: 'call', op: 'orders.cancel' })).rejects.toThrow(/unknown operation 'orders.cancel'/);
  });
});

describe('errorCodeOf and requestOf', () => {
  it('the numeric code of an error, 500 when it has none', () => {
    expect(errorCodeOf({ code: 40011 })).toBe(40011);
    expect(errorCodeOf({ code: '429' })).toBe(429);
    expect(errorCodeOf({ code: 'E_FAIL' })).toBe(500);
    expect(errorCodeOf({ code: 0 })).toBe(500);
    expect(errorCodeOf(new Error('x'))).toBe(500);
    expect(errorCodeOf(null)).toBe(500);
  });

  it('only the parts a call names', () => {
    expect(requestOf({}, {})).toEqual({});
    expect(requestOf({ body: { a: { var: 'x' } } }, { x: 1 })).toEqual({ body: { a: 1 } });
    expect(requestOf({ query: { a: { var: 'x' } } }, {})).toEqual({ query: {} });
  });
});

describe('the prepaid orders.create request', () => {
  const payloadValidator = () => serverPayloadValidator(must(copyDefinitions().orderTypes.orderTypes.SIMPRE, 'SIMPRE').payload);

  const filledHost = (method: 'courier' | 'pickup') => {
    const host = fakeHost(model, { journeyId: 'prepaid-sim', answers: { 'orders.create': { order_code: 'SIMPRE1', email: 'b@x.id' } } });
    fill(host, {
      journey: 'PREPAID', trackingId: 'trk-1', 'utm.utm_source': 'fb',
      city: { id: 10, name: 'Bandung', coverageId: 3 }, number: { id: 5, msisdn: '6281512345678' }, package: { id: 101, parentId: 1, price: 50000 },
      delivery: method === 'courier' ? { method, ctype: 2, fee: 0 } : { method, ctype: 5, storeId: 'ST-1' },
      'values.recipientName': ' Budi Santoso ', 'values.recipientPhone': '081512345678', 'values.recipientEmail': 'b@x.id',
      'values.recipientAddress': 'Jl. Mawar No. 10, Kebayoran', 'values.recipientNotes': '',
    });
    return host;
  };

  it('is built from the state by the journey\'s templates and passes the SIMPRE payload schema', async () => {
    const host = filledHost('courier');
    expect(await runActions(host, stepIn(model, 'prepaid-sim', 'recipient').submit)).toBe(true);
    const body = host.requests[0]?.input.body as Record<string, unknown>;
    expect(body).toMatchObject({ journey: 'PREPAID', orderType: 'SIMPRE', sessionId: 'trk-1', definitionVersion: 2, utm: { utm_source: 'fb' } });
    expect(body.payload).toEqual({
      cityId: 10, numberId: 5, packageId: 101,
      recipient: { name: 'Budi Santoso', phone: '081512345678', email: 'b@x.id', address: 'Jl. Mawar No. 10, Kebayoran', notes: '' },
      delivery: { method: 'courier', ctype: 2 },
    });
    const validate = payloadValidator();
    expect(validate(body.payload), JSON.stringify(validate.errors)).toBe(true);
    expect(host.session.data.order).toEqual({ order_code: 'SIMPRE1', email: 'b@x.id' });
    expect(host.session.data.payment).toBeNull();
  });

  it('a document the order finds gone (40017 at its place) is cleared and marked; the modal\'s button leads where it is uploaded again', async () => {
    const host = Object.assign(fakeHost(model, { journeyId: 'postpaid-sim' }), { stateRefused: vi.fn() });
    const shipping = stepIn(model, 'postpaid-sim', 'shipping');
    const create = must(shipping.submit?.find((a) => a.do === 'call'), 'the order call');
    host.request = vi.fn(async () => { throw Object.assign(new Error('gone'), { code: 40017, field: '/payload/documents/ktp' }); });
    expect(await runAction(host, create)).toBe(false);
    expect(host.stateRefused).toHaveBeenCalledWith('documents.ktp.id', '40017');
    expect(host.errorModal).toHaveBeenCalledWith('40017', [{ do: 'navigate', to: '@step:personal' }]);
  });

  it('choosing a store pick-up switches the journey to RETAIL_STORE, courier restores the product journey; the order carries it with its store', async () => {
    const host = filledHost('pickup');
    const picker = stepIn(model, 'prepaid-sim', 'recipient').blocks.find((b) => b.widget === 'deliveryPicker');
    const onMethod = (picker?.props as { onMethod: Record<'courier' | 'pickup', Action[]> }).onMethod;
    await runActions(host, onMethod.pickup);
    expect(host.session.core.journey).toBe('RETAIL_STORE');
    await runActions(host, onMethod.courier);
    expect(host.session.core.journey).toBe('PREPAID');
    await runActions(host, onMethod.pickup);
    await runActions(host, stepIn(model, 'prepaid-sim', 'recipient').submit);
    const body = host.requests[0]?.input.body as { journey: string; payload: { delivery: unknown } };
    expect(body.journey).toBe('RETAIL_STORE');
    expect(body.payload.delivery).toEqual({ method: 'pickup', ctype: 5, storeId: 'ST-1' });
    expect(payloadValidator()(body.payload)).toBe(true);
  });
});
