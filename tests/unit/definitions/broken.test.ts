// Broken copies of the shipped definitions are rejected with the precise file, pointer and message.
import { describe, expect, it } from 'vitest';
import type { Journey } from '../../../src/definitions/types';
import { copyDefinitions, lintErrors, schemaIssues } from './helpers';

const JOURNEY = 'flows/journeys/prepaid-sim.json';
const journeyOf = (defs: ReturnType<typeof copyDefinitions>): Journey => {
  const j = defs.journeys['prepaid-sim'];
  if (!j) throw new Error('prepaid-sim missing');
  return j;
};

describe('schema validation rejects', () => {
  it('a text without en', () => {
    const defs = copyDefinitions();
    const home = defs.pages.home as unknown as { title: Record<string, string> };
    delete home.title.en;
    expect(schemaIssues(defs)).toEqual([{ file: 'flows/pages/home.json', pointer: '/title', message: "must have required property 'en'" }]);
  });

  it('a block without widget, at its pointer', () => {
    const defs = copyDefinitions();
    const block = journeyOf(defs).steps[1]?.blocks[0] as unknown as Record<string, unknown>;
    delete block.widget;
    expect(schemaIssues(defs)).toEqual([{ file: JOURNEY, pointer: '/steps/1/blocks/0', message: "must have required property 'widget'" }]);
  });

  it('an unknown property, naming it', () => {
    const defs = copyDefinitions();
    (defs.site as unknown as Record<string, unknown>).theme = 'dark';
    expect(schemaIssues(defs)).toEqual([{ file: 'flows/site.json', pointer: '', message: "must NOT have additional properties 'theme'" }]);
  });

  it('a payment method of an unknown kind, listing the allowed ones', () => {
    const defs = copyDefinitions();
    (defs.site.paymentMethods[0] as unknown as Record<string, unknown>).kind = 'cash';
    expect(schemaIssues(defs)).toEqual([
      { file: 'flows/site.json', pointer: '/paymentMethods/0/kind', message: 'must be equal to one of the allowed values: va, link, qr, card' },
    ]);
  });

  it('an error catalogue key that is not a code', () => {
    const defs = copyDefinitions();
    const entry = defs.errors.errors['500'];
    if (!entry) throw new Error('500 missing');
    defs.errors.errors.oops = entry;
    expect(schemaIssues(defs)).toEqual([
      { file: 'flows/errors.json', pointer: '/errors', message: `property name 'oops' must match pattern "^([0-9]{3,5}|activation\\.[0-9]{3,5}[a-z]*)$"` },
    ]);
  });
});

