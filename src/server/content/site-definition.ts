import type { PaymentKind } from '../../contracts';

/** The parts of the site definition (flows/site.json) the server acts on (owned by the definitions). */
export interface PaymentMethod {
  code: string;
  group: 'CC' | 'E_WALLET' | 'VA';
  kind: PaymentKind;
  bank?: string;
  wallet?: string;
  /** The page a payer goes to next (a page id of the definitions). */
  next: string;
  askPhone: boolean;
  enabled: boolean;
}

export interface SiteConstants {
  securityDeposit: number;
  sameDayCutoff: string;
  timezone: string;
  sharedBankCode: string;
  /** The general delivery range in days: the estimate of an order that kept none of its own. */
  deliveryDaysMin: number;
  deliveryDaysMax: number;
}

export interface SiteDefinition {
  version: number;
  constants: SiteConstants;
  paymentMethods: PaymentMethod[];
  /** The page a failed payment lands on (a page id), when the site names one. */
  paymentFailedPage?: string;
}

const DEFAULT_CONSTANTS: SiteConstants = { securityDeposit: 50000, sameDayCutoff: '11:59', timezone: 'Asia/Jakarta', sharedBankCode: '987', deliveryDaysMin: 1, deliveryDaysMax: 6 };
/** What the server acts on while no site definition can be read: the defaults and no payment method. */
export const EMPTY_SITE: SiteDefinition = { version: 1, constants: DEFAULT_CONSTANTS, paymentMethods: [] };
const GROUPS = new Set(['CC', 'E_WALLET', 'VA']);
const KINDS = new Set(['va', 'link', 'qr', 'card']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseMethod(v: unknown): PaymentMethod | null {
  if (!isRecord(v)) return null;
  const { code, group, kind, bank, wallet, next, askPhone, enabled } = v;
  if (typeof code !== 'string' || typeof group !== 'string' || !GROUPS.has(group) || typeof kind !== 'string' || !KINDS.has(kind)) return null;
  return {
    code,
    group: group as PaymentMethod['group'],
    kind: kind as PaymentKind,
    ...(typeof bank === 'string' ? { bank } : {}),
    ...(typeof wallet === 'string' ? { wallet } : {}),
    next: typeof next === 'string' ? next : '',
    askPhone: askPhone === true,
    enabled: enabled !== false,
  };
}

/** Reads only the fields above, tolerating anything else (the definitions layer owns the full schema). */
export function parseSite(json: unknown): SiteDefinition {
  if (!isRecord(json)) throw new Error('site.json: not an object');
  const c = isRecord(json.constants) ? json.constants : {};
  const methods = Array.isArray(json.paymentMethods) ? json.paymentMethods.map(parseMethod) : [];
  return {
    version: typeof json.version === 'number' ? json.version : 1,
    constants: {
      securityDeposit: typeof c.securityDeposit === 'number' ? c.securityDeposit : DEFAULT_CONSTANTS.securityDeposit,
      sameDayCutoff: typeof c.sameDayCutoff === 'string' ? c.sameDayCutoff : DEFAULT_CONSTANTS.sameDayCutoff,
      timezone: typeof c.timezone === 'string' ? c.timezone : DEFAULT_CONSTANTS.timezone,
      sharedBankCode: typeof c.sharedBankCode === 'string' ? c.sharedBankCode : DEFAULT_CONSTANTS.sharedBankCode,
      deliveryDaysMin: typeof c.deliveryDaysMin === 'number' ? c.deliveryDaysMin : DEFAULT_CONSTANTS.deliveryDaysMin,
      deliveryDaysMax: typeof c.deliveryDaysMax === 'number' ? c.deliveryDaysMax : DEFAULT_CONSTANTS.deliveryDaysMax,
    },
    paymentMethods: methods.filter((m): m is PaymentMethod => m !== null),
    ...(typeof json.paymentFailedPage === 'string' ? { paymentFailedPage: json.paymentFailedPage } : {}),
  };
}

/** A fixed site definition (tests). */
export const staticSite = (site: SiteDefinition) => async () => site;
