import { describe, expect, it } from 'vitest';
import { canEnter, GUARDS } from '../../../src/runtime/guards';
import type { RouteEntry } from '../../../src/runtime/routes';

const route = (guard?: RouteEntry['guard']): RouteEntry => ({
  id: 'step:esim/summary', kind: 'step', path: '/esim/order/postpaid/summary', aliases: [],
  layout: { nav: true, footer: true }, entryActions: [], fallback: '/esim/order/postpaid', ...(guard ? { guard } : {}),
});

describe('canEnter', () => {
  it('opens unguarded routes', () => {
    expect(canEnter(route(), {}, { direct: true })).toEqual({ ok: true });
  });

  it('cancels an in-app navigation when the guard fails (A13)', () => {
    expect(canEnter(route('otpValid'), { is_otp_email: true }, { direct: false })).toEqual({ ok: false, cancel: true });
  });

  it('sends a direct load to the journey entry when the guard fails (A13)', () => {
    expect(canEnter(route('otpValid'), { is_otp_email: true }, { direct: true })).toEqual({ ok: false, redirect: '/esim/order/postpaid' });
  });

  it('otpValid: open when OTP by email is not required, or a valid unexpired OTP session exists', () => {
    const now = 1_000_000;
    expect(GUARDS.otpValid({ is_otp_email: false }, now)).toBe(true);
    expect(GUARDS.otpValid({ is_otp_email: true, otp_session: 's', otp_valid: true, otp_timeout: now + 1 }, now)).toBe(true);
    expect(GUARDS.otpValid({ is_otp_email: true, otp_session: 's', otp_valid: true, otp_timeout: now - 1 }, now)).toBe(false);
    expect(GUARDS.otpValid({ is_otp_email: true, otp_session: '', otp_valid: true }, now)).toBe(false);
  });

  it('hasOrder and hasSelection', () => {
    expect(canEnter({ ...route('hasOrder'), fallback: '/' }, { orderId: '' }, { direct: true })).toEqual({ ok: false, redirect: '/' });
    expect(canEnter(route('hasOrder'), { orderId: 'SIMPRE1' }, { direct: true })).toEqual({ ok: true });
    expect(GUARDS.hasSelection({ selectedCityID: '1', selectedPackageID: '101', number: { id: '7' } }, 0)).toBe(true);
    expect(GUARDS.hasSelection({ selectedCityID: '1', selectedPackageID: '', number: { id: '7' } }, 0)).toBe(false);
  });
});
