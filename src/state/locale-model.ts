/** Current language: 'ID' (default) or 'EN', kept in the order session so it survives the journey. */
import { $order, languageChanged } from './order-model';

export { languageChanged, langFromSearch } from './order-model';
export const $language = $order.map((s) => s.language);

/** Lower case for the API and definition texts (A39). */
export const $lang = $language.map((l) => (l === 'EN' ? 'en' : 'id') as 'en' | 'id');

export function toggleLanguage(current: 'ID' | 'EN'): void {
  languageChanged(current === 'ID' ? 'EN' : 'ID');
}
