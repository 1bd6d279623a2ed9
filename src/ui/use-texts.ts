/** Texts in the current language: screen `texts` first, then messages.json `ui.*`. */
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $language } from '../state/locale-model';
import { pickText, toLang, type UiLanguage } from '../runtime/text';
import type { Lang, Text } from '../runtime/types';
import { defs } from './defs';

export interface Texts {
  lang: Lang;
  language: UiLanguage;
  /** A definition text in the current language; `%s` filled from args. */
  t(text: Text | undefined, ...args: (string | number)[]): string;
  /** A keyed text: the screen's `texts[key]`, else `ui[key]` of messages.json. */
  k(key: string, ...args: (string | number)[]): string;
}

export function makeTexts(language: UiLanguage, screenTexts?: Record<string, Text>): Texts {
  const lang = toLang(language);
  const t = (text: Text | undefined, ...args: (string | number)[]) => pickText(text, lang, ...args);
  return {
    lang, language, t,
    k: (key, ...args) => t(screenTexts?.[key] ?? defs.messages.ui[key], ...args),
  };
}

export function useTexts(screenTexts?: Record<string, Text>): Texts {
  const language = useUnit($language);
  return useMemo(() => makeTexts(language, screenTexts), [language, screenTexts]);
}
