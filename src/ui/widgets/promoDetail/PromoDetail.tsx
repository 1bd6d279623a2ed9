/** /promo/:promo_code: one promo with its rich text (lazy @portabletext/react); unknown code -> catalogue 404 text. */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { $promoDetails, promoRequested } from '../../../state/content-model';
import { AppLink } from '../../AppLink';
import { useLink } from '../../hooks/use-link';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';
import '../../parts/home/home.css';

const RichText = lazy(() => import('../../parts/content/RichText'));

export default function PromoDetail({ props, texts, lang, model }: WidgetProps) {
  const code = useParams().promo_code ?? '';
  const details = useUnit($promoDetails);
  useEffect(() => { if (code) promoRequested(code); }, [code]);
  const promo = details[code];
  const backTo = useLink(props.back);
  const back = <AppLink className="btn btn--outline" to={backTo} testId="promo-back">{texts.k('back')}</AppLink>;

  if (promo === undefined) return <div className="promo-detail promo-detail--skeleton skeleton" aria-busy="true" />;
  if (promo === null) {
    const { entry } = model.errorEntry('404');
    return (
      <div className="promo-missing" data-testid="promo-not-found">
        <h2 className="promo-missing__title">{texts.t(entry?.title)}</h2>
        <p>{texts.t(entry?.text)}</p>
        {back}
      </div>
    );
  }
  const image = texts.t(promo.image);
  return (
    <article className="promo-detail" data-testid="promo-detail">
      {image && <img className="promo-detail__img" src={image} alt="" width={1200} height={600} fetchPriority="high" />}
      <h2 className="promo-detail__title" data-testid="promo-title">{texts.t(promo.title)}</h2>
      <p className="promo-detail__summary">{texts.t(promo.summary)}</p>
      <Suspense fallback={<Spinner />}>
        <RichText value={promo.body[lang]} />
      </Suspense>
      <div className="promo-detail__actions">{back}</div>
    </article>
  );
}
