import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { groupMethods, paymentNextPath } from '../../../src/runtime/payment-routing';
import type { Definitions } from '../../../src/runtime/types';

const defs = definitions as unknown as Definitions;
const next = (code: string, phoneKnown = true) => paymentNextPath(defs, code, { phoneKnown });

describe('payment method routing (A11)', () => {
  it('VA methods go to va-link, QR methods to the QR page, links to payment-link', () => {
    for (const code of ['04', '05', '06', '07', '08']) expect(next(code), code).toBe('/va-link');
    for (const code of ['09', '095', '109', '195']) expect(next(code), code).toBe('/gopay-qr3s');
    for (const code of ['01', '02', '15', '102', '196']) expect(next(code), code).toBe('/payment-link');
    expect(next('03')).toBe('/thankyou');
  });

  it('askPhone methods pass through payment-phone first', () => {
    for (const code of ['01', '02', '15', '102', '196']) expect(next(code, false), code).toBe('/payment-phone');
    expect(next('05', false)).toBe('/va-link');
  });

  it('unknown codes have no route; groups keep the CC, E_WALLET, VA order', () => {
    expect(next('99')).toBeNull();
    expect(groupMethods(defs.site).map((g) => g.id)).toEqual(['CC', 'E_WALLET', 'VA']);
  });
});
