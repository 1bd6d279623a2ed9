/**
 * Package choice from a data source (read again on a language change). Selecting a package
 * preselects its first bonus (A22) as the effective package; the bonus chips let the customer switch.
 * Writes { id (effective), parentId, bonusId, name, price, old_price, img }.
 */
import type { JsonValue } from '../../../runtime/types';
import { choiceOf, isPackage } from './choice';
import { Price } from '../../parts/Price';
import { useSource } from '../../hooks/use-source';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

const field = (bound: JsonValue, key: string): JsonValue =>
  bound !== null && typeof bound === 'object' && !Array.isArray(bound) ? bound[key] ?? null : null;

export default function PackagePicker({ props, texts, bound, bind }: WidgetProps) {
  const source = useSource(typeof props.source === 'string' ? props.source : undefined);
  const packages = Array.isArray(source.data) ? source.data.filter(isPackage) : [];
  const parentId = field(bound, 'parentId');
  const bonusId = field(bound, 'bonusId');
  const selected = packages.find((p) => p.id === parentId);

  return (
    <div className="package-picker">
      <h2 className="block__title">{texts.k('package.title')}</h2>
      {source.loading ? <Spinner /> : (
        <ul className="package-list" data-testid="package-list">
          {packages.map((p) => {
            const isSel = p.id === parentId;
            return (
              <li key={p.id}>
                <button type="button" className={isSel ? 'choice choice--package is-selected' : 'choice choice--package'}
                  data-testid={`package-item-${p.id}`} aria-pressed={isSel} onClick={() => bind(choiceOf(p))}>
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
      {!source.loading && packages.length === 0 && <p className="empty">{texts.k('package.empty')}</p>}
      {selected && selected.advance.length > 0 && (
        <div className="bonus" data-testid="bonus-list">
          <h3 className="bonus__title">{texts.k('package.bonusTitle')}</h3>
          <div className="chips">
            {selected.advance.map((b) => {
              const isSel = b.id === bonusId;
              return (
                <button key={b.id} type="button" className={isSel ? 'chip is-selected' : 'chip'} aria-pressed={isSel}
                  data-testid={`bonus-item-${b.id}`} onClick={() => bind(choiceOf(selected, b.id))}>
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
