// The customer's mail once an order is paid: what was bought and where to follow it. The order keeps
// no language, so the mail says it in both (Indonesian first, the shop's default); its texts are the
// published messages' `mail.orderPaid.*`. Sent after the payment's transaction, never inside it.
import type { ShopContext } from '../../context';
import { uiTexts } from '../../ui-texts';
import { packageNameOf } from '../catalogue/service';
import { mailProvider } from '../messaging/mail/slot';
import { orderByCode } from './queries';

const LANGS = ['id', 'en'] as const;

/**
 * Mails the paid order's confirmation to its email. A mail that cannot be sent is logged (by order
 * code only: the address is personal data) and does not undo the payment; the order's pages remain.
 */
export async function mailOrderPaid(ctx: ShopContext, orderCode: string): Promise<void> {
  try {
    const order = await orderByCode(ctx.db, orderCode);
    if (!order) return;
    const track = `${ctx.config.publicBaseUrl}/track/${encodeURIComponent(order.order_code)}`;
    const parts = await Promise.all(LANGS.map(async (lang) => {
      const t = await uiTexts(ctx, lang);
      const pkg = order.package_id === null ? undefined : await packageNameOf(ctx, order.package_id, lang);
      const lines = [
        t('mail.orderPaid.intro'),
        '',
        `${t('mail.orderPaid.orderId')}: ${order.order_code}`,
        ...(order.msisdn ? [`${t('mail.orderPaid.number')}: ${order.msisdn}`] : []),
        ...(pkg ? [`${t('mail.orderPaid.package')}: ${pkg}`] : []),
        `${t('mail.orderPaid.total')}: ${t.money(order.total)}`,
        '',
        t('mail.orderPaid.track', track),
      ];
      return { subject: t('mail.orderPaid.subject', order.order_code), text: lines.join('\n') };
    }));
    await ctx.parts.provider(mailProvider).send({
      to: order.email,
      subject: parts.map((p) => p.subject).join(' / '),
      text: parts.map((p) => p.text).join('\n\n----------\n\n'),
    });
  } catch (err) {
    // The error's kind only: a mail server's message may quote the address.
    const kind = err instanceof Error ? ((err as Error & { code?: unknown }).code ?? err.name) : typeof err;
    ctx.log.error({ error: String(kind), orderCode }, 'order mail not sent');
  }
}
