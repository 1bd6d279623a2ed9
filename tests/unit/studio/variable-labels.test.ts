// The condition builder and the map name what a condition reads by its label beside its path: a field
// by the field library's label, a state key (and paths inside it) by its declaration's label.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conditionWords } from '../../../src/studio/condition-words';
import { builderFields } from '../../../src/studio/json-logic-builder';
import { labelledName, labelsOf, variableLabel, withOwnState, type LabelSources } from '../../../src/studio/variable-labels';

const read = (f: string): Record<string, unknown> => JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>;
const site = read('flows/site.json');
const fields = read('flows/fields.json');
const prepaid = read('flows/journeys/prepaid-sim.json');
const sources: LabelSources = withOwnState({ fields: labelsOf(fields.fields), state: labelsOf(site.state) }, prepaid.state);

describe('variableLabel and labelledName', () => {
  it('names a state path by its key\'s label, in the studio language', () => {
    expect(labelledName('number.price', sources, 'id')).toBe('Nomor (number.price)');
    expect(labelledName('number.price', sources, 'en')).toBe('Number (number.price)');
    expect(labelledName('city.id', sources, 'en')).toBe('Delivery city (city.id)');
  });

  it('names a field value by the field library\'s label', () => {
    expect(labelledName('values.recipientName', sources, 'id')).toBe('Nama Penerima (values.recipientName)');
  });

  it('leaves names nothing labels as their path', () => {
    expect(labelledName('constants.securityDeposit', sources, 'en')).toBe('constants.securityDeposit');
    expect(labelledName('values.unknownField', sources, 'en')).toBe('values.unknownField');
    expect(variableLabel('toString', sources, 'en')).toBe('');
  });

  it('takes the other language when one is missing', () => {
    expect(variableLabel('x', { fields: {}, state: { x: { en: 'Only English' } } }, 'id')).toBe('Only English');
  });
});

describe('every state key of the site and the journeys has a label in both languages', () => {
  for (const [file, doc] of [['site.json', site], ['prepaid-sim.json', prepaid], ['postpaid-sim.json', read('flows/journeys/postpaid-sim.json')]] as const) {
    it(file, () => {
      const state = doc.state as Record<string, { label?: { id?: string; en?: string } }>;
      const missing = Object.entries(state).filter(([, v]) => !v.label?.id || !v.label.en).map(([k]) => k);
      expect(missing).toEqual([]);
    });
  }
});

describe('the builder and the words use the labels', () => {
  const nameOf = (n: string): string => labelledName(n, sources, 'id');
  it('reads "Nomor (number.price) lebih dari 0"', () => {
    expect(conditionWords({ '>': [{ var: 'number.price' }, 0] }, 'id', false, nameOf)).toBe('Nomor (number.price) lebih dari 0');
    expect(conditionWords({ '>': [{ var: 'number.price' }, 0] }, 'id')).toBe('number.price lebih dari 0');
  });
  it('offers the fields with their labels, the path as the value', () => {
    expect(builderFields(['number.price'], nameOf)).toEqual([{ name: 'number.price', value: 'number.price', label: 'Nomor (number.price)' }]);
  });
});
