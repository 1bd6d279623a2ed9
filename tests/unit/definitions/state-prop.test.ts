// A widget prop marked `x-ref: state` (a state path the widget writes besides its bind) must name a declared state key.
import { describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../src/definitions/types';
import { copyDefinitions, JOURNEY_FILE, lintErrors, stepOf } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

function numberBlock(defs: ReturnType<typeof copyDefinitions>): { block: Block; index: number } {
  const blocks = stepOf(defs, 0).blocks;
  const index = blocks.findIndex((b) => b.widget === 'numberPicker');
  const block = blocks[index];
  if (!block) throw new Error('no numberPicker block');
  return { block, index };
}

describe('state path props', () => {
  it('an undeclared state key is refused where the prop names it', () => {
    const defs = copyDefinitions();
    const { block, index } = numberBlock(defs);
    block.props = { ...block.props, compare: { max: 3, store: 'comparedNumbers', actions: [] } };
    expect(lintErrors(defs)).toEqual([{
      file: JOURNEY_FILE, pointer: `/steps/0/blocks/${index}/props/compare/store`,
      message: "'comparedNumbers' writes 'comparedNumbers', which no state key or core key declares",
    }]);
  });

  it('a declared state key passes; a computed root is refused', () => {
    const defs = copyDefinitions();
    const { block, index } = numberBlock(defs);
    const journey = defs.journeys['prepaid-sim'];
    if (!journey) throw new Error('no prepaid journey');
    journey.state = { ...journey.state, comparedNumbers: { default: [] } };
    block.props = { ...block.props, compare: { store: 'comparedNumbers' } };
    expect(lintErrors(defs)).toEqual([]);
    block.props = { ...block.props, compare: { store: 'input.list' } };
    expect(lintErrors(defs).map((e) => e.pointer)).toEqual([`/steps/0/blocks/${index}/props/compare/store`]);
  });
});
