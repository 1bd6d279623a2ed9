// Broken copies of the shipped definitions are rejected with the precise file, pointer and message.
// The checks the redesign added (state keys, variables, widgets, sources, operations, targets ...)
// are in broken-references.test.ts.
import { describe, expect, it, vi } from 'vitest';
import {
  blockOf, copyDefinitions, fieldOf, JOURNEY_FILE, lintErrors, lintWarnings, loose, pageOf, prepaidOf, schemaIssues, stepOf, must, nextOf, orderHandlers,
} from './helpers';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

describe('schema validation rejects', () => {
  it('a text without en', () => {
    const defs = copyDefinitions();
    delete loose(pageOf(defs, 'home').title).en;
    expect(schemaIssues(defs)).toEqual([{ file: 'flows/pages/home.json', pointer: '/title', message: "must have required property 'en'" }]);
  });

  it('a block without widget, at its pointer', () => {
    const defs = copyDefinitions();
    delete loose(blockOf(stepOf(defs, 1), 0)).widget;
    expect(schemaIssues(defs)).toEqual([{ file: JOURNEY_FILE, pointer: '/steps/1/blocks/0', message: "must have required property 'widget'" }]);
  });

  it('an unknown property, naming it', () => {
    const defs = copyDefinitions();
    loose(defs.site).theme = 'dark';
    expect(schemaIssues(defs)).toEqual([{ file: 'flows/site.json', pointer: '', message: "must NOT have additional properties 'theme'" }]);
  });

  it('a payment method of an unknown kind, listing the allowed ones', () => {
    const defs = copyDefinitions();
    loose(defs.site.paymentMethods[0] ?? {}).kind = 'cash';
    expect(schemaIssues(defs)).toEqual([
      { file: 'flows/site.json', pointer: '/paymentMethods/0/kind', message: 'must be equal to one of the allowed values: va, link, qr, card' },
    ]);
  });

  it('an error catalogue key that is not a code', () => {
    const defs = copyDefinitions();
    const entry = must(defs.errors.errors['500'], '500');
    defs.errors.errors.oops = entry;
    expect(schemaIssues(defs)).toEqual([
      { file: 'flows/errors.json', pointer: '/errors', message: `property name 'oops' must match pattern "^([0-9]{3,5}|[a-z][A-Za-z0-9]*\\.[0-9]{3,5}[a-z]*)$"` },
    ]);
  });

  it('a journey whose kind is not journey, naming the constant', () => {
    const defs = copyDefinitions();
    loose(prepaidOf(defs)).kind = 'page';
    expect(schemaIssues(defs)).toEqual([{ file: JOURNEY_FILE, pointer: '/kind', message: 'must be equal to constant "journey"' }]);
  });

  it('an onError code that is not a code', () => {
    const defs = copyDefinitions();
    prepaidOf(defs).onError = { oops: { do: 'errorModal' } };
    expect(schemaIssues(defs)).toEqual([
      { file: JOURNEY_FILE, pointer: '/onError', message: `property name 'oops' must match pattern "^(\\*|[0-9]{3,5})$"` },
    ]);
  });

  it('a call inside a call\'s onError (a handler is any action but a call; a step\'s list may call)', () => {
    const defs = copyDefinitions();
    loose(orderHandlers(defs))['429'] = { do: 'call', op: 'orders.create' };
    expect(schemaIssues(defs).map((i) => i.pointer)).toContain('/steps/1/submit/0/onError/429');
    // Nor a list there: a list that may call is a step's, a phase's or a journey's handler.
    loose(orderHandlers(defs))['429'] = [{ do: 'call', op: 'numbers.regular', store: 'number' }, { do: 'errorModal' }];
    expect(schemaIssues(defs).map((i) => i.pointer)).toContain('/steps/1/submit/0/onError/429');
    delete loose(orderHandlers(defs))['429'];
    stepOf(defs, 1).onError = { 429: [{ do: 'call', op: 'numbers.regular', store: 'number' }, { do: 'errorModal' }] };
    expect(schemaIssues(defs)).toEqual([]);
  });

  it('a state key with an unknown property; an order journey without traits (the lint: only a journey without an order may leave them out)', () => {
    const defs = copyDefinitions();
    delete loose(prepaidOf(defs)).traits;
    loose(defs.site.state.layout ?? {}).kept = true;
    expect(schemaIssues(defs)).toEqual([
      { file: 'flows/site.json', pointer: '/state/layout', message: "must NOT have additional properties 'kept'" },
    ]);
    expect(lintErrors(defs)).toEqual([
      { file: JOURNEY_FILE, pointer: '/traits', message: 'a journey that ends in an order (SIMPRE) declares its traits' },
    ]);
  });

  it('an order type file without the order type\'s product type', () => {
    const defs = copyDefinitions();
    delete loose(defs.orderTypes.orderTypes.SIMPRE ?? {}).productType;
    expect(schemaIssues(defs)).toEqual([
      { file: 'flows/orderTypes.json', pointer: '/orderTypes/SIMPRE', message: "must have required property 'productType'" },
    ]);
  });
});

