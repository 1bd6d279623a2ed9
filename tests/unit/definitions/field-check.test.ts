// The field check evaluates the closed value schema of fields.json directly (the browser has no AJV
// compiler). Here it is held to AJV: same verdict on every example of every field and on a few
// hundred generated strings per field; same keyword and text (both languages) on the examples (AJV's
// first, or, for a digits field holding another character, the pattern AJV also reports).
import Ajv, { type ValidateFunction } from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { checkFieldIn, fieldProblemIn, schemaProblem } from '../../../src/definitions/field-check';
import { fieldEntry, holdsDigits } from '../../../src/definitions/field-entry';
import { NIK_PROBLEMS } from '../../../src/definitions/nik';
import type { Field, Language } from '../../../src/definitions/types';
// The shop's one seeded generator (mulberry32), shared with the generated tests' number pick.
import { seeded } from '../../../src/definitions/seeded-random';
import { copyDefinitions, fieldOf, must } from './helpers';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

const fields = Object.entries(definitions.fields.fields);
const LANGS: Language[] = ['id', 'en'];
const ajv = new Ajv({ allErrors: false });
const ajvAll = new Ajv({ allErrors: true });
const compiled = new Map<string, ValidateFunction>();
const ajvFor = (name: string, schema: Field['schema']): ValidateFunction => {
  let v = compiled.get(name);
  if (!v) { v = ajv.compile(schema); compiled.set(name, v); }
  return v;
};

const check = (name: string, value: unknown, lang: Language, values?: Record<string, string>) => checkFieldIn(definitions, name, value, lang, values);

/** For sameAs fields the partner holds the same value unless the example says otherwise. */
const valuesFor = (name: string, value: string, given?: Record<string, string>): Record<string, string> => {
  const sameAs = definitions.fields.fields[name]?.sameAs;
  return { ...(sameAs ? { [sameAs]: value } : {}), ...given, [name]: value };
};

/** The text the spec gives a keyword, read straight from the JSON (field message, else validation.<keyword>), %s = the limit. */
function expectedText(field: Field, keyword: string, lang: Language): string {
  const key = field.messages[keyword] ?? `validation.${keyword}`;
  const [area, ...rest] = key.split('.');
  const table = (area === 'ui' ? definitions.messages.ui : definitions.messages.validation) as Record<string, { id: string; en: string }>;
  const text = must(table[rest.join('.')], `no text ${key}`);
  const limit = keyword === 'minLength' || keyword === 'maxLength' ? field.schema[keyword] : undefined;
  return limit === undefined ? text[lang] : text[lang].replace('%s', String(limit));
}

describe('the examples of every field', () => {
  for (const [name, field] of fields) {
    describe(name, () => {
      it.each(field.examples.valid)('accepts %j, as AJV does', (value) => {
        for (const lang of LANGS) expect(check(name, value, lang, valuesFor(name, value))).toBeNull();
        if (value.trim() !== '') expect(ajvFor(name, field.schema)(value)).toBe(true);
      });

      it.each(field.examples.invalid)('rejects $value with $keyword, the spec text in both languages', ({ value, keyword, values }) => {
        expect(fieldProblemIn(definitions, name, value, valuesFor(name, value, values))?.keyword).toBe(keyword);
        for (const lang of LANGS) expect(check(name, value, lang, valuesFor(name, value, values))).toBe(expectedText(field, keyword, lang));
        // A structure's part (a NIK's birth date) is checked beyond the schema, which AJV finds valid.
        if ((NIK_PROBLEMS as readonly string[]).includes(keyword)) expect(ajvFor(name, field.schema)(value)).toBe(true);
        else if (keyword !== 'required' && keyword !== 'notEqual') {
          const validate = ajvFor(name, field.schema);
          expect(validate(value)).toBe(false);
          if (holdsDigits(field) && /\D/u.test(value)) {
            const all = ajvAll.compile(field.schema);
            all(value);
            // Told 'numeric' ("numbers only"): AJV finds the pattern failing.
            expect(all.errors?.map((e) => e.keyword)).toContain(keyword === 'numeric' ? 'pattern' : keyword);
          } else {
            expect(validate.errors?.[0]?.keyword).toBe(keyword);
          }
        }
      });
    });
  }
});

