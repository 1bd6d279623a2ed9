/**
 * Texts follow the live definitions: the translator of the current set. The language is the
 * session's (`$language`: `?lang`, the header switch, the stored session), passed with each lookup.
 */
import { $definitions } from './definitions-model';
import type { MoneyStyle } from '../runtime/format';
import { translatorFor } from './i18n';

export const $translator = $definitions.map(translatorFor);

/** How money is written: the live site constants (currency, thousandSeparator), read wherever an amount shows. */
export const $moneyStyle = $definitions.map((d): MoneyStyle => ({
  currency: d.site.constants.currency, thousandSeparator: d.site.constants.thousandSeparator,
}));
