// The sandbox pay page's texts: `sandbox.*` of the published messages.json, in the tester's language.
import type { ShopContext } from '../../context';
import { uiTexts } from '../../ui-texts';
import type { SandboxLang, SandboxText } from './sandbox-page';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `?lang=en` or `?lang=id` (any case); Indonesian otherwise, the shop's default. */
export const sandboxLang = (query: unknown): SandboxLang =>
  isRecord(query) && typeof query.lang === 'string' && query.lang.toLowerCase() === 'en' ? 'en' : 'id';

export const sandboxTexts = (ctx: ShopContext, lang: SandboxLang): Promise<SandboxText> => uiTexts(ctx, lang);
