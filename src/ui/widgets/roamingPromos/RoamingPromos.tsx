/** Roaming promos (GET /api/ui/promo/roaming): image cards per language in a carousel, each linking to its cta_uri. */
import '../../parts/home/home.css';
import { roaming } from '../../content-binding';
import { AppLink } from '../../AppLink';
import type { WidgetProps } from '../../widget-props';
import { Carousel } from '../../parts/home/Carousel';
import { carouselLabels } from '../../parts/home/carousel-config';
import { linkTarget, useContentList } from '../../parts/home/use-content';

export default function RoamingPromos({ texts, lang }: WidgetProps) {
  const list = useContentList(roaming);
  if (list !== null && list.length === 0) return null;
  const slides = (list ?? []).map((p, i) => {
    const side = p[lang];
    const mob = side.img_item_mob_webp || side.img_item_dsk_webp;
    return {
      key: p.code || String(i),
      node: (
        <AppLink className="roam-card" {...linkTarget(side.cta_uri || '/')} testId={`roaming-${p.code || i}`}>
          <picture className="roam-card__picture">
            <source media="(min-width: 768px)" srcSet={side.img_item_dsk_webp || mob} type="image/webp" width={800} height={400} />
            <img className="roam-card__img" src={mob} alt="" width={400} height={400} loading="lazy" decoding="async" />
          </picture>
          <span className="roam-card__title">{texts.prices(side.title)}</span>
        </AppLink>
      ),
    };
  });
  return (
    <div className="roaming" data-testid="home-roaming">
      <h2 className="home-title">{texts.k('roamingTitle')}</h2>
      {list === null ? <div className="roam-skeleton skeleton" aria-busy="true" /> : (
        <Carousel kind="roaming" slides={slides} labels={carouselLabels(texts.k)} />
      )}
    </div>
  );
}
