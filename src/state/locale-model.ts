/** Current language: 'ID' (default) or 'EN', kept in the session so it survives the journey. */
import { $session, languageChanged } from './session-model';

export { languageChanged, langFromSearch, LANG_QUERY } from './session-model';
export const $language = $session.map((s) => s.core.language);

/** Lower case for the API and definition texts (A39). */
export const $lang = $language.map((l) => (l === 'EN' ? 'en' : 'id') as 'en' | 'id');

export function toggleLanguage(current: 'ID' | 'EN'): void {
  languageChanged(current === 'ID' ? 'EN' : 'ID');
}
