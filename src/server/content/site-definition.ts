import { MAX_DOCUMENT_BYTES, type PaymentKind } from '../../contracts';

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
  /** How many orders one KTP may place (claimed atomically by each order: postpaid/ktp-slots.ts). */
  maxOrdersPerKtp: number;
  /** The largest identity document upload, in bytes, and the media types one may be (documents/read-upload.ts). */
  uploadMaxBytes: number;
  uploadTypes: readonly DocumentType[];
}

/** The media types the shop can check and re-encode (the site schema's uploadTypes enum). */
export type DocumentType = 'image/jpeg' | 'image/png';
const DOCUMENT_TYPES: readonly DocumentType[] = ['image/jpeg', 'image/png'];
const isDocumentType = (v: unknown): v is DocumentType => (DOCUMENT_TYPES as readonly unknown[]).includes(v);

export interface SiteDefinition {
  version: number;
  constants: SiteConstants;
  paymentMethods: PaymentMethod[];
  /** The page a failed payment lands on (a page id), when the site names one. */
  paymentFailedPage?: string;
}

const DEFAULT_CONSTANTS: SiteConstants = {
  securityDeposit: 50000, sameDayCutoff: '11:59', timezone: 'Asia/Jakarta', sharedBankCode: '987', deliveryDaysMin: 1, deliveryDaysMax: 6,
  maxOrdersPerKtp: 3, uploadMaxBytes: MAX_DOCUMENT_BYTES, uploadTypes: DOCUMENT_TYPES,
};
/** What the server acts on while no site definition can be read: the defaults and no payment method. */
export const EMPTY_SITE: SiteDefinition = { version: 1, constants: DEFAULT_CONSTANTS, paymentMethods: [] };
const GROUPS = new Set(['CC', 'E_WALLET', 'VA']);
const KINDS = new Set(['va', 'link', 'qr', 'card']);

const positiveInt = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined);
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
      maxOrdersPerKtp: positiveInt(c.maxOrdersPerKtp) ?? DEFAULT_CONSTANTS.maxOrdersPerKtp,
      // At most what the request timeouts are sized for (src/server/http/timeouts.ts), as the site schema says.
      uploadMaxBytes: Math.min(positiveInt(c.uploadMaxBytes) ?? MAX_DOCUMENT_BYTES, MAX_DOCUMENT_BYTES),
      uploadTypes: Array.isArray(c.uploadTypes) && c.uploadTypes.length > 0 && c.uploadTypes.every(isDocumentType) ? c.uploadTypes : DEFAULT_CONSTANTS.uploadTypes,
    },
    paymentMethods: methods.filter((m): m is PaymentMethod => m !== null),
    ...(typeof json.paymentFailedPage === 'string' ? { paymentFailedPage: json.paymentFailedPage } : {}),
  };
}

/** A fixed site definition (tests). */
export const staticSite = (site: SiteDefinition) => async () => site;