// ---- generated strings ----------------------------------------------------------------------------

const SEED = 20261123;

const ALPHABETS = {
  digits: [...'0123456789'],
  ascii: [...'abcXYZ '],
  symbols: [...'@.-_+/:,\''],
  // Non-ASCII letters, some outside the BMP-free Latin range; a dotless i and a sharp s change length when case-mapped.
  letters: [...'éÉñßŁżİıÆøçĞ中文ŋ'],
  // Surrogate pairs and multi-code-point emoji: one code point is two UTF-16 units.
  emoji: ['😀', '👍🏽', '🇮🇩', '𝒜', '\u{1F600}', '❤️'],
  blank: [' ', '\t', '\u00a0'],
};
type AlphabetName = keyof typeof ALPHABETS;

/** A few hundred strings for one field: lengths around its limits, from every alphabet and their mixes, plus mutations of its examples. */
function generated(field: Field, rand: () => number): string[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const { minLength = 0, maxLength = 20 } = field.schema;
  const lengths = new Set<number>([1, 2, 3, minLength - 1, minLength, minLength + 1, maxLength - 1, maxLength, maxLength + 1, maxLength + 2]);
  for (let k = 0; k < 4; k += 1) lengths.add(1 + Math.floor(rand() * (maxLength + 5)));
  const mixes: AlphabetName[][] = [['digits'], ['ascii'], ['letters'], ['emoji'], ['digits', 'emoji'], ['ascii', 'letters'], ['digits', 'symbols'], ['ascii', 'digits', 'symbols', 'letters', 'emoji', 'blank']];
  const out = new Set<string>();
  for (const length of [...lengths].filter((n) => n > 0)) {
    for (const mix of mixes) {
      for (let k = 0; k < 3; k += 1) {
        let s = '';
        for (let i = 0; i < length; i += 1) s += pick(ALPHABETS[pick(mix)]);
        out.add(s);
      }
    }
  }
  for (const base of [...field.examples.valid, ...field.examples.invalid.map((e) => e.value)].filter((v) => v !== '')) {
    const chars = [...base];
    for (const name of Object.keys(ALPHABETS) as AlphabetName[]) {
      const c = pick(ALPHABETS[name]);
      const at = Math.floor(rand() * chars.length);
      out.add([...chars.slice(0, at), c, ...chars.slice(at + 1)].join(''));
      out.add(base + c);
      out.add(c + base);
    }
    // Up to the limits with the example's own characters (code points, not UTF-16 units).
    out.add(chars.concat(chars, chars, chars, chars, chars).slice(0, maxLength).join(''));
    out.add(chars.concat(chars, chars, chars, chars, chars).slice(0, maxLength + 1).join(''));
    out.add(chars.slice(0, Math.max(1, minLength - 1)).join(''));
  }
  return [...out];
}

