/** Home promo banners (GET /api/ui/banner/top): one slide at a time, 500 ms transition (spec section 9). */
import '../../parts/home/home.css';
import { banners } from '../../content-binding';
import type { WidgetProps } from '../../widget-props';
import { BannerSlide } from '../../parts/home/BannerSlide';
import { Carousel } from '../../parts/home/Carousel';
import { carouselLabels } from '../../parts/home/carousel-config';
import { useContentList } from '../../parts/home/use-content';
import { useLinkFor } from '../../hooks/use-link';

export default function BannerCarousel({ texts, lang, props }: WidgetProps) {
  const list = useContentList(banners);
  const linkFor = useLinkFor(props.promo);
  if (list === null) return <div className="banner banner--skeleton skeleton" data-testid="banner-skeleton" aria-busy="true" />;
  if (list.length === 0) return null;
  const slides = list.map((b, i) => ({ key: b.code || String(i), node: <BannerSlide side={b[lang]} first={i === 0} to={props.promo && b.code ? linkFor({ code: b.code }) : null} /> }));
  return (
    <div className="banner" role="region" aria-roledescription="carousel" aria-label={texts.k('bannerLabel')} data-testid="home-banner">
      <Carousel kind="banner" slides={slides} labels={carouselLabels(texts.k)} />
    </div>
  );
}
