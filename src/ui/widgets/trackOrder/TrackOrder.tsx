/**
 * Track an order: order ID + email reopen the page with both as route parameters, which looks the
 * order up through the block's source (automatically when both are in the URL, A31) and shows the
 * status timeline (times in the shop's zone, WIB) with the stages of its order type; a failed lookup
 * opens the catalogue modal (40010). An ID alone is looked up too: the visit that placed the order
 * is answered (its cookie), anyone else is asked for the email. An order that ended unpaid shows
 * why, with the way to pay again or order again, and no delivery steps or estimate.
 */
import { useEffect, useMemo } from 'react';
import { formatDateTime } from '../../../runtime/format';
import { applyTemplate } from '../../../runtime/logic';
import { valueAt } from '../../../runtime/session';
import { trackStages, type StandIn, type TrackEvent } from './track-stages';
import type { JsonValue } from '../../../runtime/types';
import { errorModalOpened } from '../../../state/ui-model';
import { AppLink } from '../../AppLink';
import { useLink } from '../../hooks/use-link';
import { useReopen } from '../../hooks/use-reopen-hook';
import { useSource } from '../../hooks/use-source';
import { DeliveryEstimate } from '../../parts/DeliveryEstimate';
import { LocalForm } from '../../parts/LocalForm';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEvent = (v: unknown): v is TrackEvent => isRecord(v) && typeof v.status === 'string' && typeof v.at === 'string';
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const standInsOf = (v: unknown): Record<string, StandIn> => (isRecord(v)
  ? Object.fromEntries(Object.entries(v).flatMap(([status, s]) => (isRecord(s) && typeof s.stage === 'string' ? [[status, { stage: s.stage, failed: s.failed === true }]] : [])))
  : {});
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

export default function TrackOrder({ props, texts, lang, snapshot, model, route }: WidgetProps) {
  const fields = Array.isArray(props.fields) ? props.fields.filter((f): f is string => typeof f === 'string') : [];
  const [idField = '', emailField = ''] = fields;
  const input = useMemo(() => applyTemplate(props.input ?? {}, snapshot) as JsonValue, [props.input, snapshot]);
  const id = String(valueAt(input, 'orderCode') ?? '');
  const email = String(valueAt(input, 'email') ?? '');
  const reopen = useReopen(model, route);
  // Without the email the server answers only the visit that placed the order (its cookie); anyone else is asked for the email.
  const result = useSource(typeof props.source === 'string' ? props.source : undefined, input, { enabled: Boolean(id), fresh: true });
  const needsEmail = result.error !== null && email === '';
  const retry = useLink(props.retry);
  const reorder = useLink(props.reorder);

  useEffect(() => { if (result.error !== null && email !== '') errorModalOpened(String(result.error)); }, [result.error, email]);
  const data = isRecord(result.data) ? result.data : null;
  const events = data && Array.isArray(data.timeline) ? (data.timeline as unknown[]).filter(isEvent) : [];
  const ended = data && isRecord(data.ended) ? data.ended : null;
  const byType = isRecord(props.stagesByType) ? props.stagesByType : {};
  const typeStages = data ? strings(byType[str(data.order_type)]) : [];
  const stageList = typeStages.length > 0 ? typeStages : strings(props.stages);
  const all = data ? trackStages(events, str(data.status), { stages: stageList, later: typeStages.length > 0 ? [] : strings(props.laterStages), standIns: standInsOf(props.standIns) }) : [];
  // An order that ended unpaid has nothing to come: only what happened is listed.
  const stages = ended ? all.filter((st) => st.state !== 'next') : all;
  const shipment = data && isRecord(data.shipment) ? data.shipment : null;
  const { timezone } = model.defs.site.constants;
  const at = (iso: string) => `${formatDateTime(iso, lang, timezone)} ${texts.k('time.zone')}`.trim();

  return (
    <div className="track">
      <LocalForm key={`${id}|${email}|${needsEmail ? 'ask' : ''}`} fields={fields} lang={lang} texts={texts} testId="track-form" busy={result.loading}
        initial={{ [idField]: id, [emailField]: email }} submitLabel={texts.k('submit') || texts.k('button.track')}
        initialErrors={needsEmail ? { [emailField]: texts.k('emailNeeded') } : undefined}
        onSubmit={(v) => reopen([(v[idField] ?? '').trim(), (v[emailField] ?? '').trim()])} />
      {result.loading && <Spinner />}
      {data && (
        <section className="timeline" data-testid="track-timeline" data-ended={ended ? str(ended.reason) : undefined}>
          <h2 className="block__title">{texts.k('track.timeline')}</h2>
          <p className="timeline__order">{texts.k('track.orderId')}: <strong>{String(data.order_code ?? '')}</strong></p>
          <ol className="timeline__list">
            {stages.map((st) => (
              <li key={st.status} className={`timeline__item is-${st.state}`} data-testid={`track-status-${st.status}`} data-state={st.state}>
                <span className="timeline__label">{texts.k(`trackStatus.${st.status}`)}</span>
                {st.at
                  ? <time className="timeline__time" dateTime={st.at}>{at(st.at)}</time>
                  : <span className="timeline__time">{texts.k('track.next')}</span>}
              </li>
            ))}
            {ended && (
              <li className="timeline__item is-failed" data-testid="track-status-ENDED" data-state="failed">
                <span className="timeline__label">{texts.k('endedStage')}</span>
                {typeof ended.at === 'string' && <time className="timeline__time" dateTime={ended.at}>{at(ended.at)}</time>}
              </li>
            )}
          </ol>
          {ended && (
            <div className="track__ended" data-testid="track-ended" role="status">
              <p className="track__ended-title">{texts.k(ended.reason === 'EXPIRED' ? 'endedExpired' : 'endedPaymentFailed')}</p>
              <p>{texts.k(ended.pay_again === true ? 'endedPayAgain' : 'endedOrderAgain')}</p>
              <div className="btn-row">
                {ended.pay_again === true && props.retry !== undefined && <AppLink className="btn btn--primary" to={retry} testId="track-pay-again">{texts.k('payAgain')}</AppLink>}
                <AppLink className={ended.pay_again === true ? 'btn btn--secondary' : 'btn btn--primary'} to={reorder} testId="track-order-again">{texts.k('orderAgain')}</AppLink>
              </div>
            </div>
          )}
          {shipment && (
            <dl className="summary__list" data-testid="track-shipment">
              <div className="summary__row"><dt>{texts.k('track.courier')}</dt><dd data-testid="track-courier">{str(shipment.courier)}</dd></div>
              <div className="summary__row"><dt>{texts.k('track.trackingNumber')}</dt><dd data-testid="track-tracking-number">{str(shipment.tracking_number)}</dd></div>
            </dl>
          )}
          {!ended && typeof data.shipping_sla === 'string' && (
            <p className="timeline__estimate" data-testid="track-estimate">
              {texts.k('track.estimate')}: <strong><DeliveryEstimate sla={data.shipping_sla} texts={texts} /></strong>
              {' '}<span className="summary__sub">{texts.k(data.same_day === true ? 'delivery.sameDay' : 'delivery.nextDay')}</span>
            </p>
          )}
        </section>
      )}
    </div>
  );
}
