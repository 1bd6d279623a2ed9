/**
 * Waiting screens poll GET /api/orders/:code/payment every 2 s and move on by themselves:
 * PAID -> /thankyou/:id/:email, FAILED/EXPIRED/CANCELLED -> /common-failed/:id/:email.
 */
import { useEffect } from 'react';
import { api } from '../../api/client';
import { pagePath } from '../../runtime/next-target';
import { orderPatched, $order } from '../../state/order-model';
import { paymentState } from '../app-actions';
import { defs } from '../defs';
import { go } from '../navigation';

export const POLL_MS = 2000;

export function resultPath(pageId: string, orderId: string, email: string): string {
  return `${pagePath(defs, pageId)}/${encodeURIComponent(orderId)}/${encodeURIComponent(email)}`;
}

export function usePaymentPoll(orderId: string, email: string): void {
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ctrl = new AbortController();
    const tick = async () => {
      try {
        const { payment } = await api.payment(orderId, ctrl.signal);
        if (!live) return;
        orderPatched({ payment: paymentState($order.getState().payment, payment) });
        if (payment.status === 'PAID') { go(resultPath('thankyou', orderId, email), { replace: true }); return; }
        if (payment.status === 'FAILED' || payment.status === 'EXPIRED' || payment.status === 'CANCELLED') {
          go(resultPath('common-failed', orderId, email), { replace: true });
          return;
        }
      } catch (err) {
        if (!live) return;
        console.warn('[payment poll]', err);
      }
      timer = setTimeout(() => void tick(), POLL_MS);
    };
    timer = setTimeout(() => void tick(), POLL_MS);
    return () => { live = false; ctrl.abort(); if (timer) clearTimeout(timer); };
  }, [orderId, email]);
}
