/** One banner: desktop and mobile WebP per language through <picture>; the first one is the LCP image. */
import type { BannerSide } from '../../../api/content';
import { AppLink } from '../../AppLink';

/** A banner opens its promo (/promo/<code>); `to` is that route as the definitions resolve it. */
export function BannerSlide({ side, first, to }: { side: BannerSide; first: boolean; to: string | null }) {
  const mob = side.img_main_mob_webp || side.img_main_dsk_webp;
  const dsk = side.img_main_dsk_webp || mob;
  const picture = (
    <picture className="banner__picture" data-testid={`banner-${side.code}`}>
      <source media="(min-width: 768px)" srcSet={dsk} type="image/webp" width={1200} height={400} />
      {/* Explicit size + CSS aspect-ratio reserve the box, so nothing moves when the image arrives. */}
      <img className="banner__img" src={mob} alt={side.title} width={600} height={600}
        loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'low'} decoding={first ? 'sync' : 'async'} />
    </picture>
  );
  return to ? <AppLink className="banner__link" to={to} testId={`banner-link-${side.code}`}>{picture}</AppLink> : picture;
}
