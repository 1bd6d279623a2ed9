/**
 * Binds the content model's effects to the content API and to the reads of a server-rendered page.
 * Module level only sets handlers (no browser globals), so it is safe anywhere.
 */
import { contentApi } from '../api/content';
import {
  banners, faq, fetchMaintenanceFx, fetchPackagesFx, fetchPromoFx, promos, readInitialContentFx, roaming, services, tiles,
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
fetchMaintenanceFx.use(contentApi.maintenance);

// What a server-rendered page read while rendering (src/ui/server-page.ts).
readInitialContentFx.use(() => {
  const page = serverPage();
  return page ? contentOf(page.reads) : null;
});
