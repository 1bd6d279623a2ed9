/**
 * The order session of spec section 3 ('Session/order state' and 'Also in state') and its pure
 * transitions. The Effector model (order-model.ts) only wires these to events and storage.
 */
import type { UiLanguage } from '../runtime/text';

export interface NumberSelection {
  id: string; msisdn: string; type: string; label: string; price: number; old_price: number; status: string;
}

export interface Logistic {
  ctype: number; name: string; price: number; old_price: number; free: boolean; sla: string; location_id: string;
}

export interface ShippingState {
  method: '' | 'courier' | 'pickup';
  fee: number; old_fee: number; free: boolean; sla: string;
  logistics: Logistic[];
  /** ctype of the chosen logistic option, 0 = none. */
  selectedLogistic: number;
  coverageId: string; coverageType: string; coverageText: string;
  postalCode: string; village: string; district: string; city: string; province: string;
  lat: string; lng: string; delayInfo: string; storeId: string;
}

export interface PaymentState {
  method: string; group: string; kind: string; sof: string; sof_msisdn: string; sof_name: string; sof_logo: string;
  id: string; va_number: string; bank_code: string; status: string; expired: string;
  link_url: string; qr_payload: string; qr_image: string; redirect_url: string;
}

export interface OrderState {
  // Session/order state
  selectedCityID: string; selectedCityName: string;
  /** The effective package id: the first (or chosen) bonus child when the package has bonuses (A22). */
  selectedPackageID: string;
  /** The package the customer picked (parent of the bonus). */
  selectedParentPackageID: string;
  selectedBonusPackageID: string;
  selectedPackageName: string; selectedPackagePrice: number; selectedOldPackagePrice: number; selectedPackageImg: string;
  recipientName: string; recipientPhone: string; recipientEmail: string; recipientEmailConfirm: string;
  recipientAddress: string; recipientNotes: string;
  orderId: string; orderIdEncrypted: string; orderDate: string; orderExpire: string;
  securityDeposit: number;
  /** Total of the created order as the server computed it (package + deposit + fee). */
  orderTotal: number;
  productType: string;
  /** Set by the first product type change, which only arms the reset (A23). */
  productTypeArmed: boolean;
  // Also in state
  utm: { campaign: string; medium: string; source: string };
  journey: string; agent: string; language: UiLanguage;
  otp_session: string; otp_msisdn_session: string; otp_timeout: number; otp_delay: number; otp_valid: boolean; is_otp_email: boolean;
  fr_session: string; eKYCStatus: string;
  retail_store: boolean; direct_retail: boolean; jwt_token: string;
  referralCode: string; referralHash: string;
  extraBonus: boolean; promoQuota: number; paymentData: Record<string, string>;
  telesale: string; trackingId: string; isMobile: boolean; layout: string;
  // Grouped
  number: NumberSelection;
  shipping: ShippingState;
  payment: PaymentState;
}

export const DEFAULT_JOURNEY = '3s';

export const EMPTY_NUMBER: NumberSelection = { id: '', msisdn: '', type: 'REGULAR', label: '', price: 0, old_price: 0, status: '' };
export const EMPTY_SHIPPING: ShippingState = {
  method: '', fee: 0, old_fee: 0, free: true, sla: '', logistics: [], selectedLogistic: 0,
  coverageId: '', coverageType: '', coverageText: '', postalCode: '', village: '', district: '', city: '', province: '',
  lat: '', lng: '', delayInfo: '', storeId: '',
};
export const EMPTY_PAYMENT: PaymentState = {
  method: '', group: '', kind: '', sof: '', sof_msisdn: '', sof_name: '', sof_logo: '', id: '', va_number: '', bank_code: '',
  status: '', expired: '', link_url: '', qr_payload: '', qr_image: '', redirect_url: '',
};

export function initialOrder(): OrderState {
  return {
    selectedCityID: '', selectedCityName: '', selectedPackageID: '', selectedParentPackageID: '', selectedBonusPackageID: '',
    selectedPackageName: '', selectedPackagePrice: 0, selectedOldPackagePrice: 0, selectedPackageImg: '',
    recipientName: '', recipientPhone: '', recipientEmail: '', recipientEmailConfirm: '', recipientAddress: '', recipientNotes: '',
    orderId: '', orderIdEncrypted: '', orderDate: '', orderExpire: '', securityDeposit: 0, orderTotal: 0,
    productType: '', productTypeArmed: false,
    utm: { campaign: '', medium: '', source: '' },
    journey: DEFAULT_JOURNEY, agent: '', language: 'ID',
    otp_session: '', otp_msisdn_session: '', otp_timeout: 0, otp_delay: 0, otp_valid: false, is_otp_email: false,
    fr_session: '', eKYCStatus: 'progress', retail_store: false, direct_retail: false, jwt_token: '',
    referralCode: '', referralHash: '', extraBonus: false, promoQuota: 0, paymentData: {},
    telesale: '', trackingId: '', isMobile: false, layout: '',
    number: { ...EMPTY_NUMBER }, shipping: { ...EMPTY_SHIPPING, logistics: [] }, payment: { ...EMPTY_PAYMENT },
  };
}

