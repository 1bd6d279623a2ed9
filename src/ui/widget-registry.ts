/**
 * Widget name -> lazily loaded component, typed against WIDGET_NAMES so every registered name has a
 * component. Lazy so the home page never downloads the order-flow widgets.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetName } from '../runtime/names';
import type { WidgetProps } from './widget-props';

type Lazy = LazyExoticComponent<ComponentType<WidgetProps>>;

/** The home widgets share one chunk (src/ui/widgets/home/index.ts): one request on a slow network. */
const home = () => import('./widgets/home');

export const widgets: Record<WidgetName, Lazy> = {
  cartSteps: lazy(() => import('./widgets/CartSteps')),
  cityPicker: lazy(() => import('./widgets/CityPicker')),
  numberPicker: lazy(() => import('./widgets/NumberPicker')),
  packagePicker: lazy(() => import('./widgets/PackagePicker')),
  form: lazy(() => import('./widgets/FormWidget')),
  deliveryPicker: lazy(() => import('./widgets/DeliveryPicker')),
  orderSummary: lazy(() => import('./widgets/OrderSummary')),
  homeHero: lazy(() => import('./widgets/HomeHero')),
  trackOrder: lazy(() => import('./widgets/TrackOrder')),
  notFound: lazy(() => import('./widgets/NotFound')),
  paymentMethods: lazy(() => import('./widgets/PaymentMethods')),
  paymentPhone: lazy(() => import('./widgets/PaymentPhone')),
  qrPayment: lazy(() => import('./widgets/QrPayment')),
  paymentLink: lazy(() => import('./widgets/PaymentLink')),
  vaWaiting: lazy(() => import('./widgets/VaWaiting')),
  thankYou: lazy(() => import('./widgets/ThankYou')),
  paymentFailed: lazy(() => import('./widgets/PaymentFailed')),
  retryPayment: lazy(() => import('./widgets/RetryPayment')),
  paymentStatic: lazy(() => import('./widgets/PaymentStatic')),
  purchaseLimit: lazy(() => import('./widgets/PurchaseLimit')),
  bannerCarousel: lazy(() => home().then((m) => ({ default: m.BannerCarousel }))),
  quickActions: lazy(() => home().then((m) => ({ default: m.QuickActions }))),
  productTabs: lazy(() => home().then((m) => ({ default: m.ProductTabs }))),
  roamingPromos: lazy(() => home().then((m) => ({ default: m.RoamingPromos }))),
  fiveSteps: lazy(() => home().then((m) => ({ default: m.FiveSteps }))),
  services: lazy(() => home().then((m) => ({ default: m.Services }))),
  faq: lazy(() => home().then((m) => ({ default: m.Faq }))),
  promoList: lazy(() => import('./widgets/content/PromoList')),
  promoDetail: lazy(() => import('./widgets/content/PromoDetail')),
};
