/**
 * The core of the session state: the few keys the runtime itself reads, whatever the journey.
 * Everything else is declared by the definitions (site.json and journey `state` blocks, and the
 * field values of fields.json), so the lint and the runtime agree on every name a rule may read.
 */
export const CORE_KEYS = [
  'language', 'isMobile', 'trackingId', 'agent', 'journey', 'journeyId', 'productType', 'productTypeArmed', 'utm',
] as const;
export type CoreKey = (typeof CORE_KEYS)[number];

/**
 * What a rule sees besides the stored state: `values` (field values), `active` (the traits of the
 * journey on screen: id, journey, orderType, productType, version, staff, delivery, payment,
 * cartSteps), `constants` (site.json constants), `lang` (id|en), `now` (epoch ms), `params` (the
 * route's path parameters), `query` (the query string's parameters) and, where a widget or a source supplies it, `input`;
 * `definitionSet` (the digest of the definition set in use: the journey's pinned one, sent with its order);
 * on a screen that declares expiries, `time` (`time.<name>.over`, `.left`, `.at`).
 */
export const SNAPSHOT_ROOTS = ['values', 'active', 'constants', 'lang', 'now', 'params', 'query', 'definitionSet'] as const;
export const INPUT_ROOT = 'input';
export const TIME_ROOT = 'time';

export const isCoreKey = (key: string): key is CoreKey => (CORE_KEYS as readonly string[]).includes(key);
