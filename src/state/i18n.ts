/**
 * The translator of a definition set: a `{id, en}` text in the asked language with Indonesian as the
 * fallback, `%s` filled from the call's arguments in order. Framework-free, so the definition model
 * resolves field messages through it as the screens do.
 *
 * Texts are read where they live: a definition text from itself, a screen's table by its key, a
 * messages.json key from `messages.<area>`. (It once indexed every text of the set by JSON pointer up
 * front: a walk over the whole set that cost a slow phone some 70 ms at every start, for lookups that
 * answer the same.) The shop used i18next before that; of it only key lookup, the fallback language
 * and positional filling were used, at about 14 KB gzip on every route.
 */
import { format } from '../definitions/messages';
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

const own = (table: object | undefined, key: string): Text | undefined =>
  (table && Object.prototype.hasOwnProperty.call(table, key) ? (table as Record<string, Text | undefined>)[key] : undefined);
/** A text that says something (a table entry with an empty Indonesian text counts as missing). */
const present = (t: Text | undefined): t is Text => typeof t?.id === 'string' && t.id !== '';

/** The areas of messages.json a `<area>.<key>` message key may name. */
const AREAS = ['ui', 'validation'] as const;

// By the messages file, not the set: a page's, a journey's or a cut part's arrival makes a new set with
// the same messages, and must not hand every text on screen a new translator (each would re-render).
const translators = new WeakMap<Definitions['messages'], Translator>();

export function translatorFor(defs: Pick<Definitions, 'messages'>): Translator {
  const known = translators.get(defs.messages);
  if (known) return known;
  const fill = (template: string, args: Args): string => (args.length ? format(template, ...args) : template);
  // An empty or missing English text is the Indonesian one.
  const text = (t: Text | undefined, lng: Lang, args: Args = []): string => (t ? fill(t[lng] || t.id, args) : '');
  const ui = (key: string): Text | undefined => own(defs.messages.ui, key);
  const translator: Translator = {
    text,
    keyed(key, lng, table, args = []) {
      const entry = own(table, key);
      if (present(entry)) return text(entry, lng, args);
      const fallback = ui(key);
      return present(fallback) ? text(fallback, lng, args) : '';
    },
    message(key, lng, args = []) {
      const dot = key.indexOf('.');
      const area = AREAS.find((a) => a === key.slice(0, dot));
      const entry = dot > 0 && area ? own(defs.messages[area], key.slice(dot + 1)) : undefined;
      return present(entry) ? text(entry, lng, args) : undefined;
    },
  };
  translators.set(defs.messages, translator);
  return translator;
}
