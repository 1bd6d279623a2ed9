// What a document list row shows instead of a raw id: a title in the studio's language and a small
// image, found by the content types' common shapes (title, per-language title, question, name, code)
// so that a new content type gets a readable row without a code change.
type Lang = 'id' | 'en';
const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const IMAGE = /\.(webp|png|jpe?g|gif|svg)(\?.*)?$/i;

function textIn(value: unknown, lang: Lang): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (!isRec(value)) return null;
  for (const key of [lang, lang === 'id' ? 'en' : 'id']) {
    const v = value[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return null;
}

export function docTitle(doc: Record<string, unknown>, lang: Lang): string | null {
  for (const key of ['title', 'question', 'name', 'label']) {
    const text = textIn(doc[key], lang);
    if (text) return text;
  }
  // Per-language halves (a banner's { id: { title }, en: { title } }).
  for (const side of [doc[lang], doc[lang === 'id' ? 'en' : 'id']]) {
    if (isRec(side)) {
      const text = textIn(side.title, lang);
      if (text) return text;
    }
  }
  for (const key of ['code', 'type']) {
    const text = textIn(doc[key], lang);
    if (text) return text;
  }
  return null;
}

/** The first image URL in the document (the studio's language first), two levels deep at most. */
export function docThumbnail(doc: Record<string, unknown>, lang: Lang): string | null {
  const seen: unknown[] = [doc[lang], doc, ...Object.values(doc)];
  for (const node of seen) {
    const values = isRec(node) ? Object.values(node) : [node];
    const hit = values.find((v): v is string => typeof v === 'string' && (v.startsWith('/') || v.startsWith('https://')) && IMAGE.test(v));
    if (hit) return hit;
  }
  return null;
}