describe('lint rejects', () => {
  it('a text without en', () => {
    const defs = copyDefinitions();
    delete loose(stepOf(defs, 1).texts?.heading ?? {}).en;
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY_FILE, pointer: '/steps/1/texts/heading', message: "text is missing 'en'" }]);
  });

  it('a text with a stray key', () => {
    const defs = copyDefinitions();
    loose(must(stepOf(defs, 1).texts?.heading, 'heading')).ms = 'Butiran';
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY_FILE, pointer: '/steps/1/texts/heading', message: 'text has unexpected keys: ms' }]);
  });

  it('warns when id and en have a different number of %s', () => {
    const defs = copyDefinitions();
    const text = must(defs.messages.ui['payment.atmStep3'], 'payment.atmStep3');
    text.en = 'Enter the bank code followed by the Virtual Account number.';
    expect(lintErrors(defs)).toEqual([]);
    expect(lintWarnings(defs)).toContainEqual({ file: 'flows/messages.json', pointer: '/ui/payment.atmStep3', message: "'%s' count differs between id and en" });
  });

  it('warns about a next rule without when before others, and a terminal step with next', () => {
    const defs = copyDefinitions();
    const order = stepOf(defs, 0);
    order.next = [{ to: 'recipient' }, ...(order.next ?? [])];
    stepOf(defs, 1).terminal = true;
    expect(lintErrors(defs)).toEqual([]);
    expect(lintWarnings(defs)).toEqual(expect.arrayContaining([
      { file: JOURNEY_FILE, pointer: '/steps/0/next/0', message: "rule without 'when' always wins: the rules after it never run" },
      { file: JOURNEY_FILE, pointer: '/steps/1/terminal', message: "step 'recipient' is terminal but has 'next'" },
    ]));
  });

  it('a text with an empty id', () => {
    const defs = copyDefinitions();
    const label = must(defs.errors.errors['40011']?.button.label, '40011');
    label.id = ' ';
    expect(lintErrors(defs)).toEqual([{ file: 'flows/errors.json', pointer: '/errors/40011/button/label/id', message: "text 'id' is empty" }]);
  });

  it('an unknown widget', () => {
    const defs = copyDefinitions();
    blockOf(stepOf(defs, 0), 1).widget = 'mapPicker';
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY_FILE, pointer: '/steps/0/blocks/1/widget', message: "unknown widget 'mapPicker'" }]);
  });

  it('an unknown action, guard and data source', () => {
    const defs = copyDefinitions();
    const home = pageOf(defs, 'home');
    home.entryActions = [{ do: 'launchRocket' }];
    home.guard = 'isVip';
    blockOf(stepOf(defs, 0), 2).props = { source: 'numbers.gold' };
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/pages/home.json', pointer: '/guard', message: "unknown guard 'isVip' (the journey's guards or site.json guards)" },
      { file: 'flows/pages/home.json', pointer: '/entryActions/0/do', message: "unknown action 'launchRocket'" },
      { file: JOURNEY_FILE, pointer: '/steps/0/blocks/2/props/source', message: "unknown data source 'numbers.gold' (site.json sources)" },
    ]);
  });

  it('an unreachable step', () => {
    const defs = copyDefinitions();
    prepaidOf(defs).steps.push({ id: 'extra', path: '/order-extra', title: { id: 'Ekstra', en: 'Extra' }, layout: { nav: true, footer: true }, blocks: [], terminal: true });
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY_FILE, pointer: '/steps/2', message: "step 'extra' is unreachable from entry 'order'" }]);
  });

  it('a duplicate step id', () => {
    const defs = copyDefinitions();
    prepaidOf(defs).steps.push({ ...structuredClone(stepOf(defs, 1)), path: '/order-recipient-2' });
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY_FILE, pointer: '/steps/2/id', message: "duplicate step id 'recipient'" }]);
  });

  it('an entry that goes to no step', () => {
    const defs = copyDefinitions();
    prepaidOf(defs).entry.goto = 'start';
    const errors = lintErrors(defs);
    expect(errors[0]).toEqual({ file: JOURNEY_FILE, pointer: '/entry/goto', message: "entry goes to 'start', which is not a step" });
    // ... which strands every step.
    expect(errors.slice(1).map((e) => e.pointer)).toEqual(['/steps/0', '/steps/1']);
  });

  it('a journey id that is not its file name, and a page id that is not its file name', () => {
    const defs = copyDefinitions();
    prepaidOf(defs).id = 'prepaid';
    pageOf(defs, 'promos').id = 'promo-list';
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/pages/promos.json', pointer: '/id', message: "page id 'promo-list' does not match its file name 'promos'" },
      { file: JOURNEY_FILE, pointer: '/id', message: "journey id 'prepaid' does not match its file name 'prepaid-sim'" },
    ]);
  });

  it('a duplicate path (param names do not matter)', () => {
    const defs = copyDefinitions();
    pageOf(defs, 'retrypay').aliases = ['/thankyou/:order/:mail?/:h?'];
    // Pages are read in file-name order: retrypay's alias comes first, thankyou's path clashes with it.
    expect(lintErrors(defs)).toEqual([{
      file: 'flows/pages/thankyou.json', pointer: '/path',
      message: "route '/thankyou/:id/:email?/:hash?' is already used by flows/pages/retrypay.json#/aliases/0",
    }]);
  });

  it('a page path that clashes with a journey step', () => {
    const defs = copyDefinitions();
    pageOf(defs, 'track').aliases = ['/order'];
    expect(lintErrors(defs)).toEqual([
      { file: JOURNEY_FILE, pointer: '/steps/0/path', message: "route '/order' is already used by flows/pages/track.json#/aliases/0" },
    ]);
  });

  it('a redirect from a path a page already serves', () => {
    const defs = copyDefinitions();
    defs.site.redirects.push({ from: '/promos', to: '/' });
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/site.json', pointer: '/redirects/1/from', message: "route '/promos' is already used by flows/pages/promos.json#/path" },
    ]);
  });

  it('params that do not match the path', () => {
    const defs = copyDefinitions();
    pageOf(defs, 'promo').params = ['code'];
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/pages/promo.json', pointer: '/params', message: "params [code] do not match the path '/promo/:promo_code'" },
    ]);
  });

  it('a next to a missing step (which also strands the step after it)', () => {
    const defs = copyDefinitions();
    const rule = nextOf(defs, 0);
    rule.to = 'shipping';
    expect(lintErrors(defs)).toEqual([
      { file: JOURNEY_FILE, pointer: '/steps/0/next/0/to', message: "next target 'shipping' is not a step of journey 'prepaid-sim'" },
      { file: JOURNEY_FILE, pointer: '/steps/1', message: "step 'recipient' is unreachable from entry 'order'" },
    ]);
  });

  it('a next to a missing page', () => {
    const defs = copyDefinitions();
    const rule = nextOf(defs, 1);
    rule.to = '@page:checkout';
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY_FILE, pointer: '/steps/1/next/0/to', message: "next target '@page:checkout': no page 'checkout'" }]);
  });

  it('a dead end', () => {
    const defs = copyDefinitions();
    delete stepOf(defs, 1).next;
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY_FILE, pointer: '/steps/1', message: "step 'recipient' is a dead end: add 'next', a timer or a poll, or mark it terminal" }]);
  });

  it('accepts the same step marked terminal', () => {
    const defs = copyDefinitions();
    const step = stepOf(defs, 1);
    delete step.next;
    step.terminal = true;
    expect(lintErrors(defs)).toEqual([]);
  });

  it('an onError code that is not in the catalogue', () => {
    const defs = copyDefinitions();
    orderHandlers(defs)['40999'] = { do: 'errorModal' };
    expect(lintErrors(defs)).toEqual([
      { file: JOURNEY_FILE, pointer: '/steps/1/submit/0/onError/40999', message: "error code '40999' has no entry in errors.json" },
    ]);
  });

  it('an unknown JSON Logic operator, at the rule', () => {
    const defs = copyDefinitions();
    const rule = nextOf(defs, 0);
    rule.when = { isCool: [{ var: 'x' }] };
    expect(lintErrors(defs)).toEqual([
      { file: JOURNEY_FILE, pointer: '/steps/0/next/0/when', message: "unknown JSON Logic operator 'isCool'" },
    ]);
  });

  it("the 'log' operator, and an object of two operators", () => {
    const defs = copyDefinitions();
    const prepaid = prepaidOf(defs);
    prepaid.guards = { hasSelection: { log: { var: 'city.id' } } };
    const rule = nextOf(defs, 0);
    rule.when = { '!!': [{ var: 'city.id', missing: ['x'] }] };
    expect(lintErrors(defs)).toEqual([
      { file: JOURNEY_FILE, pointer: '/guards/hasSelection', message: "the JSON Logic operator 'log' is not allowed" },
      { file: JOURNEY_FILE, pointer: '/steps/0/next/0/when/!!/0', message: 'a JSON Logic rule is an object with exactly one operator' },
    ]);
  });

  it('a form field that is not in fields.json', () => {
    const defs = copyDefinitions();
    blockOf(stepOf(defs, 1), 1).props = { fields: ['recipientName', 'recipientFax'] };
    expect(lintErrors(defs)).toEqual([{ file: JOURNEY_FILE, pointer: '/steps/1/blocks/1/props/fields/1', message: "field 'recipientFax' is not in fields.json" }]);
  });

  it('a payment method whose next is not a page, and a duplicate method code', () => {
    const defs = copyDefinitions();
    const [first, second] = defs.site.paymentMethods;
    if (!first || !second) throw new Error('methods missing');
    first.next = 'thanks';
    second.code = first.code;
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/site.json', pointer: '/paymentMethods/0/next', message: "next 'thanks' is not a page id" },
      { file: 'flows/site.json', pointer: '/paymentMethods/1/code', message: `duplicate payment method code '${first.code}'` },
    ]);
  });

  it('a VA method whose bank has no name, logo and guides (issue 9: each VA shows its own bank)', () => {
    const defs = copyDefinitions();
    const index = defs.site.paymentMethods.findIndex((m) => m.kind === 'va' && m.bank === 'bca');
    delete loose(must(defs.site.paymentBanks, 'paymentBanks')).bca;
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/site.json', pointer: `/paymentMethods/${index}/bank`, message: "VA method '05' needs a bank of paymentBanks (its name, logo and guides)" },
    ]);
  });

  it('a payment method of an unknown group, and special pages that do not exist', () => {
    const defs = copyDefinitions();
    const method = must(defs.site.paymentMethods[0], 'method');
    loose(method).group = 'CASH';
    defs.site.paymentFailedPage = 'failed';
    defs.site.pages.notFound = '404';
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/site.json', pointer: '/paymentMethods/0/group', message: "group 'CASH' is not in paymentGroups" },
      { file: 'flows/site.json', pointer: '/paymentFailedPage', message: "'failed' is not a page id" },
      { file: 'flows/site.json', pointer: '/pages/notFound', message: "'404' is not a page id" },
    ]);
  });

  it('a default language that is not offered, and duplicate cart step ids', () => {
    const defs = copyDefinitions();
    defs.site.languages = ['id'];
    defs.site.defaultLanguage = 'en';
    const step = must(defs.site.cartSteps[1], 'cart step');
    step.id = 1;
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/site.json', pointer: '/defaultLanguage', message: "'en' is not in languages" },
      { file: 'flows/site.json', pointer: '/cartSteps', message: 'cart step ids must be unique' },
      // Both journeys show cart step 2, which no longer exists.
      { file: 'flows/journeys/postpaid-sim.json', pointer: '/traits/cartSteps/1', message: 'cart step 2 is not in site.cartSteps' },
      { file: 'flows/journeys/prepaid-sim.json', pointer: '/traits/cartSteps/1', message: 'cart step 2 is not in site.cartSteps' },
    ]);
  });

  it('a field message key that does not exist', () => {
    const defs = copyDefinitions();
    fieldOf(defs, 'recipientName').messages.pattern = 'validation.letters';
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/fields.json', pointer: '/fields/recipientName/messages/pattern', message: "message 'validation.letters' is not in messages.json" },
    ]);
  });

  it('a sameAs that is not a field, and an example of a keyword the field does not use', () => {
    const defs = copyDefinitions();
    const confirm = fieldOf(defs, 'recipientEmailConfirm');
    confirm.sameAs = 'recipientMail';
    const notes = fieldOf(defs, 'recipientNotes');
    notes.examples.invalid.push({ value: '', keyword: 'required' }, { value: 'x', keyword: 'pattern' }, { value: 'x', keyword: 'notEqual' }, { value: 'x', keyword: 'numeric' });
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/fields.json', pointer: '/fields/recipientEmailConfirm/sameAs', message: "sameAs 'recipientMail' is not a field" },
      { file: 'flows/fields.json', pointer: '/fields/recipientNotes/examples/invalid/1/keyword', message: "'required' example on a field that is not required" },
      { file: 'flows/fields.json', pointer: '/fields/recipientNotes/examples/invalid/2/keyword', message: "keyword 'pattern' is not in the field's schema" },
      { file: 'flows/fields.json', pointer: '/fields/recipientNotes/examples/invalid/3/keyword', message: "'notEqual' example on a field without sameAs" },
      { file: 'flows/fields.json', pointer: '/fields/recipientNotes/examples/invalid/4/keyword', message: "'numeric' example on a field that holds no digits pattern" },
    ]);
  });

  it('a schema keyword without an error text', () => {
    const defs = copyDefinitions();
    fieldOf(defs, 'recipientNotes').schema.enum = ['a', 'b'];
    expect(lintErrors(defs)).toEqual([
      { file: 'flows/fields.json', pointer: '/fields/recipientNotes/schema/enum', message: "'enum' has no error text: add messages.enum" },
    ]);
  });
});
