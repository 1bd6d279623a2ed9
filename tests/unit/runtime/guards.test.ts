// The one checkpoint: a route's guard is a JSON Logic rule of the definitions (decision A13).
import { describe, expect, it } from 'vitest';
import { canEnter } from '../../../src/runtime/guards';
import { holds } from '../../../src/runtime/logic';
import type { RouteEntry } from '../../../src/runtime/routes';
import { copyDefinitions } from '../definitions/helpers';

const { site, journeys } = copyDefinitions();
const otpValid = site.guards.otpValid;
const hasOrder = site.guards.hasOrder;
const hasSelection = journeys['prepaid-sim']?.guards?.hasSelection;

const route = (guard?: unknown, fallback = '/esim/order/postpaid'): Pick<RouteEntry, 'guard' | 'fallback'> => ({ fallback, ...(guard !== undefined ? { guard } : {}) });

describe('canEnter', () => {
  it('opens unguarded routes', () => {
    expect(canEnter(route(), {}, { direct: true })).toEqual({ ok: true });
    expect(canEnter(route(), {}, { direct: false })).toEqual({ ok: true });
  });

  it('cancels an in-app navigation when the guard fails (A13)', () => {
    expect(canEnter(route(otpValid), { is_otp_email: true }, { direct: false })).toEqual({ ok: false, cancel: true });
  });

  it('sends a direct load to the fallback (the journey entry) when the guard fails (A13)', () => {
    expect(canEnter(route(otpValid), { is_otp_email: true }, { direct: true })).toEqual({ ok: false, redirect: '/esim/order/postpaid' });
  });

  it('a guard that is `false` (an unknown guard name) never opens', () => {
    expect(canEnter(route(false, '/'), {}, { direct: true })).toEqual({ ok: false, redirect: '/' });
  });
});

describe('the shipped guards', () => {
  it('otpValid: open when OTP by email is not required, or a valid unexpired OTP session exists', () => {
    const now = 1_000_000;
    expect(holds(otpValid, { is_otp_email: false, now })).toBe(true);
    expect(holds(otpValid, { is_otp_email: true, otp_session: 's', otp_valid: true, otp_timeout: now + 1, now })).toBe(true);
    expect(holds(otpValid, { is_otp_email: true, otp_session: 's', otp_valid: true, otp_timeout: 0, now })).toBe(true);
    expect(holds(otpValid, { is_otp_email: true, otp_session: 's', otp_valid: true, otp_timeout: now - 1, now })).toBe(false);
    expect(holds(otpValid, { is_otp_email: true, otp_session: '', otp_valid: true, now })).toBe(false);
    expect(holds(otpValid, { is_otp_email: true, otp_session: 's', otp_valid: false, now })).toBe(false);
  });

  it('hasOrder: an order the journey created', () => {
    expect(canEnter(route(hasOrder, '/'), { order: null }, { direct: true })).toEqual({ ok: false, redirect: '/' });
    expect(canEnter(route(hasOrder, '/'), { order: { order_code: 'SIMPRE1' } }, { direct: true })).toEqual({ ok: true });
  });

  it('hasSelection: city, number and package chosen', () => {
    const full = { city: { id: 1 }, number: { id: 7 }, package: { id: 101 } };
    expect(holds(hasSelection, full)).toBe(true);
    expect(holds(hasSelection, { ...full, package: null })).toBe(false);
    expect(holds(hasSelection, { ...full, number: { id: '' } })).toBe(false);
    expect(holds(hasSelection, { ...full, city: null })).toBe(false);
  });
});
