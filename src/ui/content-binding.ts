/**
 * Binds the content model's effects to the content API and to the reads of a server-rendered page.
 * Imported by the hooks of the widgets that show content (and by the server's renderer), so the
 * model loads with them. In a browser it then seeds the model from the page's reads at once: the
 * widgets' chunks are evaluated before the page hydrates, so hydration draws the server's markup
 * without reading again. On the server it only sets handlers.
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
