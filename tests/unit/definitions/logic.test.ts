// JSON Logic as definitions use it: which objects are rules, how rules and templates evaluate, and
// what the lint reads out of them (variables, rules inside templates, unknown operators).
import { describe, expect, it } from 'vitest';
import {
  applyRule, applyTemplate, argsOf, escapePointer, holds, isRule, operatorOf, OPERATORS, ruleProblems, templateRules, varsOf,
} from '../../../src/definitions/logic';

describe('isRule', () => {
  it('is an object of exactly one key, and that key an operator', () => {
    expect(isRule({ var: 'a' })).toBe(true);
    expect(isRule({ trim: { var: 'a' } })).toBe(true);
    expect(isRule({ var: 'a', x: 1 })).toBe(false);
    expect(isRule({ id: { var: 'a' } })).toBe(false);
    expect(isRule({})).toBe(false);
    expect(isRule([{ var: 'a' }])).toBe(false);
    expect(isRule(null)).toBe(false);
    expect(isRule('var')).toBe(false);
  });

  it('knows the standard operators and the shop\'s own, never log', () => {
    expect(OPERATORS.has('trim')).toBe(true);
    expect(OPERATORS.has('missing_some')).toBe(true);
    expect(OPERATORS.has('log')).toBe(false);
    expect(operatorOf({ '==': [1, 1] })).toBe('==');
    expect(argsOf({ '==': [1, 2] })).toEqual([1, 2]);
    expect(argsOf({ var: 'a' })).toEqual(['a']);
  });
});

describe('holds and applyRule', () => {
  it('a missing rule always holds; a rule holds when it is truthy (JSON Logic truthiness)', () => {
    expect(holds(undefined, {})).toBe(true);
    expect(holds(null, {})).toBe(true);
    expect(holds({ '!!': { var: 'a.b' } }, { a: { b: 'x' } })).toBe(true);
    expect(holds({ '!!': { var: 'a.b' } }, { a: { b: '' } })).toBe(false);
    // An empty array is falsy in JSON Logic (unlike JavaScript).
    expect(holds({ var: 'list' }, { list: [] })).toBe(false);
    expect(applyRule(undefined, {})).toBe(true);
    expect(applyRule({ '+': [{ var: 'a' }, 2] }, { a: 1 })).toBe(3);
  });

  it('trim: text without surrounding blanks, empty for null and absent values', () => {
    expect(applyRule({ trim: { var: 'name' } }, { name: '  Budi  ' })).toBe('Budi');
    expect(applyRule({ trim: { var: 'name' } }, { name: null })).toBe('');
    expect(applyRule({ trim: { var: 'name' } }, {})).toBe('');
    expect(applyRule({ trim: { var: 'n' } }, { n: 42 })).toBe('42');
  });
});

describe('applyTemplate', () => {
  it('applies the rules at the leaves, walks objects and arrays, keeps plain values', () => {
    const data = { city: { id: 10 }, values: { recipientName: ' Budi ' }, lang: 'en' };
    expect(applyTemplate({
      cityId: { var: 'city.id' }, type: 'prepaid', n: 3, flag: false,
      recipient: { name: { trim: { var: 'values.recipientName' } } }, list: [{ var: 'lang' }, 'x'],
    }, data)).toEqual({ cityId: 10, type: 'prepaid', n: 3, flag: false, recipient: { name: 'Budi' }, list: ['en', 'x'] });
  });

  it('leaves out a property whose value comes out null or undefined (an optional request field), but keeps falsy values', () => {
    expect(applyTemplate({ a: { var: 'missing' }, b: null, c: { var: 'zero' }, d: { var: 'empty' }, e: { var: 'no' } }, { zero: 0, empty: '', no: false }))
      .toEqual({ c: 0, d: '', e: false });
    expect(applyTemplate([{ var: 'missing' }], {})).toEqual([null]);
  });

  it('a rule at the top is applied as a whole', () => {
    expect(applyTemplate({ var: 'utm' }, { utm: { utm_source: 'fb' } })).toEqual({ utm_source: 'fb' });
  });
});

describe('what the lint reads out of rules', () => {
  it('varsOf: every variable with its pointer; defaults and the item scope of map/filter/... skipped', () => {
    const rule = {
      and: [
        { '!!': { var: 'city.id' } },
        { '==': [{ var: ['number.price', 0] }, { var: 'constants.x' }] },
        { some: [{ var: 'items' }, { '==': [{ var: 'itemKey' }, 1] }] },
        { var: '' },
      ],
    };
    expect(varsOf(rule, '/when')).toEqual([
      { path: 'city.id', pointer: '/when/and/0/!!' },
      { path: 'number.price', pointer: '/when/and/1/==/0' },
      { path: 'constants.x', pointer: '/when/and/1/==/1' },
      { path: 'items', pointer: '/when/and/2/some/0' },
    ]);
  });

  it('templateRules: the rules inside a template, with escaped pointers', () => {
    expect(templateRules({ a: { var: 'x' }, 'b/c': [1, { trim: { var: 'y' } }], d: 'plain' }, '/body')).toEqual([
      { rule: { var: 'x' }, pointer: '/body/a' },
      { rule: { trim: { var: 'y' } }, pointer: '/body/b~1c/1' },
    ]);
    expect(escapePointer('a~b/c')).toBe('a~0b~1c');
  });

  it('ruleProblems: unknown operators, log, and objects of several keys, each at its pointer', () => {
    expect(ruleProblems({ and: [{ isCool: 1 }, { log: 'x' }, { a: 1, b: 2 }, { var: 'x' }] }, '/r')).toEqual([
      { pointer: '/r/and/0', message: "unknown JSON Logic operator 'isCool'" },
      { pointer: '/r/and/1', message: "the JSON Logic operator 'log' is not allowed" },
      { pointer: '/r/and/2', message: 'a JSON Logic rule is an object with exactly one operator' },
    ]);
    expect(ruleProblems({ '!!': { var: 'a' } })).toEqual([]);
  });
});
