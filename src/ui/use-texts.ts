/**
 * Texts in the current language, all resolved by the set's translator (src/state/i18n.ts) over
 * the live definitions: `t` for a definition's `{id, en}` text, `k` for a screen's `texts[key]`, else
 * messages.json `ui[key]`. `%s` parameters are the call's extra arguments, in order.
 */
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { DEFAULT_MONEY, formatRupiah, pricesInText, type MoneyStyle } from '../runtime/format';
import { toLang, type UiLanguage } from '../runtime/text';
import type { Lang, Text } from '../runtime/types';
import type { Translator } from '../state/i18n';
import { $moneyStyle, $translator } from '../state/i18n-model';
import { $language } from '../state/locale-model';

export interface Texts {
  lang: Lang;
  language: UiLanguage;
  /** A definition text in the current language; `%s` filled from args. */
  t(text: Text | undefined, ...args: (string | number)[]): string;
  /** A keyed text: the screen's `texts[key]`, else `ui[key]` of messages.json; '' when neither has it. */
  k(key: string, ...args: (string | number)[]): string;
  /** An amount as the shop writes money (site constants currency and thousandSeparator): 'Rp50.000'. */
  money(amount: number): string;
  /** A free text (content) with its prices written the shop's way ('Rp50,000' -> 'Rp50.000'). */
  prices(text: string): string;
}

export function makeTexts(language: UiLanguage, translator: Translator, screenTexts?: Record<string, Text>, money: MoneyStyle = DEFAULT_MONEY): Texts {
  const lang = toLang(language);
  return {
    lang, language,
    t: (text, ...args) => translator.text(text, lang, args),
    k: (key, ...args) => translator.keyed(key, lang, screenTexts, args),
    money: (amount) => formatRupiah(amount, money),
    prices: (text) => pricesInText(text, money),
  };
}

export function useTexts(screenTexts?: Record<string, Text>): Texts {
  const [language, translator, money] = useUnit([$language, $translator, $moneyStyle]);
  return useMemo(() => makeTexts(language, translator, screenTexts, money), [language, translator, screenTexts, money]);
}
