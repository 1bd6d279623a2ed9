/**
 * Staff screen: the money the shop received but could not use (a late payment whose number went to
 * another order, a second payment of a paid order, an amount the order no longer has), oldest
 * first, until staff refund it at the gateway and mark it refunded here.
 */
import { useCallback, useContext, useEffect, useState } from 'react';
import type { Refund, RefundsResponse } from '../contracts/refunds';
import { formatDateTime, formatRupiah } from '../runtime/format';
import { useStudio } from './studio-context';
import { studioCall } from './studio-session';
import { StudioLangContext, useStudioText } from './studio-texts';

export type RefundsState = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; refunds: Refund[] };

export interface RefundsViewProps {
  refunds: RefundsState;
  /** Payment ids being marked right now (their button is disabled). */
  marking: ReadonlySet<string>;
  /** A failure of the last mark, shown above the list. */
  markError: string;
  onRefunded(paymentId: string): void;
}

/** The screen for a given state: loading, failed, nothing to refund, or the table. */
export function RefundsView({ refunds, marking, markError, onRefunded }: RefundsViewProps) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <section data-testid="studio-refunds">
      <h2>{t('refunds')}</h2>
      <p className="studio-hint">{t('refundsIntro')}</p>
      {markError && <p className="studio-error" role="alert">{t('error')} {markError}</p>}
      {refunds.state === 'loading' && <p data-testid="studio-refunds-loading">{t('loading')}</p>}
      {refunds.state === 'failed' && <p className="studio-error" role="alert">{t('error')} {refunds.message}</p>}
      {refunds.state === 'loaded' && refunds.refunds.length === 0 && <p data-testid="studio-refunds-empty">{t('noRefunds')}</p>}
      {refunds.state === 'loaded' && refunds.refunds.length > 0 && (
        <table className="studio-table">
          <thead>
            <tr>
              <th>{t('refundPaidAt')}</th><th>{t('refundOrder')}</th><th>{t('refundPayment')}</th><th>{t('refundMethod')}</th>
              <th>{t('refundAmount')}</th><th>{t('refundReason')}</th><th>{t('refundOrderStatus')}</th><th />
            </tr>
          </thead>
          <tbody>
            {refunds.refunds.map((r) => (
              <tr key={r.payment_id} data-testid={`studio-refund-${r.payment_id}`}>
                <td><time dateTime={r.paid_at}>{formatDateTime(r.paid_at, lang, zone)}</time></td>
                <td>{r.order_code}</td>
                <td><code>{r.payment_id}</code></td>
                <td>{r.method}</td>
                <td>{formatRupiah(r.amount)}</td>
                <td>{t(r.reason)}</td>
                <td>{r.order_status}</td>
                <td>
                  <button type="button" disabled={marking.has(r.payment_id)} onClick={() => onRefunded(r.payment_id)}
                    data-testid={`studio-refund-done-${r.payment_id}`}>{t('markRefunded')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function RefundList() {
  const { auth } = useStudio();
  const [refunds, setRefunds] = useState<RefundsState>({ state: 'loading' });
  const [marking, setMarking] = useState<ReadonlySet<string>>(new Set());
  const [markError, setMarkError] = useState('');

  const load = useCallback(async (live: () => boolean = () => true): Promise<void> => {
    try {
      const r = await studioCall<RefundsResponse>(auth, 'GET', '/api/studio/refunds');
      if (live()) setRefunds({ state: 'loaded', refunds: r.refunds });
    } catch (e) {
      if (live()) setRefunds({ state: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  }, [auth]);

  useEffect(() => {
    let live = true;
    void load(() => live);
    return () => { live = false; };
  }, [load]);

  const refunded = async (paymentId: string): Promise<void> => {
    setMarking((m) => new Set(m).add(paymentId));
    setMarkError('');
    try {
      await studioCall(auth, 'POST', `/api/studio/refunds/${encodeURIComponent(paymentId)}/done`);
    } catch (e) {
      setMarkError(e instanceof Error ? e.message : String(e));
    }
    await load();
    setMarking((m) => { const next = new Set(m); next.delete(paymentId); return next; });
  };

  return <RefundsView refunds={refunds} marking={marking} markError={markError} onRefunded={(id) => void refunded(id)} />;
}
