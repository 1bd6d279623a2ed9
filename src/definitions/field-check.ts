// Checks one form value the way the shop does: required, then the field's value schema, then sameAs.
// The first failing keyword is AJV's, but for a digits field holding another character: 'numeric'.
// It reads the live definitions it is given, so a field added in the studio is checked like any other.
// The value schema is closed (flows/schema/fields.schema.json: type string, pattern, minLength,
// maxLength, enum), so it is evaluated here directly rather than compiled: the browser runs under a
// CSP without unsafe-eval, and precompiled validators would only know the fields of the last build.
// tests/unit/definitions/field-check.test.ts holds the verdicts to AJV's on every example.
import { holdsDigits } from './field-entry';
import { fieldErrorTextIn, type MessageText } from './messages';
import { nikBornOn, nikProblem } from './nik';
import type { Definitions, Field, Language } from './types';

export type FieldValues = Readonly<Record<string, unknown>>;
export interface FieldProblem { keyword: string; params: Record<string, unknown> }

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Length in code points, as JSON Schema counts it. */
const lengthOf = (s: string): number => [...s].length;

const patterns = new Map<string, RegExp>();
function regexp(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) {
    re = new RegExp(pattern, 'u');
    patterns.set(pattern, re);
  }
  return re;
}

/**
 * The keywords in the order AJV checks them (enum applies to every type and comes first, then the
 * string keywords maxLength, minLength, pattern), so the first failure reported is AJV's.
 */
const KEYWORD_ORDER = ['enum', 'maxLength', 'minLength', 'pattern'] as const;

/**
 * The first keyword of the value schema the value fails, or null. `formatFirst`: a failed pattern is
 * told before a length (a digits field holding a letter: its format text says more than "at least 16").
 */
export function schemaProblem(schema: Field['schema'], value: unknown, formatFirst = false): FieldProblem | null {
  if (typeof value !== 'string') return { keyword: 'type', params: { type: 'string' } };
  if (formatFirst && schema.pattern !== undefined && !regexp(schema.pattern).test(value)) {
    return { keyword: 'pattern', params: { pattern: schema.pattern } };
  }
  for (const keyword of KEYWORD_ORDER) {
    if (keyword === 'enum' && schema.enum !== undefined && !schema.enum.includes(value)) {
      return { keyword, params: { allowedValues: schema.enum } };
    }
    if (keyword === 'maxLength' && schema.maxLength !== undefined && lengthOf(value) > schema.maxLength) {
      return { keyword, params: { limit: schema.maxLength } };
    }
    if (keyword === 'minLength' && schema.minLength !== undefined && lengthOf(value) < schema.minLength) {
      return { keyword, params: { limit: schema.minLength } };
    }
    if (keyword === 'pattern' && schema.pattern !== undefined && !regexp(schema.pattern).test(value)) {
      return { keyword, params: { pattern: schema.pattern } };
    }
  }
  return null;
}

/** Two entries the same: an email's letters in any case (the shop finds orders by email so), anything else as typed. */
function sameEntry(field: Field, a: unknown, b: unknown): boolean {
  if (field.widget === 'email' && typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  return a === b;
}

/** The failing keyword and its params, or null when the value is fine. */
export function fieldProblemIn(defs: Pick<Definitions, 'fields'>, name: string, value: unknown, values: FieldValues = {}): FieldProblem | null {
  const field = defs.fields.fields[name];
  if (field === undefined) throw new Error(`unknown field '${name}'`);
  if (isEmpty(value)) return field.required ? { keyword: 'required', params: {} } : null;
  // A digits field holding anything but digits is told so, whatever the length: "numbers only" (A25:
  // KTP, KK, phones and postal code are numeric), not its pattern's own text (a phone's operator prefix).
  const notDigits = holdsDigits(field) && typeof value === 'string' && /\D/u.test(value);
  const problem = schemaProblem(field.schema, value, notDigits);
  if (problem && notDigits && problem.keyword === 'pattern') return { keyword: 'numeric', params: {} };
  if (problem) return problem;
  if (field.sameAs !== null && !sameEntry(field, values[field.sameAs], value)) return { keyword: 'notEqual', params: { field: field.sameAs } };
  return field.structure && typeof value === 'string' ? structureProblem(field.structure, value, values) : null;
}

/** The part of a structured number (a NIK) that is wrong, or null; the birth date against its field once both can be read. */
function structureProblem(structure: NonNullable<Field['structure']>, value: string, values: FieldValues): FieldProblem | null {
  const part = nikProblem(value);
  if (part) return { keyword: part, params: {} };
  const date = structure.birthDate === undefined ? undefined : values[structure.birthDate];
  if (typeof date === 'string' && nikBornOn(value, date) === false) return { keyword: 'nikBirthDateMismatch', params: { field: structure.birthDate } };
  return null;
}

/** The error text to show under the field, or null when the value is valid. */
export function checkFieldIn(
  defs: Pick<Definitions, 'fields' | 'messages'>, name: string, value: unknown, lang: Language, values: FieldValues = {}, message?: MessageText,
): string | null {
  const problem = fieldProblemIn(defs, name, value, values);
  return problem === null ? null : fieldErrorTextIn(defs, name, problem.keyword, problem.params, lang, message);
}
