/** Site constants the models need, handed in by the app at start (keeps models testable without the bundle). */
import { createEvent, createStore } from 'effector';

export interface StateConfig {
  sessionKey: string;
  toastMs: number;
  trackingDelayMs: number;
  utmCookie: string;
  utmCookieDays: number;
  purchasedCookie: string;
  purchasedCookieDays: number;
}

/** The values of docs/contracts.md site.constants, used until the definitions are handed in. */
export const DEFAULT_CONFIG: StateConfig = {
  sessionKey: 'ola_order_session', toastMs: 4000, trackingDelayMs: 300,
  utmCookie: 'ola_utm', utmCookieDays: 365, purchasedCookie: 'ola_purchased', purchasedCookieDays: 365,
};

export const configured = createEvent<Partial<StateConfig>>();
export const $config = createStore<StateConfig>(DEFAULT_CONFIG).on(configured, (c, next) => ({ ...c, ...next }));
