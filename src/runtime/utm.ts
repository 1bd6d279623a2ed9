/** Marketing tracking record (spec section 3, A24): five utm fields plus transaction_id. */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmRecord = Record<UtmKey, string> & { transaction_id: string };

export const EMPTY_UTM: UtmRecord = {
  utm_source: '', utm_medium: '', utm_campaign: '', utm_content: '', utm_term: '', transaction_id: '',
};

/** The record carried by a URL query, or null when it carries none. `click_id` overrides `transaction_id`. */
export function parseUtm(search: string): UtmRecord | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: UtmRecord = { ...EMPTY_UTM };
  let found = false;
  for (const key of UTM_KEYS) {
    const v = params.get(key);
    if (v) { out[key] = v; found = true; }
  }
  const tx = params.get('click_id') || params.get('transaction_id');
  if (tx) { out.transaction_id = tx; found = true; }
  return found ? out : null;
}

/** Coerces a stored (cookie/session) value back into a record; anything malformed is ignored. */
export function coerceUtm(value: unknown): UtmRecord | null {
  if (!value || typeof value !== 'object') return null;
  const src = value as Record<string, unknown>;
  const out: UtmRecord = { ...EMPTY_UTM };
  let found = false;
  for (const key of [...UTM_KEYS, 'transaction_id'] as const) {
    const v = src[key];
    if (typeof v === 'string' && v) { out[key] = v; found = true; }
  }
  return found ? out : null;
}

/**
 * URL first (a new campaign click replaces the old attribution as a whole), then the saved cookie,
 * then session data.
 */
export function resolveUtm(fromUrl: UtmRecord | null, fromCookie: UtmRecord | null, fromSession: UtmRecord | null): UtmRecord {
  return fromUrl ?? fromCookie ?? fromSession ?? { ...EMPTY_UTM };
}
