/** The runtime's named actions bound to the Effector models, the API and the router. */
import type { CreateOrderBody } from '../contracts';
import { api } from '../api/client';
import { createActionRegistry, type ActionDeps } from '../runtime/actions';
import { findMethod, paymentNextPath } from '../runtime/payment-routing';
import { fieldSet, homeReset, orderPatched, orderReset, $order } from '../state/order-model';
import { EMPTY_PAYMENT, type OrderState, type PaymentState } from '../state/order-state';
import { $utm } from '../state/tracking-model';
import { errorModalOpened, modalClosed, toastShown } from '../state/ui-model';
import { activeJourney } from './active-journey';
import { defs } from './defs';
import { go } from './navigation';
import type { Payment } from '../api/client';

function orderBody(s: OrderState): CreateOrderBody {
  // Journey, order type and product type come from the journey definition, never from a default:
  // an order made outside any journey is a definition error, shown as the catalogue's error modal.
  const journey = activeJourney(s.productType);
  if (!journey) throw new Error('order.create ran outside a journey');
  const utm = $utm.getState();
  const pickup = s.shipping.method === 'pickup';
  return {
    journey: (s.journey || journey.journey) as CreateOrderBody['journey'],
    orderType: journey.orderType as CreateOrderBody['orderType'],
    productType: (s.productType || journey.productType) as CreateOrderBody['productType'],
    cityId: Number(s.selectedCityID),
    numberId: Number(s.number.id),
    packageId: Number(s.selectedPackageID),
    recipient: {
      name: s.recipientName.trim(), phone: s.recipientPhone.trim(), email: s.recipientEmail.trim(),
      address: s.recipientAddress.trim(), notes: s.recipientNotes.trim(),
    },
    delivery: {
      method: pickup ? 'pickup' : 'courier',
      ctype: s.shipping.selectedLogistic || 1,
      ...(pickup && s.shipping.storeId ? { storeId: s.shipping.storeId } : {}),
    },
    sessionId: s.trackingId || 'anonymous',
    utm,
    definitionVersion: journey.version,
  };
}

/** The payment as state keeps it (every field a string). */
export function paymentState(prev: PaymentState, p: Payment): PaymentState {
  return {
    ...EMPTY_PAYMENT, method: p.method, group: p.group, kind: p.kind, sof: prev.sof, sof_msisdn: prev.sof_msisdn,
    sof_name: prev.sof_name, sof_logo: prev.sof_logo, id: p.id, status: p.status, expired: p.expired,
    va_number: p.va_number ?? '', bank_code: p.bank_code ?? '', link_url: p.link_url ?? '', qr_payload: p.qr_payload ?? '',
    qr_image: p.qr_image ?? '', redirect_url: p.redirect_url ?? '',
  };
}

const deps: ActionDeps = {
  reset: () => orderReset(),
  homeReset: () => homeReset(),
  set: (path, value) => fieldSet({ path, value }),
  navigate: (to) => { modalClosed(); go(to); },
  errorModal: (code) => errorModalOpened(code),
  toast: (spec) => toastShown({ content: spec.content, type: spec.type, variant: spec.variant }),
  close: () => modalClosed(),
  reload: () => window.location.reload(),
  href: (url, newTab) => {
    if (!url) return;
    if (newTab) window.open(url, '_blank', 'noopener,noreferrer');
    else window.location.assign(url);
  },
  async createOrder() {
    const res = await api.createOrder(orderBody($order.getState()));
    orderPatched({
      orderId: res.order_code, orderIdEncrypted: res.order_code_encrypted, orderDate: res.order_date,
      orderExpire: res.order_expire, securityDeposit: res.security_deposit, orderTotal: res.total, payment: { ...EMPTY_PAYMENT },
    });
  },
  async createPayment(method) {
    const s = $order.getState();
    const code = method ?? s.payment.method;
    const def = findMethod(defs.site, code);
    const res = await api.createPayment(s.orderId, {
      method: code, email: s.recipientEmail, ...(def?.askPhone && s.payment.sof_msisdn ? { sof_msisdn: s.payment.sof_msisdn } : {}),
    });
    orderPatched({ payment: paymentState(s.payment, res.payment) });
    // Cards leave for the provider's page, which returns to the thank-you screen.
    if (res.payment.kind === 'card' && res.payment.redirect_url) {
      window.location.assign(res.payment.redirect_url);
      return;
    }
    const next = paymentNextPath(defs, code, { phoneKnown: true });
    if (next) go(next);
  },
};

export const actions = createActionRegistry(deps);
