// The journey map's phases and ending, read from the test journey that has both.
import { describe, expect, it } from 'vitest';
import claim from '../../fixtures/flows/journeys/number-claim.json' with { type: 'json' };
import gift from '../../fixtures/flows/journeys/gift-number.json' with { type: 'json' };
import activate from '../../../flows/pages/activate.json' with { type: 'json' };
import { journeyEnding, stepPhases } from '../../../src/studio/journey-primitives';

describe('the journey map beyond steps', () => {
  it("lists a step's phase transitions, an error's apart", () => {
    expect(stepPhases(claim.steps)).toEqual([{
      step: 'claim', phases: ['lookup', 'confirm', 'result'],
      edges: [
        { step: 'claim', from: 'lookup', to: 'confirm', on: 'answer', when: { '!!': { var: 'claimMatches.0.msisdn' } } },
        { step: 'claim', from: 'confirm', to: 'result', on: 'answer', when: { var: 'claimHeld.available' } },
        { step: 'claim', from: 'confirm', to: 'lookup', on: 'answer', when: { '!': { var: 'claimHeld.available' } } },
        { step: 'claim', from: 'confirm', to: 'lookup', on: 'error', when: undefined },
      ],
    }]);
    expect(stepPhases(gift.steps)).toEqual([]);
  });

  it("lists a page's phases as a screen of its own: the activation page's lookup, found and result", () => {
    expect(stepPhases([activate])).toEqual([{
      step: 'activate', phases: ['lookup', 'found', 'result'],
      edges: [
        { step: 'activate', from: 'lookup', to: 'found', on: 'answer', when: { '!!': { var: 'activation.found.order_code' } } },
        { step: 'activate', from: 'found', to: 'result', on: 'answer', when: { '!!': { var: 'activation.result.status' } } },
      ],
    }]);
  });

  it('names what a journey without an order ends in, and the steps that reach it', () => {
    expect(journeyEnding(claim.ending, claim.steps)).toEqual({ kind: 'call', target: 'numbers.status', from: ['claim'] });
    expect(journeyEnding({ page: 'home' }, [{ id: 'a', next: [{ to: '@page:home' }] }, { id: 'b' }])).toEqual({ kind: 'page', target: 'home', from: ['a'] });
    expect(journeyEnding({ link: 'https://x.id' }, [{ id: 'a', submit: [{ do: 'call', op: 'x.y', onError: { '*': [{ do: 'href', url: 'https://x.id' }] } }] }]))
      .toEqual({ kind: 'link', target: 'https://x.id', from: ['a'] });
    expect(journeyEnding(undefined, claim.steps)).toBeNull();
  });
});
