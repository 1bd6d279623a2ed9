// The published messages' `ui` texts (messages.json) for what the server itself writes in the
// customer's language: the sandbox pay page, the order mail. Texts live in definitions, not in code.
import type { ShopContext } from './context';

export type UiLang = 'id' | 'en';
/** A text by its key with its `%s` filled in order; the key itself when the set has no such text. */
export interface UiText {
  (key: string, ...args: string[]): string;
  /** An amount as the shop writes money (site constants currency and thousandSeparator): Rp150.000. */
  money(amount: number): string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 150000 -> 'Rp150.000' with the published site's currency and separator (spec 9: dot separators in both languages). */
function moneyOf(site: unknown): (amount: number) => string {
  const constants = isRecord(site) && isRecord(site.constants) ? site.constants : {};
  const currency = typeof constants.currency === 'string' ? constants.currency : 'Rp';
  const separator = typeof constants.thousandSeparator === 'string' ? constants.thousandSeparator : '.';
  return (amount) => {
    const n = Math.round(Number.isFinite(amount) ? amount : 0);
    return `${n < 0 ? '-' : ''}${currency}${Math.abs(n).toFixed(0).replace(/\B(?=(\d{3})+$)/g, separator)}`;
  };
}

export async function uiTexts(ctx: ShopContext, lang: UiLang): Promise<UiText> {
  const [messages, site] = await Promise.all([ctx.definitions.body('messages', 'messages'), ctx.definitions.body('site', 'site')]);
  const ui = isRecord(messages) && isRecord(messages.ui) ? messages.ui : {};
  const t = (key: string, ...args: string[]): string => {
    const entry = ui[key];
    const text = isRecord(entry) && typeof entry[lang] === 'string' ? entry[lang] : key;
    let i = 0;
    return text.replace(/%s/g, () => args[i++] ?? '');
  };
  return Object.assign(t, { money: moneyOf(site) });
}
