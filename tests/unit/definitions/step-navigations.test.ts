// Steps reached by a navigate action (a widget's, a submit's, an error handler's) count as reachable.
import { describe, expect, it, vi } from 'vitest';
import { stepNavigations } from '../../../src/definitions/step-navigations';
import { copyDefinitions, lintErrors, must } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

describe('step navigations', () => {
  it('finds @step: targets of navigate actions in block props, submit and onError, nothing else', () => {
    expect(stepNavigations({
      blocks: [
        { widget: 'numberPicker', props: { compare: { store: 'x', actions: [{ do: 'navigate', to: '@step:compare' }] } } },
        { widget: 'notice', props: { link: { to: '@step:ignored' } } },
      ],
      submit: [{ do: 'navigate', to: '@page:home' }, { do: 'call', op: 'numbers.status', onError: { '*': { do: 'navigate', to: '@step:order' } } }],
      onError: { '40011': { do: 'navigate', to: '@step:order' } },
    })).toEqual(['compare', 'order']);
  });

  it('a step only a widget navigates to is reachable; without that navigation it is not', () => {
    const defs = copyDefinitions();
    const journey = must(defs.journeys['postpaid-sim'], 'journey postpaid-sim');
    expect(lintErrors(defs)).toEqual([]);
    const order = must(journey.steps.find((s) => s.id === 'order'), 'step order');
    for (const b of order.blocks) if (b.widget === 'numberPicker' && b.props) delete b.props.compare;
    expect(lintErrors(defs).map((e) => e.message)).toContain("step 'compare' is unreachable from entry 'order'");
  });
});
