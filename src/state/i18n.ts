/**
 * The shop's one i18next instance, and a translator per definition set. Framework-free (no React,
 * no react-i18next: the Effector stores already re-render what reads them), so the state layer owns
 * it and the definition model resolves field messages through it as the screens do.
 *
 * Keys are JSON pointers into the set (src/runtime/text-resources.ts): a text `{id, en}` handed to a
 * translator is found by identity among the set's objects. A text that is not part of the set (a
 * copy, a text from the content API) is still resolved here, as an inline default value, so its
 * language choice, fallback and `%s` filling are the same.
 */
import { createInstance } from 'i18next';
import { messageKey, textResources, toTemplate, toValues, uiKey, type Resources } from '../runtime/text-resources';
import type { Definitions, Lang, Text } from '../runtime/types';
import { escapePointer } from '../definitions/logic';

const NS = 'shop';
const LANGS: readonly Lang[] = ['id', 'en'];
/** Never a pointer (those are '' or start with '/'): the key under which inline texts are resolved. */
const INLINE = '#inline';

type Args = readonly (string | number)[];

export interface Translator {
  /** A definition text in the language; `%s` filled from args in order; '' for no text. */
  text(text: Text | undefined, lng: Lang, args?: Args): string;
  /** The table's (a screen's `texts`) key first, then messages.json `ui.<key>`; '' when neither has it. */
  keyed(key: string, lng: Lang, table?: Readonly<Record<string, Text>>, args?: Args): string;
  /** A messages.json key ('validation.required', 'ui.button.next'); undefined when the set has none. */
  message(key: string, lng: Lang, args?: Args): string | undefined;
  /** Makes this set's texts the instance's resources (a newer set replaces the older one's). */
  load(): void;
}

export const i18n = createInstance();
void i18n.init({
  // The resources are in memory: initialised synchronously, usable at once.
  initAsync: false,
  resources: {},
  lng: 'id',
  fallbackLng: 'id',
  supportedLngs: [...LANGS],
  ns: [NS],
  defaultNS: NS,
  // Keys are JSON pointers that hold dots and colons ('/messages/ui/button.next').
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; an empty text falls back to Indonesian.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

let loaded: Definitions | null = null;

function loadInto(defs: Definitions, resources: Resources): void {
  if (loaded === defs) return;
  for (const lng of LANGS) {
    i18n.removeResourceBundle(lng, NS);
    i18n.addResourceBundle(lng, NS, resources[lng], false, true);
  }
  loaded = defs;
}

const translators = new WeakMap<Definitions, Translator>();

export function translatorFor(defs: Definitions): Translator {
  const known = translators.get(defs);
  if (known) return known;
  const { resources, keyOf } = textResources(defs);
  const lookup = (key: string, lng: Lang, args: Args, inline?: string): string => {
    loadInto(defs, resources);
    // `nest: false`: a text that happens to hold '$t(' is shown as written.
    return i18n.t(key, { lng, ...toValues(args), nest: false, ...(inline !== undefined ? { defaultValue: inline } : {}) });
  };
  const has = (key: string | undefined): key is string => key !== undefined && resources.id[key] !== undefined;
  const text = (t: Text | undefined, lng: Lang, args: Args = []): string => {
    if (!t) return '';
    const key = keyOf(t);
    return has(key) ? lookup(key, lng, args) : lookup(INLINE, lng, args, toTemplate(t[lng] || t.id));
  };
  const translator: Translator = {
    text,
    keyed(key, lng, table, args = []) {
      const tableKey = table ? keyOf(table) : undefined;
      const own = tableKey !== undefined ? `${tableKey}/${escapePointer(key)}` : undefined;
      if (has(own)) return lookup(own, lng, args);
      // A table from outside the set: its text inline.
      if (tableKey === undefined && table && Object.prototype.hasOwnProperty.call(table, key)) return text(table[key], lng, args);
      const ui = uiKey(key);
      return has(ui) ? lookup(ui, lng, args) : '';
    },
    message(key, lng, args = []) {
      const k = messageKey(key);
      return has(k) ? lookup(k, lng, args) : undefined;
    },
    load: () => loadInto(defs, resources),
  };
  translators.set(defs, translator);
  return translator;
}
