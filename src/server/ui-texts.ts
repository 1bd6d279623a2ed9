// The published messages' `ui` texts (messages.json) for what the server itself writes in the
// customer's language: the sandbox pay page, the order mail. Texts live in definitions, not in code.
import type { ShopContext } from './context';

export type UiLang = 'id' | 'en';
/** A text by its key with its `%s` filled in order; the key itself when the set has no such text. */
export type UiText = (key: string, ...args: string[]) => string;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function uiTexts(ctx: ShopContext, lang: UiLang): Promise<UiText> {
  const messages = await ctx.definitions.body('messages', 'messages');
  const ui = isRecord(messages) && isRecord(messages.ui) ? messages.ui : {};
  return (key, ...args) => {
    const entry = ui[key];
    const text = isRecord(entry) && typeof entry[lang] === 'string' ? entry[lang] : key;
    let i = 0;
    return text.replace(/%s/g, () => args[i++] ?? '');
  };
}

/** An amount as the shop writes it in both languages (spec 9: dot separators): Rp150.000. */
export const rupiah = (n: number): string => `Rp${n.toLocaleString('id-ID')}`;