/**
 * The reset rule (spec section 3, A23): clear everything but language, device type, tracking id,
 * location (selected city + coverage), product type (with its arming flag) and layout.
 */
export function resetOrder(s: OrderState): OrderState {
  const fresh = initialOrder();
  return {
    ...fresh,
    language: s.language, isMobile: s.isMobile, trackingId: s.trackingId, layout: s.layout,
    selectedCityID: s.selectedCityID, selectedCityName: s.selectedCityName,
    shipping: { ...fresh.shipping, coverageId: s.shipping.coverageId, coverageType: s.shipping.coverageType, coverageText: s.shipping.coverageText },
    productType: s.productType, productTypeArmed: s.productTypeArmed,
  };
}

/** Home: reset keeping the agent too, and land on the default journey '3s'. */
export function homeResetOrder(s: OrderState): OrderState {
  return { ...resetOrder(s), agent: s.agent, journey: DEFAULT_JOURNEY };
}

/** Changing the product type resets the state, except the first change which only arms the reset. */
export function changeProductType(s: OrderState, productType: string): OrderState {
  if (s.productType === productType) return s;
  if (!s.productTypeArmed) return { ...s, productType, productTypeArmed: true };
  return { ...resetOrder(s), productType };
}

export interface PackageChoice {
  id: string; name: string; value: number; old_value: number; img: string;
  advance: { id: string; name: string; value: number; old_value: number }[];
}

/**
 * Selecting a package also selects its first bonus child as the effective package id (A22); the
 * customer may switch bonus with selectBonus. Price shown is the effective package's.
 */
export function selectPackage(s: OrderState, pkg: PackageChoice, bonusId?: string): OrderState {
  const bonus = pkg.advance.find((b) => b.id === bonusId) ?? pkg.advance[0];
  return {
    ...s,
    selectedParentPackageID: pkg.id,
    selectedBonusPackageID: bonus?.id ?? '',
    selectedPackageID: bonus?.id ?? pkg.id,
    selectedPackageName: bonus ? `${pkg.name} (${bonus.name})` : pkg.name,
    selectedPackagePrice: bonus && bonus.value > 0 ? bonus.value : pkg.value,
    selectedOldPackagePrice: bonus && bonus.old_value > 0 ? bonus.old_value : pkg.old_value,
    selectedPackageImg: pkg.img,
  };
}

/** Sets a value at a dotted path (the `set` action), copying each object on the way. */
export function setPath(s: OrderState, path: string, value: unknown): OrderState {
  const keys = path.split('.').filter(Boolean);
  if (keys.length === 0) return s;
  if (keys.length === 1 && keys[0] === 'productType') return changeProductType(s, String(value ?? ''));
  const root: Record<string, unknown> = { ...s };
  let cur = root;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) { cur[key] = value; return; }
    const next = cur[key];
    const copy: Record<string, unknown> = typeof next === 'object' && next !== null && !Array.isArray(next) ? { ...(next as Record<string, unknown>) } : {};
    cur[key] = copy;
    cur = copy;
  });
  return root as unknown as OrderState;
}

/**
 * Accepts a stored session only field by field against the initial shape, so a stale or tampered
 * sessionStorage value cannot break the app.
 */
export function reviveOrder(raw: unknown): OrderState {
  const base = initialOrder();
  if (!raw || typeof raw !== 'object') return base;
  const src = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...base };
  for (const [key, def] of Object.entries(base)) {
    const v = src[key];
    if (v === undefined || v === null) continue;
    if (Array.isArray(def)) { if (Array.isArray(v)) out[key] = v; continue; }
    if (typeof def === 'object') {
      if (typeof v === 'object' && !Array.isArray(v)) out[key] = { ...(def as object), ...(v as object) };
      continue;
    }
    if (typeof v === typeof def) out[key] = v;
  }
  const lang = out.language;
  out.language = lang === 'EN' ? 'EN' : 'ID';
  return out as unknown as OrderState;
}
