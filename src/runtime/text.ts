/** The one helper turning a definition `{id, en}` text into the current language. */
import type { Lang, Text } from './types';

export type UiLanguage = 'ID' | 'EN';

export function toLang(language: UiLanguage | Lang | string): Lang {
  return language.toLowerCase() === 'en' ? 'en' : 'id';
}

/** `%s` placeholders are filled in order (validation min/max texts use one). */
export function pickText(text: Text | undefined, language: UiLanguage | Lang, ...args: (string | number)[]): string {
  if (!text) return '';
  let out = text[toLang(language)] || text.id;
  for (const arg of args) out = out.replace('%s', String(arg));
  return out;
}
