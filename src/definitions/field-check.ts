// Checks one form value the way the shop does: required, then the precompiled schema validator,
// then sameAs. Browser-safe (no AJV compiler).
import { definitions } from './bundle';
import { fieldValidators, type FieldValidator } from './generated/field-validators';
import { fieldErrorTextIn } from './messages';
import type { Definitions, Language } from './types';

export type FieldValues = Readonly<Record<string, unknown>>;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const validators: Readonly<Record<string, FieldValidator>> = fieldValidators;

/** The failing keyword and its params, or null when the value is fine. */
export function fieldProblemIn(
  defs: Definitions, name: string, value: unknown, values: FieldValues = {},
): { keyword: string; params: Record<string, unknown> } | null {
  const field = defs.fields.fields[name];
  if (field === undefined) throw new Error(`unknown field '${name}'`);
  if (isEmpty(value)) return field.required ? { keyword: 'required', params: {} } : null;
  const validate = validators[name];
  if (validate === undefined) throw new Error(`no validator for '${name}': run npm run build:validators`);
  if (!validate(value)) {
    const first = validate.errors?.[0];
    return { keyword: first?.keyword ?? 'type', params: first?.params ?? {} };
  }
  if (field.sameAs !== null && values[field.sameAs] !== value) return { keyword: 'notEqual', params: { field: field.sameAs } };
  return null;
}

/** The error text to show under the field, or null when the value is valid. */
export function checkField(name: string, value: unknown, lang: Language, values: FieldValues = {}): string | null {
  const problem = fieldProblemIn(definitions, name, value, values);
  return problem === null ? null : fieldErrorTextIn(definitions, name, problem.keyword, problem.params, lang);
}
