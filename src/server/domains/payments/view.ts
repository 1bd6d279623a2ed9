import QRCode from 'qrcode';
import type { Payment, PaymentStatus } from '../../../contracts';
import type { PaymentRow, StoredPaymentStatus, VisiblePaymentRow } from './queries';

/**
 * A pending payment past its expiry reads as EXPIRED at once (the expiry sweep stores it within a minute); money
 * its order could not use (kept for a refund, the order unpaid) reads as FAILED, so the customer's
 * waiting page leads to ordering again rather than to a thank-you.
 */
export function effectiveStatus<S extends StoredPaymentStatus>(p: PaymentRow & { status: S }, now: Date): S | 'EXPIRED' | 'FAILED' {
  if (p.status === 'PENDING' && p.expires_at.getTime() <= now.getTime()) return 'EXPIRED';
  if (p.status === 'PAID' && p.refund_reason !== null && p.refund_reason !== 'DOUBLE_CHARGE') return 'FAILED';
  return p.status;
}

/** The API shape of a stored payment; QR payments carry their PNG as a data URL; `holdUntil`: its order's number hold. */
export async function paymentView(p: VisiblePaymentRow, now: Date, holdUntil?: Date): Promise<Payment> {
  const opt = <K extends string>(k: K, v: string | null) => (v === null ? {} : { [k]: v });
  const status: PaymentStatus = effectiveStatus(p, now);
  return {
    id: p.id, method: p.method, group: p.grp, kind: p.kind, status, amount: p.amount,
    ...opt('va_number', p.va_number), ...opt('bank_code', p.bank_code), ...opt('link_url', p.link_url),
    ...opt('qr_payload', p.qr_payload), ...opt('redirect_url', p.redirect_url),
    ...(p.qr_payload !== null ? { qr_image: await QRCode.toDataURL(p.qr_payload, { margin: 1, width: 256 }) } : {}),
    expired: p.expires_at.toISOString(),
    ...(holdUntil ? { order_expire: holdUntil.toISOString() } : {}),
  };
}
