/**
 * Texts follow the live definitions and the session's language: the translator of the current set
 * (its texts become the i18next resources as soon as the set is taken), and the i18next instance's
 * language kept to `$language` (`?lang`, the header switch, the stored session).
 */
import { createEffect, sample } from 'effector';
import { toLang } from '../runtime/text';
import type { Lang } from '../runtime/types';
import { $definitions } from './definitions-model';
import { i18n, translatorFor, type Translator } from './i18n';
import { $language } from './locale-model';

export const $translator = $definitions.map(translatorFor);

const loadResourcesFx = createEffect((translator: Translator) => translator.load());
const changeLanguageFx = createEffect(async (lng: Lang) => { await i18n.changeLanguage(lng); });

sample({ clock: $translator, target: loadResourcesFx });
sample({ clock: $language, fn: toLang, target: changeLanguageFx });
