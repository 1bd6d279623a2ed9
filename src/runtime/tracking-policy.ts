/** Which visits are not marketing traffic. */

export interface ModeSnapshot {
  agent?: string;
  telesale?: string | boolean;
  retail_store?: string | boolean;
  direct_retail?: string | boolean;
  journey?: string;
}

/**
 * Agent, telesale, retail store and direct retail orders are staff-made, not marketing conversions,
 * so their purchase tags (the third-party purchase event) are suppressed. The /traffic funnel event
 * is still sent (decision A28).
 * The RETAIL_STORE *journey* alone (a consumer choosing store pick-up) is not a staff mode: only the
 * `retail_store` flag (the shop running inside a store) suppresses.
 */
export function trackingSuppressed(s: ModeSnapshot): boolean {
  return Boolean(s.agent) || Boolean(s.telesale) || Boolean(s.retail_store) || Boolean(s.direct_retail)
    || s.journey === 'DIRECT_RETAIL' || (s.journey ?? '').startsWith('AGENT');
}
