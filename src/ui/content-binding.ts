/**
 * The content model as the widgets use it: its effects bound to the content API and to the reads of
 * a server-rendered page. Widgets take the content units from here, never from the state module
 * (tests/unit/architecture/content-through-binding.test.ts), so whatever shows content loads the
 * binding with it, and no widget can read with the model's unbound (empty) handlers. In a browser it
 * then seeds the model from the page's reads at once: the widgets' chunks are evaluated before the
 * page hydrates, so hydration draws the server's markup without reading again. On the server (also
 * imported by its renderer) it only sets handlers.
 */
import { contentApi } from '../api/content';
import {
  banners, contentStarted, faq, fetchPackagesFx, fetchPromoFx, promos, readInitialContentFx, roaming, services, tiles,
} from '../state/content-model';
import { contentOf, serverPage } from './server-page';

banners.fetchFx.use(contentApi.banners);
tiles.fetchFx.use(contentApi.tiles);
roaming.fetchFx.use(contentApi.roaming);
promos.fetchFx.use(contentApi.promos);
faq.fetchFx.use(contentApi.faq);
services.fetchFx.use(contentApi.services);
fetchPackagesFx.use(({ type, lang }) => contentApi.packages(type, lang));
fetchPromoFx.use(contentApi.promo);

// What a server-rendered page read while rendering (src/ui/server-page.ts).
readInitialContentFx.use(() => {
  const page = serverPage();
  return page ? contentOf(page.reads) : null;
});

if (typeof document !== 'undefined') contentStarted();

export {
  $packages, $promoDetails, banners, faq, fetchPackagesFx, fetchPromoFx, packageKey, packagesRequested, promoRequested, promos, roaming,
  services, tiles,
} from '../state/content-model';
export type { ContentList, PackageType } from '../state/content-model';
