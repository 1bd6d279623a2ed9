/**
 * Texts follow the live definitions: the translator of the current set. The language is the
 * session's (`$language`: `?lang`, the header switch, the stored session), passed with each lookup.
 */
import { $definitions } from './definitions-model';
import { translatorFor } from './i18n';

export const $translator = $definitions.map(translatorFor);
