// The sandbox pay page's language; its texts are `sandbox.*` of the published messages (ui-texts.ts).
import type { UiLang } from '../../ui-texts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `?lang=en` or `?lang=id` (any case); Indonesian otherwise, the shop's default. */
export const sandboxLang = (query: unknown): UiLang =>
  isRecord(query) && typeof query.lang === 'string' && query.lang.toLowerCase() === 'en' ? 'en' : 'id';
