/**
 * Field checks through src/definitions/field-check (precompiled validators, messages.json texts).
 * Loaded lazily: only screens with forms pay for the validators.
 */
import type { Lang } from '../runtime/types';

type CheckField = (name: string, value: string, lang: Lang, values: Record<string, string>) => string | null | undefined;

let loading: Promise<CheckField> | null = null;
function load(): Promise<CheckField> {
  loading ??= import('../definitions/field-check').then((m) => m.checkField as CheckField);
  return loading;
}

/** The error text of one field ('' when valid). */
export async function validateField(name: string, values: Record<string, string>, lang: Lang): Promise<string> {
  const check = await load();
  return check(name, values[name] ?? '', lang, values) ?? '';
}

/** The error texts of the given fields, only those that fail. */
export async function validateFields(names: readonly string[], source: object, lang: Lang): Promise<Record<string, string>> {
  const values = valuesOf(names, source);
  const errors: Record<string, string> = {};
  for (const name of names) {
    const error = await validateField(name, values, lang);
    if (error) errors[name] = error;
  }
  return errors;
}

/** String values of the named fields (plus their sameAs partners, which the check reads). */
export function valuesOf(names: readonly string[], source: object): Record<string, string> {
  const src = source as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(src)) if (typeof v === 'string') out[key] = v;
  for (const name of names) out[name] ??= '';
  return out;
}
