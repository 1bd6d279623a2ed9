// The sandbox pay page's texts: `sandbox.*` of the published messages.json, in the tester's language.
import type { ShopContext } from '../../context';
import type { SandboxLang, SandboxText } from './sandbox-page';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `?lang=en` or `?lang=id` (any case); Indonesian otherwise, the shop's default. */
export const sandboxLang = (query: unknown): SandboxLang =>
  isRecord(query) && typeof query.lang === 'string' && query.lang.toLowerCase() === 'en' ? 'en' : 'id';

export async function sandboxTexts(ctx: ShopContext, lang: SandboxLang): Promise<SandboxText> {
  const messages = await ctx.definitions.body('messages', 'messages');
  const ui = isRecord(messages) && isRecord(messages.ui) ? messages.ui : {};
  return (key, ...args) => {
    const entry = ui[key];
    const text = isRecord(entry) && typeof entry[lang] === 'string' ? entry[lang] : key;
    let i = 0;
    return text.replace(/%s/g, () => args[i++] ?? '');
  };
}