describe('the direct evaluation agrees with AJV on generated strings', () => {
  it(`uses seed ${SEED}`, () => expect(SEED).toBeGreaterThan(0));

  for (const [name, field] of fields) {
    it(`${name}: the same verdict as AJV for a few hundred strings`, () => {
      const strings = generated(field, seeded(SEED));
      expect(strings.length).toBeGreaterThanOrEqual(200);
      const validate = ajvFor(name, field.schema);
      const disagreements = strings.filter((s) => (schemaProblem(field.schema, s) === null) !== validate(s));
      expect(disagreements).toEqual([]);
      // Both verdicts occur: the strings are not all trivially valid or invalid.
      const verdicts = new Set(strings.map((s) => schemaProblem(field.schema, s) === null));
      if (field.schema.pattern !== undefined || field.schema.minLength !== undefined || field.schema.maxLength !== undefined) expect(verdicts.has(false)).toBe(true);
      // Some strings sit on a length limit only when counted in code points: a check counting UTF-16 units would fail here.
      const { minLength = 0, maxLength = Infinity } = field.schema;
      const within = (n: number): boolean => n >= minLength && n <= maxLength;
      if (field.schema.maxLength !== undefined) expect(strings.some((s) => within(s.length) !== within([...s].length))).toBe(true);
    });
  }

  it('counts length in code points, as JSON Schema does (an emoji is one character)', () => {
    const schema: Field['schema'] = { type: 'string', minLength: 2, maxLength: 3 };
    const validate = ajv.compile(schema);
    for (const s of ['😀', '😀😀', '😀😀😀', '😀😀😀😀', '👍🏽', 'a👍🏽']) {
      expect(schemaProblem(schema, s) === null, s).toBe(validate(s));
    }
    expect(schemaProblem(schema, '😀😀😀')).toBeNull();
    expect(schemaProblem(schema, '😀')).toEqual({ keyword: 'minLength', params: { limit: 2 } });
  });

  it('checks enum (a keyword no shipped field uses yet) as AJV does', () => {
    const schema: Field['schema'] = { type: 'string', enum: ['KTP', 'KK'] };
    const validate = ajv.compile(schema);
    for (const s of ['KTP', 'KK', 'ktp', 'K', ' KTP', 'SIM']) expect(schemaProblem(schema, s) === null, s).toBe(validate(s));
    expect(schemaProblem(schema, 'SIM')).toEqual({ keyword: 'enum', params: { allowedValues: ['KTP', 'KK'] } });
  });

  it('refuses a value that is not a string', () => {
    expect(schemaProblem({ type: 'string' }, 5)).toEqual({ keyword: 'type', params: { type: 'string' } });
  });
});

