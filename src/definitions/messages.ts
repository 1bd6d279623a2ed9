// Text lookup for {id, en} texts, messages.json keys and field validation errors. Browser-safe.
import { definitions } from './bundle';
import type { Definitions, Language, Text } from './types';

/** The text in the given language (Indonesian when the language has no text). */
export function t(text: Text, lang: Language): string {
  return lang === 'en' ? text.en : text.id;
}

/** Replaces each %s in turn with the given values. */
export function format(template: string, ...values: (string | number)[]): string {
  let i = 0;
  return template.replace(/%s/g, () => (i < values.length ? String(values[i++]) : '%s'));
}

/** A messages.json key: 'validation.<name>' or 'ui.<area>.<name>'. */
export function messageTextIn(defs: Definitions, key: string): Text | undefined {
  const dot = key.indexOf('.');
  const area = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const table: Record<string, Text> | undefined =
    area === 'validation' ? defs.messages.validation : area === 'ui' ? defs.messages.ui : undefined;
  return table !== undefined && Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
}

export const messageText = (key: string): Text | undefined => messageTextIn(definitions, key);

/** A ui.* string in the given language; the key itself when missing (visible, never blank). */
export function uiText(key: string, lang: Language, ...values: (string | number)[]): string {
  const text = messageText(key.startsWith('ui.') ? key : `ui.${key}`);
  return text === undefined ? key : format(t(text, lang), ...values);
}

/** The value AJV reports for a keyword (limit for min/maxLength) replaces %s. */
function paramValues(params: Record<string, unknown>): (string | number)[] {
  const value = params.limit ?? Object.values(params)[0];
  return typeof value === 'string' || typeof value === 'number' ? [value] : [];
}

/**
 * Error text for a failed validation keyword of a field:
 * fields.<name>.messages.<keyword> (a messages.json key) -> validation.<keyword> -> the keyword itself.
 */
export function fieldErrorTextIn(
  defs: Definitions, fieldName: string, keyword: string, params: Record<string, unknown>, lang: Language,
): string {
  const field = defs.fields.fields[fieldName];
  const key = field?.messages[keyword];
  const text = (key !== undefined ? messageTextIn(defs, key) : undefined) ?? messageTextIn(defs, `validation.${keyword}`);
  return text === undefined ? keyword : format(t(text, lang), ...paramValues(params));
}

export const fieldErrorText = (fieldName: string, keyword: string, params: Record<string, unknown>, lang: Language): string =>
  fieldErrorTextIn(definitions, fieldName, keyword, params, lang);
