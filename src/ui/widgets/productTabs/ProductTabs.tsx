import '../../parts/home/home.css';
/**
 * Product section (spec sections 2 and 4): Prepaid (default) and Postpaid tabs, each with SIM and
 * eSIM buttons and its package cards (GET /api/web/:type/packages?language=). Switching tab or
 * language re-fetches; a carousel when there is more than one package; below 768 px a button opens a
 * drawer listing the packages with a SIM or eSIM choice. Tabs and targets come from the block props.
 */
import { useStoreMap } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import type { JsonValue } from '../../../runtime/types';
import type { HomeProduct } from '../../../api/content';
import { $packages, fetchPackagesFx, packageKey, packagesRequested, type PackageType } from '../../content-binding';
import { readKey, useServerRead } from '../../server-reads';
import { AppLink } from '../../AppLink';
import { onArrowKeys } from '../../arrow-keys';
import type { WidgetProps } from '../../widget-props';
import { Carousel } from '../../parts/home/Carousel';
import { carouselLabels } from '../../parts/home/carousel-config';
import { PackageCard } from '../../parts/home/PackageCard';
import { PackageDrawer } from '../../parts/home/PackageDrawer';
import { TypeIcon } from '../../parts/home/TypeIcon';
import { str } from '../../parts/home/use-content';

/** A tab; sim/esim are routes (a button shows only where the definition gives one, i.e. where the journey exists). */
interface TabDef { id: PackageType; label: string; sim: string | null; esim: string | null }

function readTabs(value: JsonValue | undefined, resolve: (to: string) => string | null): TabDef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v): TabDef[] => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
    const id = v.id === 'postpaid' ? 'postpaid' : v.id === 'prepaid' ? 'prepaid' : null;
    const route = (r: JsonValue | undefined) => (typeof r === 'string' ? resolve(r) : null);
    return id ? [{ id, label: str(v.label, `tab${id}`), sim: route(v.sim), esim: route(v.esim) }] : [];
  });
}

export default function ProductTabs({ props, texts, lang, snapshot, model }: WidgetProps) {
  const tabs = readTabs(props.tabs, (to) => model.resolve(to));
  const [active, setActive] = useState<PackageType>(tabs[0]?.id ?? 'prepaid');
  const [drawer, setDrawer] = useState(false);
  const tab: TabDef = tabs.find((t) => t.id === active) ?? tabs[0] ?? { id: 'prepaid', label: 'tabPrepaid', sim: null, esim: null };
  const key = packageKey({ type: tab.id, lang });
  const stored = useStoreMap({ store: $packages, keys: [key], fn: (s, [k]) => s[k] ?? null });
  const served = useServerRead(readKey.packages(key), () => fetchPackagesFx.use.getCurrent()({ type: tab.id, lang }), stored === null) as HomeProduct[] | undefined;
  const products = stored ?? served ?? null;
  const closeDrawer = useCallback(() => setDrawer(false), []);


  // Every tab switch and language change reads the packages again (spec section 4).
  useEffect(() => { packagesRequested({ type: tab.id, lang }); }, [tab.id, lang]);

  const cta = texts.k('packageCta');
  const slides = (products ?? []).map((p, i) => ({ key: `${i}-${p.product_name}`, node: <PackageCard product={p} cta={cta} testId={`home-package-${i}`} /> }));

  return (
    <div className="products" data-testid="home-products">
      <h2 className="home-title">{texts.k('productsTitle')}</h2>
      <div className="home-tabs" role="tablist" aria-label={texts.k('productsTitle')} onKeyDown={(e) => onArrowKeys(e, 'tab')}>
        {tabs.map((t) => (
          <button key={t.id} type="button" role="tab" id={`tab-${t.id}`} aria-selected={t.id === tab.id} aria-controls="product-panel" tabIndex={t.id === tab.id ? 0 : -1}
            className={t.id === tab.id ? 'home-tabs__tab is-active' : 'home-tabs__tab'} data-testid={`home-tab-${t.id}`}
            onClick={() => { setActive(t.id); setDrawer(false); }}>
            {texts.k(t.label)}
          </button>
        ))}
      </div>
      <div id="product-panel" role="tabpanel" aria-labelledby={`tab-${tab.id}`} className="products__panel" data-testid={`home-tabpanel-${tab.id}`}>
        <div className="products__buy" key={tab.id}>
          {tab.sim && <AppLink className="buy-btn" to={tab.sim} testId="home-buy-sim"><TypeIcon kind="sim" />{texts.k('buySim')}</AppLink>}
          {tab.esim && <AppLink className="buy-btn" to={tab.esim} testId="home-buy-esim"><TypeIcon kind="esim" />{texts.k('buyEsim')}</AppLink>}
        </div>
        {products === null ? (
          <div className="pkg-skeleton" aria-busy="true" data-testid="home-packages-loading"><span className="pkg-card pkg-card--skeleton skeleton" /></div>
        ) : products.length === 0 ? (
          <p className="empty" data-testid="home-packages-empty">{texts.k('packagesEmpty')}</p>
        ) : products.length === 1 ? (
          <div className="pkg-single" data-testid="home-packages">{slides[0]?.node}</div>
        ) : (
          <Carousel kind="packages" slides={slides} testId="home-packages"
            labels={carouselLabels(texts.k)} />
        )}
        {snapshot.isMobile === true && products !== null && products.length > 0 && (
          <button type="button" className="btn btn--outline btn--block products__all" data-testid="package-drawer-open" onClick={() => setDrawer(true)}>
            {texts.k('drawerOpen')}
          </button>
        )}
      </div>
      {drawer && products && (
        <PackageDrawer products={products} simTo={tab.sim} esimTo={tab.esim} texts={texts} onClose={closeDrawer} />
      )}
    </div>
  );
}
