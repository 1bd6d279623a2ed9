import { describe, expect, it } from 'vitest';
import { buildModel } from '../../../src/runtime/definition-model';
import { findMethod, groupMethods, paymentNextPath } from '../../../src/runtime/payment-routing';
import { copyDefinitions, must } from '../definitions/helpers';

const defs = copyDefinitions();
const model = buildModel(defs);
const next = (code: string, phoneKnown = true) => paymentNextPath(model, code, { phoneKnown });

describe('payment method routing (A11)', () => {
  it('VA methods go to va-link, QR methods to the QR page, links to payment-link', () => {
    for (const code of ['04', '05', '06', '07', '08']) expect(next(code), code).toBe('/va-link');
    for (const code of ['09', '095', '109', '195']) expect(next(code), code).toBe('/gopay-qr3s');
    for (const code of ['01', '02', '15', '102', '196']) expect(next(code), code).toBe('/payment-link');
    // Cards leave for the gateway's page. Their `next`, the thank-you page, needs the order id, which
    // a method's route cannot give: no path (the payment page stays) rather than the not-found page.
    expect(findMethod(defs.site, '03')?.next).toBe('thankyou');
    expect(next('03')).toBeNull();
  });

  it('askPhone methods pass through payment-phone first', () => {
    for (const code of ['01', '02', '15', '102', '196']) expect(next(code, false), code).toBe('/payment-phone');
    expect(next('05', false)).toBe('/va-link');
  });

  it('unknown and disabled codes have no route', () => {
    expect(next('99')).toBeNull();
    const d = copyDefinitions();
    const va = must(d.site.paymentMethods.find((m) => m.code === '05'), '05');
    va.enabled = false;
    expect(paymentNextPath(buildModel(d), '05', { phoneKnown: true })).toBeNull();
    expect(findMethod(d.site, '05')).toBeUndefined();
    expect(findMethod(d.site, '04')?.group).toBe('VA');
  });

  it('follows the live set: a method whose next page moved goes to its new path', () => {
    const d = copyDefinitions();
    const page = must(d.pages['va-link'], 'va-link');
    page.path = '/va-wait';
    expect(paymentNextPath(buildModel(d), '05', { phoneKnown: true })).toBe('/va-wait');
  });

  it('lists each wallet once, its method chosen by the routing rules (issue 9: no DPP near-duplicates)', () => {
    const wallets = (snapshot: object) => groupMethods(defs.site, snapshot).find((g) => g.id === 'E_WALLET')?.methods.map((m) => m.code);
    expect(wallets({ isMobile: false, paymentData: {} })).toEqual(['09', '02', '095', '196']);
    expect(wallets({ isMobile: true, paymentData: {} })).toEqual(['01', '02', '15', '196']);
    expect(wallets({ isMobile: true, paymentData: { dpp: true } })).toEqual(['109', '102', '195', '196']);
  });

  it('groups keep the CC, E_WALLET, VA order; empty groups are dropped', () => {
    expect(groupMethods(defs.site).map((g) => g.id)).toEqual(['CC', 'E_WALLET', 'VA']);
    expect(groupMethods(defs.site).find((g) => g.id === 'VA')?.methods.map((m) => m.code)).toEqual(['04', '05', '06', '07', '08']);
    const d = copyDefinitions();
    d.site.paymentMethods = d.site.paymentMethods.filter((m) => m.group !== 'CC');
    expect(groupMethods(d.site).map((g) => g.id)).toEqual(['E_WALLET', 'VA']);
  });
});
