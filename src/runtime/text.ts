/** The shop's two languages: the session's name for them and the lower-case code the texts use. */
import type { Lang } from './types';

export type UiLanguage = 'ID' | 'EN';

/** Indonesian unless English is asked for (A39: Indonesian is the default). */
export function toLang(language: UiLanguage | Lang | string): Lang {
  return language.toLowerCase() === 'en' ? 'en' : 'id';
}
