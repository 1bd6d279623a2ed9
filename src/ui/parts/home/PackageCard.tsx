/** A home package card: ribbon, name, second name, benefit lines, price (Rp, dot thousands); links to the API's url. */
import { memo } from 'react';
import type { HomeProduct } from '../../../api/content';
import { useMoney } from '../../hooks/use-money';
import { AppLink } from '../../AppLink';
import { linkTarget } from './use-content';

// Memoised: the screen re-renders on every session or screen change (a slow phone pays for each card),
// and a card changes only with its product, which keeps its identity until the packages are read again.
export const PackageCard = memo(function PackageCard({ product, cta, testId }: { product: HomeProduct; cta: string; testId: string }) {
  const money = useMoney();
  return (
    <AppLink className="pkg-card" {...linkTarget(product.url)} testId={testId}>
      {product.ribbon ? <span className="pkg-card__ribbon">{product.ribbon}</span> : <span className="pkg-card__ribbon pkg-card__ribbon--none" />}
      <span className="pkg-card__name">{product.product_name}</span>
      {product.product_name_2 && <span className="pkg-card__name2">{product.product_name_2}</span>}
      <ul className="pkg-card__benefits">
        {product.benefits.map((b, i) => <li key={i}>{b}</li>)}
      </ul>
      <span className="pkg-card__foot">
        <span className="pkg-card__price" data-testid="home-package-price">{money(product.price)}</span>
        <span className="pkg-card__cta">{cta}</span>
      </span>
    </AppLink>
  );
});
