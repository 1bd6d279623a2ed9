/** /promo/:promo_code: one promo with its rich text (lazy @portabletext/react); an unknown or ended code -> the page's missing texts. */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { useRouteParams } from '../../route-params';
import type { Promo } from '../../../api/content';
import { $promoDetails, fetchPromoFx, promoRequested } from '../../content-binding';
import { readKey, useServerRead } from '../../server-reads';
import { AppLink } from '../../AppLink';
import { formatDate } from '../../../runtime/format';
import { useLink } from '../../hooks/use-link';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';
import '../../parts/home/home.css';

const RichText = lazy(() => import('../../parts/content/RichText'));

export default function PromoDetail({ props, texts, lang, model }: WidgetProps) {
  const code = useRouteParams().promo_code ?? '';
  const details = useUnit($promoDetails);
  useEffect(() => { if (code) promoRequested(code); }, [code]);
  const served = useServerRead(readKey.promo(code), () => fetchPromoFx.use.getCurrent()(code), Boolean(code) && details[code] === undefined) as Promo | null | undefined;
  const promo = details[code] !== undefined ? details[code] : served;
  const backTo = useLink(props.back);
  const back = <AppLink className="btn btn--outline" to={backTo} testId="promo-back">{texts.k('back')}</AppLink>;

  if (promo === undefined) return <div className="promo-detail promo-detail--skeleton skeleton" aria-busy="true" />;
  if (promo === null) {
    // The page's own words (it does not exist or has ended; the server answers 404), else the catalogue's 404.
    const { entry } = model.errorEntry('404');
    return (
      <div className="promo-missing" data-testid="promo-not-found">
        <h2 className="promo-missing__title">{texts.k('missingTitle') || texts.t(entry?.title)}</h2>
        <p>{texts.k('missingText') || texts.t(entry?.text)}</p>
        {back}
      </div>
    );
  }
  const image = texts.t(promo.image);
  const tz = model.defs.site.constants.timezone;
  const terms = promo.terms?.[lang] ?? [];
  return (
    <article className="promo-detail" data-testid="promo-detail">
      {image && <img className="promo-detail__img" src={image} alt="" width={1200} height={600} fetchPriority="high" />}
      <h2 className="promo-detail__title" data-testid="promo-title">{texts.prices(texts.t(promo.title))}</h2>
      <p className="promo-detail__summary">{texts.prices(texts.t(promo.summary))}</p>
      {promo.startsAt && (
        <p className="promo-detail__period" data-testid="promo-period">
          <strong>{texts.k('period')}</strong>{' '}
          {promo.endsAt ? `${formatDate(promo.startsAt, lang, tz)} – ${formatDate(promo.endsAt, lang, tz)}` : `${texts.k('from')} ${formatDate(promo.startsAt, lang, tz)}`}
        </p>
      )}
      <Suspense fallback={<Spinner />}>
        <RichText value={promo.body[lang]} />
      </Suspense>
      {terms.length > 0 && (
        <section className="promo-detail__terms" data-testid="promo-terms">
          <h3>{texts.k('terms')}</h3>
          <ul>{terms.map((line, i) => <li key={i}>{line}</li>)}</ul>
        </section>
      )}
      <div className="promo-detail__actions">
        {promo.cta && <AppLink className="btn btn--primary" to={promo.cta.to} testId="promo-buy">{texts.t(promo.cta.label)}</AppLink>}
        {back}
      </div>
    </article>
  );
}
