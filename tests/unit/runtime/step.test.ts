// Submitting a journey step: fields, completeness, (without submit actions: a next that resolves),
// ready, submit actions, then next, so an answer can choose the next step. One test per outcome.
import { describe, expect, it } from 'vitest';
import { fieldErrors, stepTarget, submitStep } from '../../../src/runtime/step';
import { demoModel, fails, fakeHost, fill, journeyOf, stepIn, type Answer, type FakeHost } from './fixtures';

const model = demoModel();
const prepaid = journeyOf(model, 'prepaid-sim');
const demo = journeyOf(model, 'demo');

const submit = (host: FakeHost, journeyId: 'prepaid-sim' | 'demo', stepId: string, lang: 'id' | 'en' = 'en') =>
  submitStep(host, journeyId === 'demo' ? demo : prepaid, stepIn(model, journeyId, stepId), lang);

const RECIPIENT_FIELDS = ['recipientName', 'recipientPhone', 'recipientEmail', 'recipientEmailConfirm', 'recipientAddress', 'recipientNotes'];
const recipientHost = (answers: Record<string, Answer> = { 'orders.create': { order_code: 'SIMPRE1' } }): FakeHost => {
  const host = fakeHost(model, { journeyId: 'prepaid-sim', answers });
  host.fields = RECIPIENT_FIELDS;
  fill(host, {
    city: { id: 10, coverageId: 3 }, number: { id: 5 }, package: { id: 101 }, delivery: { method: 'courier', ctype: 2 },
    'values.recipientName': 'Budi', 'values.recipientPhone': '081512345678', 'values.recipientEmail': 'b@x.id',
    'values.recipientEmailConfirm': 'b@x.id', 'values.recipientAddress': 'Jl. Mawar No. 10, Kebayoran',
  });
  return host;
};

