/**
 * messages.json cut to one language, as the build ships it (scripts/gen-start-set.ts): the shell carries
 * the Indonesian texts (`{ key: { id } }`, the rest of the file as it is), a visit in English loads the
 * English ones (`{ key: 'English' }`) and merges them back. The message-key check reads the Indonesian
 * cut as the shell does.
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The areas of messages.json that hold texts. */
export const TEXT_AREAS = ['validation', 'ui'] as const;

export function messagesIn(messages: Record<string, unknown>, lang: 'id' | 'en'): Record<string, unknown> {
  const cut: Record<string, unknown> = lang === 'id' ? { ...messages } : {};
  for (const area of TEXT_AREAS) {
    const table = isRecord(messages[area]) ? messages[area] : {};
    cut[area] = Object.fromEntries(Object.entries(table).flatMap(([key, text]): [string, unknown][] => {
      const t = isRecord(text) ? text : {};
      if (lang === 'id') return [[key, { id: t.id }]];
      return typeof t.en === 'string' ? [[key, t.en]] : [];
    }));
  }
  return cut;
}
