/**
 * The translator of a definition set: every `{id, en}` text of the set, found by its JSON pointer
 * (src/runtime/text-resources.ts), in the asked language with Indonesian as the fallback, `%s`
 * filled from the call's arguments in order. Framework-free, so the definition model resolves field
 * messages through it as the screens do.
 *
 * Texts are looked up directly in the set's resources. The shop used i18next for this; of it only
 * key lookup, the fallback language and positional filling were used, and it cost about 14 KB gzip
 * on every route (issue 11's 130 KB home budget), so the lookup is these few lines instead.
 *
 * A text handed to a translator is found by identity among the set's objects. A text that is not
 * part of the set (a copy, a text from the content API) is resolved the same way from itself.
 */
import { format } from '../definitions/messages';
import { escapePointer } from '../definitions/logic';
import { messageKey, textResources, uiKey } from '../runtime/text-resources';
import type { Definitions, Lang, Text } from '../runtime/types';

type Args = readonly (string | number)[];

export interface Translator {
  /** A definition text in the language; `%s` filled from args in order; '' for no text. */
  text(text: Text | undefined, lng: Lang, args?: Args): string;
  /** The table's (a screen's `texts`) key first, then messages.json `ui.<key>`; '' when neither has it. */
  keyed(key: string, lng: Lang, table?: Readonly<Record<string, Text>>, args?: Args): string;
  /** A messages.json key ('validation.required', 'ui.button.next'); undefined when the set has none. */
  message(key: string, lng: Lang, args?: Args): string | undefined;
}

const translators = new WeakMap<Definitions, Translator>();

export function translatorFor(defs: Definitions): Translator {
  const known = translators.get(defs);
  if (known) return known;
  const { resources, keyOf } = textResources(defs);
  const fill = (template: string, args: Args): string => (args.length ? format(template, ...args) : template);
  // Resources hold only non-empty texts: a missing English text is the Indonesian one.
  const lookup = (key: string, lng: Lang, args: Args): string => fill(resources[lng][key] ?? resources.id[key] ?? '', args);
  const has = (key: string | undefined): key is string => key !== undefined && resources.id[key] !== undefined;
  const text = (t: Text | undefined, lng: Lang, args: Args = []): string => {
    if (!t) return '';
    const key = keyOf(t);
    return has(key) ? lookup(key, lng, args) : fill(t[lng] || t.id, args);
  };
  const translator: Translator = {
    text,
    keyed(key, lng, table, args = []) {
      const tableKey = table ? keyOf(table) : undefined;
      const own = tableKey !== undefined ? `${tableKey}/${escapePointer(key)}` : undefined;
      if (has(own)) return lookup(own, lng, args);
      // A table from outside the set: its text itself.
      if (tableKey === undefined && table && Object.prototype.hasOwnProperty.call(table, key)) return text(table[key], lng, args);
      const ui = uiKey(key);
      return has(ui) ? lookup(ui, lng, args) : '';
    },
    message(key, lng, args = []) {
      const k = messageKey(key);
      return has(k) ? lookup(k, lng, args) : undefined;
    },
  };
  translators.set(defs, translator);
  return translator;
}