describe('submitStep', () => {
  it('invalid: shows every failing field and focuses the first one in the step\'s order; nothing else happens', async () => {
    const host = recipientHost();
    fill(host, { 'values.recipientPhone': '0811', 'values.recipientEmailConfirm': 'c@x.id', 'values.recipientName': '' });
    expect(await submit(host, 'prepaid-sim', 'recipient')).toBe('invalid');
    expect(host.showFieldErrors).toHaveBeenCalledWith(
      { recipientName: 'is required', recipientPhone: 'Maximal 10 characters', recipientEmailConfirm: 'not equal to' }, 'recipientName',
    );
    // Its blocks are complete: nothing more to tell.
    expect(host.blocked).not.toHaveBeenCalled();
    expect(host.requests).toEqual([]);
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('one submit tells everything missing: the failing fields under themselves and every incomplete block together', async () => {
    const host = fakeHost(model, { journeyId: 'demo' });
    host.fields = ['recipientName'];
    host.incompleteKeys = ['validation.ktpUpload', 'area.postalCode'];
    expect(await submit(host, 'demo', 'plan')).toBe('invalid');
    expect(host.showFieldErrors).toHaveBeenCalledWith({ recipientName: 'is required' }, 'recipientName');
    expect(host.blocked).toHaveBeenCalledWith(['validation.ktpUpload', 'area.postalCode']);
    // The blocks are marked on screen; the wrong field keeps the focus.
    expect(host.showIncomplete).toHaveBeenLastCalledWith(false);
    expect(host.requests).toEqual([]);
    // The fields right, the blocks still say what they miss, both of them, and the first takes the focus.
    fill(host, { 'values.recipientName': 'Budi' });
    expect(await submit(host, 'demo', 'plan')).toBe('incomplete');
    expect(host.blocked).toHaveBeenLastCalledWith(['validation.ktpUpload', 'area.postalCode']);
    expect(host.showIncomplete).toHaveBeenLastCalledWith(true);
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('field errors are in the customer\'s language', async () => {
    const host = recipientHost();
    fill(host, { 'values.recipientName': 'Budi 2' });
    expect(await submit(host, 'prepaid-sim', 'recipient', 'id')).toBe('invalid');
    expect(host.showFieldErrors).toHaveBeenCalledWith({ recipientName: 'hanya alphabet saja' }, 'recipientName');
  });

  it('incomplete: a block still missing its choice blocks the step with the step\'s message, or the block\'s', async () => {
    const host = fakeHost(model, { journeyId: 'prepaid-sim' });
    host.incompleteKeys = ['number.required'];
    expect(await submit(host, 'prepaid-sim', 'order')).toBe('incomplete');
    expect(host.showFieldErrors).toHaveBeenCalledWith({}, undefined);
    // The order step has no message of its own: the block says which choice is missing.
    expect(stepIn(model, 'prepaid-sim', 'order').blockedMessage).toBeUndefined();
    expect(host.blocked).toHaveBeenCalledWith('number.required');
    const recipient = fakeHost(model, { journeyId: 'prepaid-sim' });
    recipient.incompleteKeys = ['delivery.required'];
    fill(recipient, { city: { id: 10 }, number: { id: 5 }, package: { id: 101 } });
    expect(await submit(recipient, 'prepaid-sim', 'recipient')).toBe('incomplete');
    expect(recipient.blocked).toHaveBeenCalledWith(stepIn(model, 'prepaid-sim', 'recipient').blockedMessage);
    const demoHost = fakeHost(model, { journeyId: 'demo' });
    demoHost.incompleteKeys = ['number.required'];
    expect(await submit(demoHost, 'demo', 'plan')).toBe('incomplete');
    expect(demoHost.blocked).toHaveBeenCalledWith('number.required');
    expect(demoHost.navigate).not.toHaveBeenCalled();
  });

  it('blocked without submit actions: when no next rule holds, it says so at once', async () => {
    const host = fakeHost(model, { journeyId: 'prepaid-sim' });
    fill(host, { city: { id: 10 }, number: { id: 5 } });
    expect(await submit(host, 'prepaid-sim', 'order')).toBe('blocked');
    expect(host.blocked).toHaveBeenCalledWith('step.blocked');
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('moved without submit actions: the first next rule that holds', async () => {
    const host = fakeHost(model, { journeyId: 'prepaid-sim' });
    fill(host, { city: { id: 10 }, number: { id: 5 }, package: { id: 101 } });
    expect(await submit(host, 'prepaid-sim', 'order')).toBe('moved');
    expect(host.navigate).toHaveBeenCalledWith('/order-recipient');
    expect(host.blocked).not.toHaveBeenCalled();
    expect(host.showIncomplete).not.toHaveBeenCalled();
  });

  it('blocked when ready does not hold: no call is made', async () => {
    const host = fakeHost(model, { journeyId: 'demo', answers: { 'orders.get': { result: { status: 'OK' } } } });
    fill(host, { direct_retail: true });
    expect(await submit(host, 'demo', 'check')).toBe('blocked');
    expect(host.blocked).toHaveBeenCalledWith({ id: 'Tidak bisa', en: 'Not possible here' });
    expect(host.requests).toEqual([]);
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('blocked with the generic text when the step has no message of its own; moved once ready holds', async () => {
    const host = fakeHost(model, { journeyId: 'demo' });
    expect(await submit(host, 'demo', 'plan')).toBe('blocked');
    expect(host.blocked).toHaveBeenCalledWith('step.blocked');
    fill(host, { plan: 'GOLD' });
    expect(await submit(host, 'demo', 'plan')).toBe('moved');
    expect(host.navigate).toHaveBeenCalledWith('/track');
  });

  it('failed: a failing call shows its error, stops the actions and stays on the step', async () => {
    const host = recipientHost({ 'orders.create': fails(40011) });
    fill(host, { payment: { method: '05' } });
    expect(await submit(host, 'prepaid-sim', 'recipient')).toBe('failed');
    expect(host.errorModal).toHaveBeenCalledWith('40011');
    expect(host.session.data.payment).toEqual({ method: '05' });
    expect(host.navigate).not.toHaveBeenCalled();
    expect(host.blocked).not.toHaveBeenCalled();
  });

  it('failed: the step\'s and the journey\'s handlers take the codes the call leaves', async () => {
    const host = fakeHost(model, { journeyId: 'demo', answers: { 'orders.get': fails(40013) } });
    expect(await submit(host, 'demo', 'check')).toBe('failed');
    expect(host.toast).toHaveBeenCalledOnce();
  });

  it('moved: the call\'s answer chooses between two next steps', async () => {
    const eligible = fakeHost(model, { journeyId: 'demo', answers: { 'orders.get': { result: { status: 'OK' } } } });
    expect(await submit(eligible, 'demo', 'check')).toBe('moved');
    expect(eligible.navigate).toHaveBeenCalledWith('/demo/plan');
    expect(eligible.session.data.visits).toBe(1);

    const refused = fakeHost(model, { journeyId: 'demo', answers: { 'orders.get': { result: { status: 'NO' } } } });
    expect(await submit(refused, 'demo', 'check')).toBe('moved');
    expect(refused.navigate).toHaveBeenCalledWith('/demo/sorry');
  });

  it('blocked after the actions ran when the answer matches no next rule', async () => {
    const host = fakeHost(model, { journeyId: 'demo', answers: { 'orders.get': { result: { status: 'LATER' } } } });
    expect(await submit(host, 'demo', 'check')).toBe('blocked');
    expect(host.requests).toHaveLength(1);
    expect(host.blocked).toHaveBeenCalledWith({ id: 'Tidak bisa', en: 'Not possible here' });
  });

  it('moved: the prepaid recipient step creates the order, clears the payment and goes to the payment page', async () => {
    const host = recipientHost();
    fill(host, { payment: { method: '05' } });
    expect(await submit(host, 'prepaid-sim', 'recipient')).toBe('moved');
    expect(host.requests.map((r) => r.op)).toEqual(['orders.create']);
    expect(host.session.data.order).toEqual({ order_code: 'SIMPRE1' });
    expect(host.session.data.payment).toBeNull();
    expect(host.navigate).toHaveBeenCalledWith('/payment3s');
  });
});

describe('fieldErrors', () => {
  it('only the fields that fail, with the texts of the model', () => {
    const host = recipientHost();
    fill(host, { 'values.recipientNotes': 'x'.repeat(101) });
    expect(fieldErrors(host, RECIPIENT_FIELDS, 'en')).toEqual({ recipientNotes: 'Minimal 100 characters' });
    expect(fieldErrors(host, [], 'en')).toEqual({});
  });
});

describe('submitStep and stepTarget (the generator\'s walk) agree', () => {
  // `ready` gates the step's actions in the browser; the generator evaluates it with the next rules on
  // the state after them. They agree on a ready rule over what the actions leave alone (the lint
  // refuses one that reads what a call stores: broken-references.test.ts).
  it.each([
    ['a direct store sale', true, 'blocked', null],
    ['an online customer', false, 'moved', '/demo/plan'],
  ] as const)('for %s', async (_who, directRetail, outcome, target) => {
    const host = fakeHost(model, { journeyId: 'demo', answers: { 'orders.get': { result: { status: 'OK' } } } });
    fill(host, { direct_retail: directRetail });
    expect(await submit(host, 'demo', 'check')).toBe(outcome);
    const after = { ...host.snapshot(), eligibility: { status: 'OK' } };
    expect(stepTarget(demo, 'check', after, model.defs.pages)).toBe(target);
  });
});
