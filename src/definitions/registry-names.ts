// The names definitions may use. The lint rejects any other name; the UI's widget registry and the
// runtime's action/guard/source registries are typed against these lists, so both sides agree.

export const WIDGET_NAMES = [
  'cartSteps', 'cityPicker', 'numberPicker', 'packagePicker', 'form', 'deliveryPicker', 'orderSummary',
  'homeHero', 'trackOrder', 'notFound',
  'paymentMethods', 'paymentPhone', 'qrPayment', 'paymentLink', 'vaWaiting', 'thankYou', 'paymentFailed',
  'retryPayment', 'paymentStatic', 'purchaseLimit',
  'bannerCarousel', 'quickActions', 'productTabs', 'roamingPromos', 'fiveSteps', 'services', 'faq',
  'promoList', 'promoDetail',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

export const ACTION_NAMES = [
  'reset', 'homeReset', 'set', 'navigate', 'errorModal', 'toast', 'close', 'reload', 'href',
  'order.create', 'payment.create',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export const GUARD_NAMES = ['otpValid', 'hasOrder', 'hasSelection'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export const SOURCE_NAMES = ['numbers.prepaid', 'numbers.vanity', 'packages.prepaid', 'cities', 'logistics'] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

const has = <T extends string>(list: readonly T[], name: string): name is T => (list as readonly string[]).includes(name);
export const isWidgetName = (name: string): name is WidgetName => has(WIDGET_NAMES, name);
export const isActionName = (name: string): name is ActionName => has(ACTION_NAMES, name);
export const isGuardName = (name: string): name is GuardName => has(GUARD_NAMES, name);
export const isSourceName = (name: string): name is SourceName => has(SOURCE_NAMES, name);
