/**
 * The text resources of a definition set. Every `{id, en}` text anywhere in the set becomes one
 * key, its JSON pointer in the set ('/messages/ui/button.next', '/pages/home/screen/title',
 * '/errors/errors/40011/title' ...), so a key is unique, says where the text lives, and a newer set
 * simply yields newer resources. Texts keep their `%s` placeholders (filled from a call's arguments
 * in order); an empty or missing English text is left out, so the lookup falls back to Indonesian.
 */
import { escapePointer } from '../definitions/logic';
import type { Definitions, Lang, Text } from './types';

export type Resources = Record<Lang, Record<string, string>>;

export interface TextResources {
  resources: Resources;
  /** The key of a text (or of a table of texts, such as a screen's `texts`) of this set, by identity. */
  keyOf(node: object): string | undefined;
}

export const uiKey = (key: string): string => `/messages/ui/${escapePointer(key)}`;

/** A messages.json key ('validation.required', 'ui.button.next') as its resource key; undefined for other areas. */
export function messageKey(key: string): string | undefined {
  const dot = key.indexOf('.');
  const area = key.slice(0, dot);
  return dot > 0 && (area === 'ui' || area === 'validation') ? `/messages/${area}/${escapePointer(key.slice(dot + 1))}` : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{id, en}` with a string `id` and nothing else; `en` may be missing or empty (the Indonesian text then shows). */
export function isText(v: unknown): v is Text {
  return isRecord(v) && typeof v.id === 'string' && (v.en === undefined || typeof v.en === 'string')
    && Object.keys(v).every((k) => k === 'id' || k === 'en');
}

export function textResources(defs: Definitions): TextResources {
  const resources: Resources = { id: {}, en: {} };
  const keys = new WeakMap<object, string>();
  const walk = (node: unknown, pointer: string): void => {
    if (typeof node !== 'object' || node === null) return;
    keys.set(node, pointer);
    if (isText(node)) {
      if (node.id) resources.id[pointer] = node.id;
      if (node.en) resources.en[pointer] = node.en;
      return;
    }
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${escapePointer(key)}`);
  };
  walk(defs, '');
  return { resources, keyOf: (node) => keys.get(node) };
}