describe('checkFieldIn specifics', () => {
  it('gives the spec texts', () => {
    expect(check('recipientName', '', 'id')).toBe('Wajib di isi');
    expect(check('recipientPhone', '081112345678', 'en')).toBe('Please use an operator number');
    expect(check('recipientEmail', 'budi@', 'id')).toBe('Format email tidak sesuai');
    // A NIK's length is told as a NIK's (its own text), other fields' by the spec's general one.
    expect(check('noKtp', '317401123456', 'id')).toBe('NIK terdiri dari 16 angka, salin persis seperti di KTP');
    expect(check('noKK', '31740101010900021', 'en')).toBe('Minimal 16 characters');
    expect(check('postalCode', '12a10', 'en')).toBe('numbers only');
    expect(check('numberSearch', '12', 'id')).toBe('Minimal 3 karakter');
    expect(check('dobKtp', '17-08-1990', 'en')).toBe(expectedText(fieldOf(definitions, 'dobKtp'), 'pattern', 'en'));
  });

  it("tells a digits field holding another character 'numbers only', whatever its length (AJV would say the length) or its pattern's own text", () => {
    expect(fieldProblemIn(definitions, 'noKtp', '12345abc')).toEqual({ keyword: 'numeric', params: {} });
    expect(check('noKtp', '12345abc', 'id')).toBe('hanya angka saja');
    expect(check('noKtp', '12345abc', 'en')).toBe('numbers only');
    expect(check('postalCode', '1a', 'en')).toBe('numbers only');
    // A phone's pattern text is its operator prefix (A25: phones are numeric first).
    expect(check('billingPhone', '0816abcd5678', 'id')).toBe('hanya angka saja');
    expect(check('billingPhone', '081112345678', 'en')).toBe('Please use an operator number');
    // Letters in a text field keep AJV's order: the length first.
    expect(fieldProblemIn(definitions, 'noKtp', '317401123456')?.keyword).toBe('minLength');
    expect(fieldProblemIn(definitions, 'recipientName', 'x'.repeat(51))?.keyword).toBe('maxLength');
  });

  it('keeps a number typed or pasted with separators as digits, in digits fields only', () => {
    const field = (name: string) => fieldOf(definitions, name);
    expect(fieldEntry(field('billingPhone'), '0815-1234-5678')).toBe('081512345678');
    expect(fieldEntry(field('recipientPhone'), '+62 815 1234 5678')).toBe('6281512345678');
    expect(fieldEntry(field('recipientPhone'), '(0815) 1234.5678')).toBe('081512345678');
    expect(fieldEntry(field('noKtp'), '3174 0117 0890 0123')).toBe('3174011708900123');
    expect(fieldEntry(field('noKtp'), '31.74.01.170890.0123')).toBe('3174011708900123');
    expect(fieldEntry(field('noKtp'), '31740117089001ab')).toBe('31740117089001ab');
    expect(check('billingPhone', fieldEntry(field('billingPhone'), '0815-1234-5678'), 'en')).toBeNull();
    // A + inside a number is not a separator; text and email fields keep what was typed.
    expect(fieldEntry(field('recipientPhone'), '0815+1234')).toBe('0815+1234');
    expect(fieldEntry(field('recipientAddress'), 'Jl. Merdeka 1 - 2')).toBe('Jl. Merdeka 1 - 2');
    expect(fieldEntry(field('recipientEmail'), 'a-b.c@d.id')).toBe('a-b.c@d.id');
  });

  it('treats whitespace as empty and lets optional fields be empty', () => {
    expect(check('recipientAddress', '   ', 'en')).toBe('is required');
    expect(check('recipientNotes', '', 'en')).toBeNull();
    expect(check('recipientNotes', undefined, 'en')).toBeNull();
    expect(check('recipientNotes', null, 'en')).toBeNull();
  });

  it('compares sameAs with the other field', () => {
    const values = { recipientEmail: 'budi@example.com' };
    expect(check('recipientEmailConfirm', 'budi@example.co', 'id', values)).toBe('tidak sama dengan');
    expect(check('recipientEmailConfirm', 'budi@example.com', 'id', values)).toBeNull();
    expect(fieldProblemIn(definitions, 'billingEmailConfirm', 'a@b.cd', {})).toEqual({ keyword: 'notEqual', params: { field: 'billingEmail' } });
  });

  it('compares an email with its confirmation in any case (orders are found by email so)', () => {
    expect(check('recipientEmailConfirm', 'budi@example.com', 'en', { recipientEmail: 'Budi@Example.com' })).toBeNull();
    expect(check('billingEmailConfirm', 'BUDI@EXAMPLE.COM', 'en', { billingEmail: 'budi@example.com' })).toBeNull();
    expect(check('billingEmailConfirm', 'budi@example.co', 'en', { billingEmail: 'Budi@Example.com' })).toBe('not equal to');
  });

  it('accepts every operator prefix, with 0 or 62', () => {
    for (const prefix of ['0814', '0815', '0816', '0855', '0856', '0857', '0858', '62814', '62858']) {
      expect(check('recipientPhone', `${prefix}1234567`, 'en')).toBeNull();
    }
  });

  it('throws for a field that does not exist', () => {
    expect(() => check('recipientFax', 'x', 'en')).toThrow(/unknown field/);
  });

  it('reads the field library it is given: a field added in the studio is checked like any other', () => {
    const defs = copyDefinitions();
    defs.fields.fields.npwp = {
      ...structuredClone(fieldOf(defs, 'noKtp')), label: { id: 'NPWP', en: 'Tax number' }, messages: { pattern: 'validation.numeric' }, structure: undefined,
      schema: { type: 'string', pattern: '^[0-9]+$', minLength: 15, maxLength: 15 },
    };
    expect(checkFieldIn(defs, 'npwp', '1234', 'id')).toBe('Minimal 15 karakter');
    expect(checkFieldIn(defs, 'npwp', '12345678901234a', 'en')).toBe('numbers only');
    expect(checkFieldIn(defs, 'npwp', '123456789012345', 'en')).toBeNull();
    expect(() => check('npwp', '1', 'en')).toThrow(/unknown field/);
  });
});