describe('lint rejects', () => {
  it('a text without en', () => {
    const defs = copyDefinitions();
    const texts = journeyOf(defs).steps[1]?.texts as unknown as Record<string, Record<string, string>>;
    delete texts.heading?.en;
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY, pointer: '/steps/1/texts/heading', message: "text is missing 'en'" }]);
  });

  it('a text with an empty id', () => {
    const defs = copyDefinitions();
    const label = defs.errors.errors['40011']?.button.label;
    if (!label) throw new Error('40011 missing');
    label.id = ' ';
    expect(lintErrors(defs)).toEqual([{ file: 'flows/errors.json', pointer: '/errors/40011/button/label/id', message: "text 'id' is empty" }]);
  });

  it('an unknown widget', () => {
    const defs = copyDefinitions();
    const block = journeyOf(defs).steps[0]?.blocks[1];
    if (!block) throw new Error('block missing');
    block.widget = 'mapPicker';
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY, pointer: '/steps/0/blocks/1/widget', message: "unknown widget 'mapPicker'" }]);
  });

  it('an unknown action, guard and data source', () => {
    const defs = copyDefinitions();
    const home = defs.pages.home;
    if (!home) throw new Error('home missing');
    home.entryActions = [{ do: 'launchRocket' }];
    home.guard = 'isVip';
    const step = journeyOf(defs).steps[0];
    if (!step?.blocks[2]) throw new Error('numberPicker missing');
    step.blocks[2].props = { source: 'numbers.gold' };
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/pages/home.json', pointer: '/guard', message: "unknown guard 'isVip'" },
      { file: 'flows/pages/home.json', pointer: '/entryActions/0/do', message: "unknown action 'launchRocket'" },
      { file: JOURNEY, pointer: '/steps/0/blocks/2/props/source', message: "unknown data source 'numbers.gold'" },
    ]);
  });

  it('an unreachable step', () => {
    const defs = copyDefinitions();
    const j = journeyOf(defs);
    j.steps.push({ id: 'extra', path: '/order-extra', title: { id: 'Ekstra', en: 'Extra' }, layout: { nav: true, footer: true }, blocks: [], terminal: true });
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY, pointer: '/steps/2', message: "step 'extra' is unreachable from entry 'order'" }]);
  });

  it('a duplicate path (param names do not matter)', () => {
    const defs = copyDefinitions();
    const retry = defs.pages.retrypay;
    if (!retry) throw new Error('retrypay missing');
    retry.aliases = ['/thankyou/:order/:mail?/:h?'];
    expect(lintErrors(defs)).toEqual([{
      file: 'flows/pages/retrypay.json', pointer: '/aliases/0',
      message: "route '/thankyou/:order/:mail?/:h?' is already used by flows/pages/thankyou.json#/path",
    }]);
  });

  it('a page path that clashes with a journey step', () => {
    const defs = copyDefinitions();
    const track = defs.pages.track;
    if (!track) throw new Error('track missing');
    track.aliases = ['/order'];
    expect(lintErrors(defs)).toEqual([
      { file: JOURNEY, pointer: '/steps/0/path', message: "route '/order' is already used by flows/pages/track.json#/aliases/0" },
    ]);
  });

  it('a next to a missing step (which also strands the step after it)', () => {
    const defs = copyDefinitions();
    const rule = journeyOf(defs).steps[0]?.next?.[0];
    if (!rule) throw new Error('next missing');
    rule.to = 'shipping';
    expect(lintErrors(defs)).toEqual([
      { file: JOURNEY, pointer: '/steps/0/next/0/to', message: "next target 'shipping' is not a step of journey 'prepaid-sim'" },
      { file: JOURNEY, pointer: '/steps/1', message: "step 'recipient' is unreachable from entry 'order'" },
    ]);
  });

  it('a next to a missing page', () => {
    const defs = copyDefinitions();
    const rule = journeyOf(defs).steps[1]?.next?.[0];
    if (!rule) throw new Error('next missing');
    rule.to = '@page:checkout';
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY, pointer: '/steps/1/next/0/to', message: "next target '@page:checkout': no page 'checkout'" }]);
  });

  it('a dead end', () => {
    const defs = copyDefinitions();
    const step = journeyOf(defs).steps[1];
    if (!step) throw new Error('step missing');
    delete step.next;
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY, pointer: '/steps/1', message: "step 'recipient' is a dead end: add 'next' or mark it terminal" }]);
  });

  it('accepts the same step marked terminal', () => {
    const defs = copyDefinitions();
    const step = journeyOf(defs).steps[1];
    if (!step) throw new Error('step missing');
    delete step.next;
    step.terminal = true;
    expect(lintErrors(defs)).toEqual([]);
  });

  it('an onError code that is not in the catalogue', () => {
    const defs = copyDefinitions();
    const submit = journeyOf(defs).steps[1]?.submit;
    if (!submit) throw new Error('submit missing');
    submit.onError['40999'] = { do: 'errorModal' };
    expect(lintErrors(defs)).toEqual([
      { file: JOURNEY, pointer: '/steps/1/submit/onError/40999', message: "error code '40999' has no entry in errors.json" },
    ]);
  });

  it('an invalid JSON Logic condition', () => {
    const defs = copyDefinitions();
    const rule = journeyOf(defs).steps[0]?.next?.[0];
    if (!rule) throw new Error('next missing');
    rule.when = { isCool: [{ var: 'x' }] };
    expect(lintErrors(defs)).toEqual([
      { file: JOURNEY, pointer: '/steps/0/next/0/when', message: 'invalid JSON Logic: Unrecognized operation isCool' },
    ]);
  });

  it('a form field that is not in fields.json', () => {
    const defs = copyDefinitions();
    const props = journeyOf(defs).steps[1]?.blocks[1]?.props;
    if (!props) throw new Error('form missing');
    props.fields = ['recipientName', 'recipientFax'];
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY, pointer: '/steps/1/blocks/1/props/fields/1', message: "field 'recipientFax' is not in fields.json" }]);
  });

  it('a payment method whose next is not a page', () => {
    const defs = copyDefinitions();
    const method = defs.site.paymentMethods[0];
    if (!method) throw new Error('method missing');
    method.next = 'thanks';
    expect(lintErrors(defs)).toEqual([{ file: 'flows/site.json', pointer: '/paymentMethods/0/next', message: "next 'thanks' is not a page id" }]);
  });

  it('a field message key that does not exist', () => {
    const defs = copyDefinitions();
    const field = defs.fields.fields.recipientName;
    if (!field) throw new Error('field missing');
    field.messages.pattern = 'validation.letters';
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/fields.json', pointer: '/fields/recipientName/messages/pattern', message: "message 'validation.letters' is not in messages.json" },
    ]);
  });
});
