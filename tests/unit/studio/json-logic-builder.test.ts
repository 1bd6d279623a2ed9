// JSON Logic <-> the condition builder (react-querybuilder): what the builder shows it writes back
// unchanged, what it cannot say exactly is refused (the editor keeps it as JSON text), and the
// builder's own edits come out as JSON Logic the shop evaluates.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { fromBuilder, toBuilder, varsOf } from '../../../src/studio/json-logic-builder';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('toBuilder / fromBuilder', () => {
  const expressible: unknown[] = [
    { and: [{ '!!': { var: 'city.id' } }, { '!!': { var: 'number.id' } }, { '!!': { var: 'package.id' } }] },
    { '!': { var: 'number.id' } },
    { '==': [{ var: 'delivery.method' }, 'pickup'] },
    { or: [{ '>': [{ var: 'number.price' }, 0] }, { and: [{ '!=': [{ var: 'b' }, 'x'] }, { '!!': { var: 'c' } }] }] },
    { in: [{ var: 'delivery.method' }, ['pickup', 'courier']] },
    { '==': [{ var: 'payment' }, null] },
  ];
  it.each(expressible.map((r) => [JSON.stringify(r), r]))('shows %s in the builder and writes it back unchanged', (_name, rule) => {
    const query = toBuilder(rule);
    expect(query).not.toBeNull();
    if (!query) return;
    expect(fromBuilder(query)).toEqual(rule);
  });

  const tooComplex: unknown[] = [
    { '>': [{ var: ['number.price', 0] }, 0] },
    { '+': [{ var: 'a' }, 1] },
    { if: [{ var: 'a' }, 1, 0] },
    { '!!': { var: 'giftMatches.0.msisdn' }, extra: 1 },
    { '==': [{ var: 'a' }, { var: 'b' }] },
    { '!!': [{ '+': [1, 2] }] },
    'not a rule',
  ];
  it.each(tooComplex.map((r) => [JSON.stringify(r), r]))('keeps %s out of the builder (JSON text instead)', (_name, rule) => {
    expect(toBuilder(rule)).toBeNull();
  });

  it('an empty builder is no condition, and no condition opens an empty builder', () => {
    expect(fromBuilder({ combinator: 'and', rules: [] })).toBeUndefined();
    expect(toBuilder(undefined)).toEqual({ combinator: 'and', rules: [] });
  });

  it('a rule made in the builder is JSON Logic the shop evaluates', () => {
    const rule = fromBuilder({ combinator: 'and', rules: [
      { field: 'number.id', operator: 'isNotSet', value: '' },
      { field: 'package.price', operator: '>=', value: '10000' },
    ] });
    expect(rule).toEqual({ and: [{ '!': { var: 'number.id' } }, { '>=': [{ var: 'package.price' }, 10000] }] });
    expect(jsonLogic.apply(rule as jsonLogic.RulesLogic, { number: null, package: { price: 25000 } })).toBe(true);
    expect(jsonLogic.apply(rule as jsonLogic.RulesLogic, { number: { id: 'n1' }, package: { price: 25000 } })).toBe(false);
  });

  it('every condition of the shipped journeys either round-trips exactly or is refused', () => {
    for (const file of ['prepaid-sim', 'postpaid-sim']) {
      const journey = JSON.parse(readFileSync(resolve(ROOT, `flows/journeys/${file}.json`), 'utf8')) as { steps: Array<{ next?: Array<{ when?: unknown }> }> };
      for (const next of journey.steps.flatMap((s) => s.next ?? [])) {
        if (next.when === undefined) continue;
        const query = toBuilder(next.when);
        if (query) expect(fromBuilder(query)).toEqual(next.when);
      }
    }
  });

  it('lists the vars a rule reads (with defaults, nested), not computed names', () => {
    expect([...varsOf({ and: [{ var: ['number.price', 0] }, { '!!': { var: 'city.id' } }, { var: { cat: ['input.', { var: 'lang' }] } }] })].sort())
      .toEqual(['city.id', 'lang', 'number.price']);
  });
});
