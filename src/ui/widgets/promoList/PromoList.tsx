/** /promos: every promo as a card (GET /api/ui/promos) linking to its detail (the `detail` link, input.code). */
import { promos } from '../../content-binding';
import { AppLink } from '../../AppLink';
import { useLinkFor } from '../../hooks/use-link';
import type { WidgetProps } from '../../widget-props';
import { useContentList } from '../../parts/home/use-content';
import '../../parts/home/home.css';

export default function PromoList({ props, texts }: WidgetProps) {
  const list = useContentList(promos);
  const detail = useLinkFor(props.detail);
  if (list === null) return <div className="promo-grid promo-grid--skeleton" aria-busy="true"><span className="promo-card promo-card--skeleton skeleton" /></div>;
  if (list.length === 0) return <p className="empty" data-testid="promo-list-empty">{texts.k('empty')}</p>;
  return (
    <ul className="promo-grid" data-testid="promo-list">
      {list.map((p) => (
        <li key={p.code}>
          <AppLink className="promo-card" to={detail({ code: p.code })} testId={`promo-card-${p.code}`}>
            {texts.t(p.image) && <img className="promo-card__img" src={texts.t(p.image)} alt="" width={640} height={320} loading="lazy" decoding="async" />}
            <span className="promo-card__body">
              <span className="promo-card__title">{texts.prices(texts.t(p.title))}</span>
              <span className="promo-card__summary">{texts.prices(texts.t(p.summary))}</span>
              <span className="promo-card__more">{texts.k('readMore')}</span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
