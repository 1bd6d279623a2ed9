// The lint of issue 33's primitives: `when` on blocks and actions, phases of a screen, and journeys
// that end without an order (an ending instead of an order type, which a step must reach).
import { describe, expect, it, vi } from 'vitest';
import { copyDefinitions, JOURNEY_FILE, lintErrors, loose, pageOf, prepaidOf, schemaIssues, stepOf } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const err = (file: string, pointer: string, message: string) => ({ file, pointer, message });

describe('when', () => {
  it('on a block and on an action reads declared state only', () => {
    const defs = copyDefinitions();
    const step = stepOf(defs, 0);
    loose(step.blocks[0] ?? {}).when = { '!!': { var: 'noSuchKey' } };
    step.entryActions = [{ do: 'close', when: { '!!': { var: 'otherKey' } } }];
    expect(schemaIssues(defs)).toEqual([]);
    expect(lintErrors(defs).map((i) => i.pointer)).toEqual(['/steps/0/entryActions/0/when/!!', '/steps/0/blocks/0/when/!!']);
  });
});

describe("an error modal's scope", () => {
  it('names a context of the catalogue, and its variants, args and params read the state and the error as input', () => {
    const defs = copyDefinitions();
    const page = pageOf(defs, 'track');
    page.phases = [
      {
        id: 'ask', blocks: [{ widget: 'form', props: { fields: ['trackEmail'] }, submits: 'nowhere' }], button: 'heading',
        submit: [{ do: 'close' }],
        onError: {
          '*': {
            do: 'errorModal', context: 'noSuchContext', variants: { va: { '!!': { var: 'input.details.va_number' } } },
            args: [{ var: 'noSuchKey' }], params: { id: { var: 'input.code' }, other: { var: 'otherKey' } },
          },
        },
        next: [{ to: 'done' }],
      },
      { id: 'done', blocks: [] },
    ];
    expect(schemaIssues(defs)).toEqual([]);
    expect(lintErrors(defs).map((i) => [i.pointer, i.message])).toEqual([
      ['/phases/0/blocks/0/submits', "'nowhere' is not a phase of this screen"],
      ['/phases/0/onError/*/context', "errors.json has no entry of the context 'noSuchContext' ('noSuchContext.<code>')"],
      ['/phases/0/onError/*/args/0', "'noSuchKey' reads 'noSuchKey', which no field, state key or core key declares"],
      ['/phases/0/onError/*/params/other', "'otherKey' reads 'otherKey', which no field, state key or core key declares"],
    ]);
  });
});

describe('phases', () => {
  it('lead to phases of the screen, each reachable, with their button among the texts and a way to submit their actions', () => {
    const defs = copyDefinitions();
    const page = pageOf(defs, 'track');
    page.phases = [
      { id: 'ask', blocks: [], button: 'noSuchText', next: [{ to: 'nowhere' }] },
      { id: 'lost', blocks: [], submit: [{ do: 'close' }] },
      { id: 'ask', blocks: [] },
    ];
    expect(schemaIssues(defs)).toEqual([]);
    expect(lintErrors(defs)).toEqual([
      err('flows/pages/track.json', '/phases/2/id', "duplicate phase id 'ask'"),
      err('flows/pages/track.json', '/phases/0/button', "the button's text 'noSuchText' is not in the screen's texts"),
      err('flows/pages/track.json', '/phases/0/next/0/to', "'nowhere' is not a phase of this screen"),
      err('flows/pages/track.json', '/phases/1', "phase 'lost' has actions but nothing submits it: give it a button or an auto rule"),
      err('flows/pages/track.json', '/phases/1', "phase 'lost' is unreachable from the first phase 'ask'"),
    ]);
  });
});

describe('journeys without an order', () => {
  it('need an order type or an ending, not both', () => {
    const both = copyDefinitions();
    prepaidOf(both).ending = { page: 'home' };
    expect(lintErrors(both)).toEqual([err(JOURNEY_FILE, '/ending', 'a journey ends in its order (orderType) or in an ending, not both')]);
    const neither = copyDefinitions();
    delete loose(prepaidOf(neither)).orderType;
    expect(schemaIssues(neither)).toEqual([]);
    expect(lintErrors(neither)).toEqual([err(JOURNEY_FILE, '', 'a journey needs an orderType (the order it ends in) or an ending (a call, a page or a link)')]);
  });

  it('the ending is reached: its call made, its page led to, its link handed over; no payment', () => {
    const defs = copyDefinitions();
    const j = prepaidOf(defs);
    delete loose(j).orderType;
    j.ending = { call: 'payments.create' };
    expect(lintErrors(defs)).toEqual([
      err(JOURNEY_FILE, '/traits/payment', 'a journey without an order has nothing to pay'),
      err(JOURNEY_FILE, '/ending/call', "no step of the journey calls 'payments.create'"),
    ]);
    j.ending = { page: 'promos' };
    loose(j.traits ?? {}).payment = false;
    expect(lintErrors(defs)).toEqual([err(JOURNEY_FILE, '/ending/page', "no step of the journey leads to '@page:promos'")]);
    j.ending = { link: 'https://example.com/claim' };
    expect(lintErrors(defs)).toEqual([err(JOURNEY_FILE, '/ending/link', "no step of the journey hands over to 'https://example.com/claim' (an href action)")]);
    stepOf(defs, 0).entryActions = [{ do: 'href', url: 'https://example.com/claim' }];
    expect(lintErrors(defs)).toEqual([]);
    j.ending = { call: 'catalogue.cities' };
    expect(lintErrors(defs)).toEqual([err(JOURNEY_FILE, '/ending/call', "no step of the journey calls 'catalogue.cities'")]);
    stepOf(defs, 0).submit = [{ do: 'call', op: 'catalogue.cities', store: 'order' }];
    expect(lintErrors(defs)).toEqual([]);
  });
});
