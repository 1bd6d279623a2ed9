/**
 * Track an order: order ID + email reopen the page with both as route parameters, which looks the
 * order up through the block's source (automatically when both are in the URL, A31) and shows the
 * status timeline; a failed lookup opens the catalogue modal (40010).
 */
import { useEffect, useMemo } from 'react';
import { formatDateTime } from '../../../runtime/format';
import { applyTemplate } from '../../../runtime/logic';
import { valueAt } from '../../../runtime/session';
import type { JsonValue } from '../../../runtime/types';
import { errorModalOpened } from '../../../state/ui-model';
import { useReopen } from '../../hooks/use-reopen-hook';
import { useSource } from '../../hooks/use-source';
import { LocalForm } from '../../parts/LocalForm';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

interface Event { status: string; at: string }
const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEvent = (v: unknown): v is Event => isRecord(v) && typeof v.status === 'string' && typeof v.at === 'string';

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
  const timeline = data && Array.isArray(data.timeline) ? (data.timeline as unknown[]).filter(isEvent) : [];

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
            {timeline.map((e, i) => (
              <li key={`${e.status}-${i}`} className={e.status === data.status ? 'timeline__item is-current' : 'timeline__item'}
                data-testid={`track-status-${e.status}`}>
                <span className="timeline__label">{texts.k(`trackStatus.${e.status}`)}</span>
                <time className="timeline__time" dateTime={e.at}>{formatDateTime(e.at, lang, model.defs.site.constants.timezone)}</time>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
