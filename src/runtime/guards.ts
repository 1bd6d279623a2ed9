/** Route guards and the one checkpoint deciding whether a route may open. */
import type { GuardName } from './names';
import type { RouteEntry } from './routes';

/** The state fields guards read (the order snapshot has them all). */
export interface GuardSnapshot {
  is_otp_email?: boolean;
  otp_session?: string;
  otp_valid?: boolean;
  /** Epoch ms after which the OTP session is no longer valid; 0 = no expiry known. */
  otp_timeout?: number;
  orderId?: string;
  selectedCityID?: string;
  selectedPackageID?: string;
  number?: { id?: string };
}

export type Guard = (snapshot: GuardSnapshot, now: number) => boolean;

export const GUARDS: Record<GuardName, Guard> = {
  // Spec 'Guarded routes': open when email OTP is not required, or a valid OTP session exists.
  otpValid: (s, now) =>
    !s.is_otp_email || (Boolean(s.otp_session) && s.otp_valid === true && (!s.otp_timeout || s.otp_timeout > now)),
  // Payment screens need an order of this session.
  hasOrder: (s) => Boolean(s.orderId),
  // Later cart steps need city, number and package chosen.
  hasSelection: (s) => Boolean(s.selectedCityID) && Boolean(s.number?.id) && Boolean(s.selectedPackageID),
};

export type CanEnter =
  | { ok: true }
  /** Go elsewhere instead (direct load of a guarded URL, journey entries, redirects). */
  | { ok: false; redirect: string }
  /** In-app navigation to a guarded route: stay on the current page (decision A13). */
  | { ok: false; cancel: true };

export interface EnterContext {
  /** True when the route is the first one of this page load (deep link or reload). */
  direct: boolean;
  now?: number;
}

export function canEnter(route: RouteEntry, snapshot: GuardSnapshot, ctx: EnterContext): CanEnter {
  if (route.guard && !GUARDS[route.guard](snapshot, ctx.now ?? Date.now())) {
    return ctx.direct ? { ok: false, redirect: route.fallback } : { ok: false, cancel: true };
  }
  return { ok: true };
}
