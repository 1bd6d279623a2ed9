/**
 * Mobile (< 768 px) drawer listing the tab's packages, each with a SIM or eSIM choice (spec section 2).
 * A modal dialog: Escape and the backdrop close it, focus moves in and back out.
 */
import { useEffect, useRef } from 'react';
import type { HomeProduct } from '../../../api/content';
import { AppLink } from '../../AppLink';
import type { Texts } from '../../use-texts';

interface Props {
  products: HomeProduct[];
  simTo: string | null;
  esimTo: string | null;
  texts: Texts;
  onClose: () => void;
}

export function PackageDrawer({ products, simTo, esimTo, texts, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.removeProperty('overflow');
      before?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="drawer-root">
      <div className="drawer-backdrop" onClick={onClose} />
      <div ref={panel} className="drawer" role="dialog" aria-modal="true" aria-labelledby="pkg-drawer-title" tabIndex={-1} data-testid="package-drawer">
        <div className="drawer__head">
          <h2 id="pkg-drawer-title" className="drawer__title">{texts.k('drawerTitle')}</h2>
          <button type="button" className="drawer__close" aria-label={texts.k('drawerClose')} data-testid="package-drawer-close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          </button>
        </div>
        <ul className="drawer__list">
          {products.map((p, i) => (
            <li key={i} className="drawer__item" data-testid={`drawer-package-${i}`}>
              <div className="drawer__info">
                {p.ribbon && <span className="pkg-card__ribbon">{p.ribbon}</span>}
                <span className="drawer__name">{p.product_name}</span>
                {p.product_name_2 && <span className="drawer__name2">{p.product_name_2}</span>}
                <span className="pkg-card__price">{texts.money(p.price)}</span>
              </div>
              <div className="drawer__choice" role="group" aria-label={texts.k('chooseType')}>
                {simTo && <AppLink className="btn btn--primary btn--sm" to={simTo} onNavigate={onClose} testId={`drawer-sim-${i}`}>{texts.k('chooseSim')}</AppLink>}
                {esimTo && <AppLink className="btn btn--outline btn--sm" to={esimTo} onNavigate={onClose} testId={`drawer-esim-${i}`}>{texts.k('chooseEsim')}</AppLink>}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
