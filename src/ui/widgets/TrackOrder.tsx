/**
 * Track an order: order ID + email -> /track/:id/:email, which looks the order up (automatically when
 * both params are present, A31) and shows the status timeline; errors open the catalogue modal (40010).
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api, type Track } from '../../api/client';
import { errorCodeOf } from '../../runtime/actions';
import { errorModalOpened } from '../../state/ui-model';
import { go } from '../navigation';
import { Spinner } from '../Spinner';
import type { WidgetProps } from '../widget-props';
import { LocalForm } from './LocalForm';

const FIELDS = ['trackOrderId', 'trackEmail'];

export default function TrackOrder({ props, texts, lang }: WidgetProps) {
  const { id = '', email = '' } = useParams();
  const [result, setResult] = useState<Track | null>(null);
  const [loading, setLoading] = useState(false);
  const fields = Array.isArray(props.fields) ? props.fields.filter((f): f is string => typeof f === 'string') : FIELDS;
  const [idField = 'trackOrderId', emailField = 'trackEmail'] = fields;

  useEffect(() => {
    if (!id || !email) { setResult(null); return; }
    let live = true;
    setLoading(true);
    api.track(id, email)
      .then((r) => { if (live) setResult(r); })
      .catch((err: unknown) => { if (live) { setResult(null); errorModalOpened(errorCodeOf(err)); } })
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [id, email]);

  return (
    <div className="track">
      <LocalForm key={`${id}|${email}`} fields={fields} lang={lang} testId="track-form" busy={loading}
        initial={{ [idField]: id, [emailField]: email }} submitLabel={texts.k('submit') || texts.k('button.track')}
        onSubmit={(v) => go(`/track/${encodeURIComponent((v[idField] ?? '').trim())}/${encodeURIComponent((v[emailField] ?? '').trim())}`)} />
      {loading && <Spinner />}
      {result && (
        <section className="timeline" data-testid="track-timeline">
          <h2 className="block__title">{texts.k('track.timeline')}</h2>
          <p className="timeline__order">{texts.k('track.orderId')}: <strong>{result.order_code}</strong></p>
          <ol className="timeline__list">
            {result.timeline.map((e, i) => (
              <li key={`${e.status}-${i}`} className={e.status === result.status ? 'timeline__item is-current' : 'timeline__item'}
                data-testid={`track-status-${e.status}`}>
                <span className="timeline__label">{texts.k(`trackStatus.${e.status}`)}</span>
                <time className="timeline__time" dateTime={e.at}>{new Date(e.at).toLocaleString(lang === 'en' ? 'en-GB' : 'id-ID')}</time>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
