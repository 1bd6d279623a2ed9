// Text lookup for {id, en} texts, messages.json keys and field validation errors, over the definitions
// it is given (live or from disk). Browser-safe.
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
export function messageTextIn(defs: Pick<Definitions, 'messages'>, key: string): Text | undefined {
  const dot = key.indexOf('.');
  const area = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const table: Record<string, Text> | undefined =
    area === 'validation' ? defs.messages.validation : area === 'ui' ? defs.messages.ui : undefined;
  return table !== undefined && Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
}

/**
 * A messages.json key as code names it, as a text: a `ui` key ('delivery.required'), else a key of
 * another area ('validation.ktpUpload'); the key itself when neither has it. A text counts once it has
 * its Indonesian: the shell carries the messages cut to Indonesian (English arrives in its own chunk).
 */
export function messageKeyText(messages: Definitions['messages'], key: string): Text | string {
  const own = (table: object | undefined, name: string): unknown =>
    (table && Object.prototype.hasOwnProperty.call(table, name) ? (table as Record<string, unknown>)[name] : undefined);
  const dot = key.indexOf('.');
  const text = own(messages.ui, key) ?? (dot > 0 && key.slice(0, dot) !== 'ui' ? own(own(messages, key.slice(0, dot)) as object | undefined, key.slice(dot + 1)) : undefined);
  return typeof text === 'object' && text !== null && typeof (text as { id?: unknown }).id === 'string' ? text as Text : key;
}


/** The value AJV reports for a keyword (limit for min/maxLength) replaces %s. */
function paramValues(params: Record<string, unknown>): (string | number)[] {
  const value = params.limit ?? Object.values(params)[0];
  return typeof value === 'string' || typeof value === 'number' ? [value] : [];
}

/** How a messages.json key becomes text; undefined when the set has no such key. The shop passes its translator (src/state/i18n.ts). */
export type MessageText = (key: string, lang: Language, values: (string | number)[]) => string | undefined;

/**
 * Error text for a failed validation keyword of a field:
 * fields.<name>.messages.<keyword> (a messages.json key) -> validation.<keyword> -> the keyword itself.
 */
export function fieldErrorTextIn(
  defs: Pick<Definitions, 'fields' | 'messages'>, fieldName: string, keyword: string, params: Record<string, unknown>, lang: Language,
  message?: MessageText,
): string {
  const field = defs.fields.fields[fieldName];
  const key = field?.messages[keyword];
  const values = paramValues(params);
  const resolve: MessageText = message ?? ((k, l, v) => {
    const text = messageTextIn(defs, k);
    return text === undefined ? undefined : format(t(text, l), ...v);
  });
  return (key !== undefined ? resolve(key, lang, values) : undefined) ?? resolve(`validation.${keyword}`, lang, values) ?? keyword;
}
