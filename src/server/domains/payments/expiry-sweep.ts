// Pending payments whose window ran out become EXPIRED in the table, and their `expired` outcome is emitted
// once, for the domains that release what such a payment held. Reads do not wait for it: a pending payment
// past its expiry already reads as EXPIRED (view.ts); the sweep makes the stored status and the event follow.
import type { ShopContext } from '../../context';
import { payables, paymentOutcomes } from '../../payables';
import type { DomainSweep } from '../../sweeps';
import { paymentById, pendingPastExpiry, setPaymentStatus } from './queries';

const BATCH = 200;

/**
 * One payment: its order locked first, then the payment (the order every writer takes them in), its status set only
 * from PENDING, so a notification or a second process sweeping at the same moment never makes it expire twice.
 */
async function expireOne(ctx: ShopContext, id: string, code: string, now: Date): Promise<boolean> {
  const outcomes = paymentOutcomes(ctx);
  const { changed, events } = await ctx.db.tx(async (q) => {
    const events = outcomes.begin();
    await payables(ctx).find(q, code, { lock: true });
    const payment = await paymentById(q, id, true);
    if (!payment || payment.status !== 'PENDING' || payment.expires_at.getTime() > now.getTime()) return { changed: false, events };
    const changed = await setPaymentStatus(q, id, 'EXPIRED', ['PENDING'], now);
    if (changed) await events.emit(q, 'expired', { code, paymentId: id, at: payment.expires_at });
    return { changed, events };
  });
  await events.committed();
  return changed;
}

/** One round: every payment due, a batch at a time; a payment that cannot be swept is logged and the others go on. */
export async function expirePayments(ctx: ShopContext): Promise<number> {
  const now = ctx.now();
  let changed = 0;
  for (;;) {
    const due = await pendingPastExpiry(ctx.db, now, BATCH);
    let progressed = false;
    for (const { id, order_code } of due) {
      try {
        if (await expireOne(ctx, id, order_code, now)) { changed++; progressed = true; }
      } catch (err) {
        ctx.log.error({ payment: id, error: err instanceof Error ? err.message : typeof err }, 'a payment could not be expired');
      }
    }
    if (due.length < BATCH || !progressed) return changed;
  }
}

export const paymentExpirySweep: DomainSweep = { name: 'payments.expiry', everySeconds: 60, run: expirePayments };
