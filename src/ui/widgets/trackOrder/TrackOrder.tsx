/**
 * Track an order: order ID + email reopen the page with both as route parameters, which looks the
 * order up through the block's source (automatically when both are in the URL, A31) and shows the
 * status timeline; a failed lookup opens the catalogue modal (40010).
 */
import { useEffect, useMemo } from 'react';
import { formatDateTime } from '../../../runtime/format';
import { applyTemplate } from '../../../runtime/logic';
import { valueAt } from '../../../runtime/session';
import { trackStages, type TrackEvent } from '../../../runtime/track-stages';
import type { JsonValue } from '../../../runtime/types';
import { errorModalOpened } from '../../../state/ui-model';
import { useReopen } from '../../hooks/use-reopen-hook';
import { useSource } from '../../hooks/use-source';
import { LocalForm } from '../../parts/LocalForm';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEvent = (v: unknown): v is TrackEvent => isRecord(v) && typeof v.status === 'string' && typeof v.at === 'string';
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

export default function TrackOrder({ props, texts, lang, snapshot, model, route }: WidgetProps) {
  const fields = Array.isArray(props.fields) ? props.fields.filter((f): f is string => typeof f === 'string') : [];
  const [idField = '', emailField = ''] = fields;
  const input = useMemo(() => applyTemplate(props.input ?? {}, snapshot) as JsonValue, [props.input, snapshot]);
  const id = String(valueAt(input, 'orderCode') ?? '');
  const email = String(valueAt(input, 'email') ?? '');
  const reopen = useReopen(model, route);
  const result = useSource(typeof props.source === 'string' ? props.source : undefined, input, { enabled: Boolean(id && email), fresh: true });

  useEffect(() => { if (result.error !== null) errorModalOpened(String(result.error)); }, [result.error]);
  const data = isRecord(result.data) ? result.data : null;
  const events = data && Array.isArray(data.timeline) ? (data.timeline as unknown[]).filter(isEvent) : [];
  const stageList = strings(props.stages);
  const stages = data ? trackStages(events, str(data.status), stageList, strings(props.laterStages)) : [];
  const shipment = data && isRecord(data.shipment) ? data.shipment : null;
  const { timezone } = model.defs.site.constants;

  return (
    <div className="track">
      <LocalForm key={`${id}|${email}`} fields={fields} lang={lang} texts={texts} testId="track-form" busy={result.loading}
        initial={{ [idField]: id, [emailField]: email }} submitLabel={texts.k('submit') || texts.k('button.track')}
        onSubmit={(v) => reopen([(v[idField] ?? '').trim(), (v[emailField] ?? '').trim()])} />
      {result.loading && <Spinner />}
      {data && (
        <section className="timeline" data-testid="track-timeline">
          <h2 className="block__title">{texts.k('track.timeline')}</h2>
          <p className="timeline__order">{texts.k('track.orderId')}: <strong>{String(data.order_code ?? '')}</strong></p>
          <ol className="timeline__list">
            {stages.map((st) => (
              <li key={st.status} className={`timeline__item is-${st.state}`} data-testid={`track-status-${st.status}`} data-state={st.state}>
                <span className="timeline__label">{texts.k(`trackStatus.${st.status}`)}</span>
                {st.at
                  ? <time className="timeline__time" dateTime={st.at}>{formatDateTime(st.at, lang, timezone)}</time>
                  : <span className="timeline__time">{texts.k('track.next')}</span>}
              </li>
            ))}
          </ol>
          {shipment && (
            <dl className="summary__list" data-testid="track-shipment">
              <div className="summary__row"><dt>{texts.k('track.courier')}</dt><dd data-testid="track-courier">{str(shipment.courier)}</dd></div>
              <div className="summary__row"><dt>{texts.k('track.trackingNumber')}</dt><dd data-testid="track-tracking-number">{str(shipment.tracking_number)}</dd></div>
            </dl>
          )}
          {typeof data.shipping_sla === 'string' && (
            <p className="timeline__estimate" data-testid="track-estimate">
              {texts.k('track.estimate')}: <strong>{texts.k('delivery.sla', data.shipping_sla)}</strong>
              {' '}<span className="summary__sub">{texts.k(data.same_day === true ? 'delivery.sameDay' : 'delivery.nextDay')}</span>
            </p>
          )}
        </section>
      )}
    </div>
  );
}
