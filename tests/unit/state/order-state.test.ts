import { describe, expect, it } from 'vitest';
import {
  changeProductType, homeResetOrder, initialOrder, resetOrder, reviveOrder, selectPackage, setPath, type OrderState, type PackageChoice,
} from '../../../src/state/order-state';

/** A session with every field changed from its initial value. */
function filled(): OrderState {
  const s = initialOrder();
  return {
    ...s,
    selectedCityID: '10', selectedCityName: 'Bandung', selectedPackageID: '101', selectedParentPackageID: '1', selectedBonusPackageID: '101',
    selectedPackageName: 'P', selectedPackagePrice: 50000, selectedOldPackagePrice: 65000, selectedPackageImg: '/p.webp',
    recipientName: 'Budi', recipientPhone: '081512345678', recipientEmail: 'b@x.id', recipientEmailConfirm: 'b@x.id',
    recipientAddress: 'Jl. 1', recipientNotes: 'n', orderId: 'SIMPRE1', orderIdEncrypted: 'h', orderDate: 'd', orderExpire: 'e',
    securityDeposit: 50000, orderTotal: 100000, productType: 'prepaid', productTypeArmed: true,
    utm: { campaign: 'c', medium: 'm', source: 's' }, journey: 'PREPAID', agent: 'AG7', language: 'EN',
    otp_session: 'o', otp_msisdn_session: 'o', otp_timeout: 5, otp_delay: 5, otp_valid: true, is_otp_email: true,
    fr_session: 'f', eKYCStatus: 'done', retail_store: true, direct_retail: true, jwt_token: 'j', referralCode: 'r', referralHash: 'h',
    extraBonus: true, promoQuota: 3, paymentData: { a: 'b' }, telesale: 't', trackingId: 'trk', isMobile: true, layout: 'compact',
    number: { id: '7', msisdn: '62815', type: 'VANITY', label: 'Twin', price: 1, old_price: 2, status: 'AVAILABLE' },
    shipping: { ...s.shipping, method: 'courier', fee: 1, old_fee: 2, free: false, sla: '1-6', selectedLogistic: 2, coverageId: '2', coverageType: 'SAME_DAY', coverageText: 'Bandung', storeId: 'x' },
    payment: { ...s.payment, method: '05', va_number: '123', status: 'PENDING' },
  };
}

/** Top-level keys (and shipping keys) whose value differs from a fresh session. */
function kept(s: OrderState): string[] {
  const fresh = initialOrder() as unknown as Record<string, unknown>;
  const cur = s as unknown as Record<string, unknown>;
  const top = Object.keys(fresh).filter((k) => k !== 'shipping' && JSON.stringify(fresh[k]) !== JSON.stringify(cur[k]));
  const fs = fresh.shipping as Record<string, unknown>;
  const cs = s.shipping as unknown as Record<string, unknown>;
  const ship = Object.keys(fs).filter((k) => JSON.stringify(fs[k]) !== JSON.stringify(cs[k])).map((k) => `shipping.${k}`);
  return [...top, ...ship].sort();
}

const RESET_KEEPS = [
  'isMobile', 'language', 'layout', 'productType', 'productTypeArmed', 'selectedCityID', 'selectedCityName',
  'shipping.coverageId', 'shipping.coverageText', 'shipping.coverageType', 'trackingId',
];

describe('reset rule (A23)', () => {
  it('keeps exactly language, device type, tracking id, city + coverage, product type and layout', () => {
    expect(kept(resetOrder(filled()))).toEqual(RESET_KEEPS);
    const r = resetOrder(filled());
    expect(r).toMatchObject({ language: 'EN', isMobile: true, trackingId: 'trk', selectedCityID: '10', productType: 'prepaid', layout: 'compact' });
    expect(r.shipping.coverageId).toBe('2');
  });

  it('homeReset also keeps the agent and lands on journey 3s', () => {
    const r = homeResetOrder(filled());
    expect(kept(r)).toEqual([...RESET_KEEPS, 'agent'].sort());
    expect(r.agent).toBe('AG7');
    expect(r.journey).toBe('3s');
  });
});

describe('product type change', () => {
  it('the first change only arms the reset; a later change resets', () => {
    const fresh = { ...initialOrder(), recipientName: 'Budi' };
    const first = changeProductType(fresh, 'prepaid');
    expect(first).toMatchObject({ productType: 'prepaid', productTypeArmed: true, recipientName: 'Budi' });
    const second = changeProductType(first, 'postpaid');
    expect(second).toMatchObject({ productType: 'postpaid', productTypeArmed: true, recipientName: '' });
  });

  it('setting the same type changes nothing; the set action routes productType through the rule', () => {
    const s = { ...initialOrder(), productType: 'prepaid', productTypeArmed: true, recipientName: 'Budi' };
    expect(changeProductType(s, 'prepaid')).toBe(s);
    expect(setPath(s, 'productType', 'postpaid').recipientName).toBe('');
  });
});

describe('package selection (A22)', () => {
  const pkg: PackageChoice = {
    id: '1', name: 'Internet 10GB', value: 50000, old_value: 65000, img: '/1.webp',
    advance: [{ id: '101', name: 'Bonus Malam', value: 50000, old_value: 65000 }, { id: '102', name: 'Bonus Streaming', value: 55000, old_value: 70000 }],
  };

  it('also selects the first bonus package as the effective package id', () => {
    const s = selectPackage(initialOrder(), pkg);
    expect(s).toMatchObject({ selectedParentPackageID: '1', selectedBonusPackageID: '101', selectedPackageID: '101', selectedPackagePrice: 50000 });
  });

  it('lets the customer switch bonus', () => {
    const s = selectPackage(selectPackage(initialOrder(), pkg), pkg, '102');
    expect(s).toMatchObject({ selectedPackageID: '102', selectedBonusPackageID: '102', selectedPackagePrice: 55000 });
  });

  it('uses the package itself when it has no bonus', () => {
    const s = selectPackage(initialOrder(), { ...pkg, advance: [] });
    expect(s).toMatchObject({ selectedPackageID: '1', selectedBonusPackageID: '' });
  });
});

describe('stored session', () => {
  it('is revived field by field, ignoring unknown or mistyped values', () => {
    const s = reviveOrder({ recipientName: 'Budi', orderTotal: 'x', hacked: true, language: 'XX', shipping: { coverageId: '3' } });
    expect(s.recipientName).toBe('Budi');
    expect(s.orderTotal).toBe(0);
    expect(s.language).toBe('ID');
    expect(s.shipping.coverageId).toBe('3');
    expect('hacked' in s).toBe(false);
  });

  it('set writes dotted paths', () => {
    expect(setPath(initialOrder(), 'payment.sof_msisdn', '0815').payment.sof_msisdn).toBe('0815');
  });
});
