import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { checkField } from '../../../src/definitions/field-check';
import { fieldErrorText } from '../../../src/definitions/messages';
import { fieldValidators } from '../../../src/definitions/generated/field-validators';
import type { Language } from '../../../src/definitions/types';

const fields = Object.entries(definitions.fields.fields);
const LANGS: Language[] = ['id', 'en'];

/** For sameAs fields the partner holds the same value unless the example says otherwise. */
const valuesFor = (name: string, value: string, given?: Record<string, string>): Record<string, string> => {
  const sameAs = definitions.fields.fields[name]?.sameAs;
  return { ...(sameAs ? { [sameAs]: value } : {}), ...given, [name]: value };
};

describe('checkField on the examples of every field', () => {
  it('has a precompiled validator for every field', () => {
    expect(Object.keys(fieldValidators).sort()).toEqual(fields.map(([n]) => n).sort());
  });

  for (const [name, field] of fields) {
    describe(name, () => {
      it.each(field.examples.valid)('accepts %j', (value) => {
        for (const lang of LANGS) expect(checkField(name, value, lang, valuesFor(name, value))).toBeNull();
      });
      it.each(field.examples.invalid)('rejects $value with $keyword', ({ value, keyword, values }) => {
        const limit = keyword === 'minLength' || keyword === 'maxLength' ? field.schema[keyword] : undefined;
        for (const lang of LANGS) {
          expect(checkField(name, value, lang, valuesFor(name, value, values))).toBe(fieldErrorText(name, keyword, { limit }, lang));
        }
      });
    });
  }
});

describe('checkField specifics', () => {
  it('gives the spec texts', () => {
    expect(checkField('recipientName', '', 'id')).toBe('Wajib di isi');
    expect(checkField('recipientPhone', '081112345678', 'en')).toBe('Please use an operator number');
    expect(checkField('recipientEmail', 'budi@', 'id')).toBe('Format email tidak sesuai');
    expect(checkField('noKtp', '317401123456', 'id')).toBe('Minimal 16 karakter');
    expect(checkField('noKK', '31740101010900021', 'en')).toBe('Minimal 16 characters');
    expect(checkField('postalCode', '12a10', 'en')).toBe('numbers only');
    expect(checkField('numberSearch', '12', 'id')).toBe('Minimal 3 karakter');
  });

  it('treats whitespace as empty and lets optional fields be empty', () => {
    expect(checkField('recipientAddress', '   ', 'en')).toBe('is required');
    expect(checkField('recipientNotes', '', 'en')).toBeNull();
    expect(checkField('recipientNotes', undefined, 'en')).toBeNull();
  });

  it('compares sameAs with the other field', () => {
    const values = { recipientEmail: 'budi@example.com' };
    expect(checkField('recipientEmailConfirm', 'budi@example.co', 'id', values)).toBe('tidak sama dengan');
    expect(checkField('recipientEmailConfirm', 'budi@example.com', 'id', values)).toBeNull();
  });

  it('accepts every operator prefix, with 0 or 62', () => {
    for (const prefix of ['0814', '0815', '0816', '0855', '0856', '0857', '0858', '62814', '62858']) {
      expect(checkField('recipientPhone', `${prefix}1234567`, 'en')).toBeNull();
    }
  });

  it('throws for a field that does not exist', () => {
    expect(() => checkField('recipientFax', 'x', 'en')).toThrow(/unknown field/);
  });
});
