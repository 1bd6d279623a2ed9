/**
 * Package choice (GET /api/v3/number/packages, re-fetched on language change). Selecting a package
 * preselects its first bonus (A22); the bonus chips let the customer switch.
 */
import { useEffect, useState } from 'react';
import { api, type Package } from '../../api/client';
import { packageSelected } from '../../state/order-model';
import type { PackageChoice } from '../../state/order-state';
import { Spinner } from '../Spinner';
import type { WidgetProps } from '../widget-props';
import { Price } from './Price';

function toChoice(p: Package): PackageChoice {
  return {
    id: String(p.id), name: p.name, value: p.value, old_value: p.old_value, img: p.img,
    advance: p.advance.map((b) => ({ id: String(b.id), name: b.name, value: b.value, old_value: b.old_value })),
  };
}

export default function PackagePicker({ props, texts, state, lang }: WidgetProps) {
  const [packages, setPackages] = useState<Package[]>([]);
  const [loading, setLoading] = useState(true);
  const type = props.source === 'packages.postpaid' || state.productType === 'postpaid' ? 'postpaid' : 'prepaid';

  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    void api.packages(type, lang, ctrl.signal).then((list) => { if (!ctrl.signal.aborted) setPackages(list); })
      .finally(() => { if (!ctrl.signal.aborted) setLoading(false); });
    return () => { ctrl.abort(); setLoading(false); };
  }, [type, lang]);

  const selected = packages.find((p) => String(p.id) === state.selectedParentPackageID);

  return (
    <div className="package-picker">
      <h2 className="block__title">{texts.k('package.title')}</h2>
      {loading ? <Spinner /> : (
        <ul className="package-list" data-testid="package-list">
          {packages.map((p) => {
            const isSel = String(p.id) === state.selectedParentPackageID;
            return (
              <li key={p.id}>
                <button type="button" className={isSel ? 'choice choice--package is-selected' : 'choice choice--package'}
                  data-testid={`package-item-${p.id}`} aria-pressed={isSel} onClick={() => packageSelected({ pkg: toChoice(p) })}>
                  {p.img && <img className="choice__img" src={p.img} alt="" width="48" height="48" loading="lazy"
                    onError={(e) => { e.currentTarget.hidden = true; }} />}
                  <span className="choice__body">
                    <span className="choice__title">{p.name}</span>
                    {p.description && <span className="choice__desc">{p.description}</span>}
                  </span>
                  <Price value={p.value} old={p.old_value} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!loading && packages.length === 0 && <p className="empty">{texts.k('package.empty')}</p>}
      {selected && selected.advance.length > 0 && (
        <div className="bonus" data-testid="bonus-list">
          <h3 className="bonus__title">{texts.k('package.bonusTitle')}</h3>
          <div className="chips">
            {selected.advance.map((b) => {
              const isSel = String(b.id) === state.selectedBonusPackageID;
              return (
                <button key={b.id} type="button" className={isSel ? 'chip is-selected' : 'chip'} aria-pressed={isSel}
                  data-testid={`bonus-item-${b.id}`} onClick={() => packageSelected({ pkg: toChoice(selected), bonusId: String(b.id) })}>
                  {b.name}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
