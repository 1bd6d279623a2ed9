import jsonLogic, { type RulesLogic } from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { analyseCondition, snapshotOf } from '../../../scripts/gen-flow-tests/conditions';
import type { JsonValue } from '../../../src/runtime/types';

/** Every operator node is witnessed true and false, and each witness really gives that value. */
function expectFullBranchCoverage(rule: JsonValue): void {
  const analysis = analyseCondition(rule);
  expect(analysis.unknownOperators).toEqual([]);
  expect(analysis.unsatisfiable).toEqual([]);
  const pointers = [...new Set(analysis.branches.map((b) => b.pointer))];
  for (const pointer of pointers) {
    for (const want of [true, false]) {
      const branch = analysis.branches.find((b) => b.pointer === pointer && b.want === want);
      expect(branch, `${pointer}:${want}`).toBeDefined();
      if (!branch) continue;
      const snapshot = snapshotOf(branch.witness);
      expect(jsonLogic.truthy(jsonLogic.apply(branch.node as RulesLogic, snapshot)), `${pointer}:${want} ${JSON.stringify(branch.witness)}`).toBe(want);
      expect(jsonLogic.truthy(jsonLogic.apply(rule as RulesLogic, snapshot))).toBe(branch.outcome);
    }
  }
  // The whole rule is seen both ways.
  expect(new Set(analysis.branches.map((b) => b.outcome))).toEqual(new Set([true, false]));
}

describe('condition witnesses', () => {
  it('equality: ==, ===, != and !== against literals and between variables', () => {
    expectFullBranchCoverage({ '==': [{ var: 'number.type' }, 'VANITY'] });
    expectFullBranchCoverage({ '===': [{ var: 'shipping.method' }, 'pickup'] });
    expectFullBranchCoverage({ '!=': [{ var: 'agent' }, ''] });
    expectFullBranchCoverage({ '!==': [7, { var: 'count' }] });
    expectFullBranchCoverage({ '==': [{ var: 'a' }, { var: 'b' }] });
    const eq = analyseCondition({ '==': [{ var: 'number.type' }, 'VANITY'] });
    expect(eq.branches.find((b) => b.want)?.witness).toEqual({ 'number.type': 'VANITY' });
  });

  it('membership: a variable in a list, in a string, and a literal in a list variable', () => {
    expectFullBranchCoverage({ in: [{ var: 'payment.method' }, ['04', '05', '06']] });
    expectFullBranchCoverage({ in: [{ var: 'code' }, 'ABCDEF'] });
    expectFullBranchCoverage({ in: ['VIP', { var: 'tags' }] });
    // A fact of the visit spelt from a kind and a value of the state, in the list of facts.
    expectFullBranchCoverage({ in: [{ cat: ['otp.email:', { var: 'values.msisdn' }] }, { var: 'visitFacts' }] });
    const list = analyseCondition({ in: [{ var: 'n' }, [1, 2, 3]] });
    expect(list.branches.find((b) => !b.want)?.witness).toEqual({ n: 4 });
  });

  it('numbers: <, <=, >, >= on either side, and between, at the boundary', () => {
    expectFullBranchCoverage({ '<': [{ var: 'orderTotal' }, 100000] });
    expectFullBranchCoverage({ '<=': [{ var: 'orderTotal' }, 100000] });
    expectFullBranchCoverage({ '>': [{ var: 'age' }, 17] });
    expectFullBranchCoverage({ '>=': [21, { var: 'age' }] });
    expectFullBranchCoverage({ '<': [0, { var: 'qty' }, 10] });
    expectFullBranchCoverage({ '<=': [1, { var: 'qty' }, 5] });
    const ge = analyseCondition({ '>=': [{ var: 'age' }, 18] });
    expect(ge.branches.map((b) => [b.want, b.witness])).toEqual([[true, { age: 18 }], [false, { age: 17 }]]);
  });

  it('and / or / ! / !! / var: each part true and false', () => {
    expectFullBranchCoverage({ and: [{ '!!': { var: 'selectedCityID' } }, { '!!': { var: 'number.id' } }, { '!!': { var: 'selectedPackageID' } }] });
    expectFullBranchCoverage({ or: [{ '==': [{ var: 'journey' }, 'AGENT'] }, { '!': { var: 'telesale' } }, { var: 'retail_store' }] });
    expectFullBranchCoverage({ and: [{ or: [{ '>': [{ var: 'x' }, 1] }, { in: [{ var: 'y' }, ['a']] }] }, { '!=': [{ var: 'z' }, 'no'] }] });
  });

  it('reports unknown operators instead of guessing, and a missing rule has no branches', () => {
    const analysis = analyseCondition({ and: [{ '!!': { var: 'a' } }, { regex_match: [{ var: 'b' }, '^x'] }] });
    expect(analysis.unknownOperators).toEqual(['regex_match']);
    expect(analyseCondition(undefined).branches).toEqual([]);
  });

  it('reports a branch no value can produce', () => {
    expect(analyseCondition({ and: [{ '==': [{ var: 'a' }, 1] }, { '==': [{ var: 'a' }, 2] }] }).unsatisfiable).toContain('/:true');
  });
});
