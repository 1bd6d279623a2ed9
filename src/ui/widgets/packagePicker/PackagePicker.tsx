/**
 * Package choice from a data source (read again on a language change). Selecting a package
 * preselects its first bonus (A22) as the effective package; the bonus chips let the customer switch.
 * On arrival the `choose` rule (a link's package) or, with nothing chosen, the `preselect` rule (a
 * setting's default package) picks one; the `ribbon` rule labels packages; when the list comes back in
 * another language the choice is written again so its name follows. Optionally (postpaid): a best-deal
 * marker on the `bestDeal` ids, the monthly-bill discount image of the package's tier, and its security deposit.
 * Writes { id (effective), parentId, bonusId, name, price, old_price, img, deposit }.
 */
import { useEffect, useRef } from 'react';
import { applyRule } from '../../../runtime/logic';
import type { JsonValue } from '../../../runtime/types';
import { packageArrival } from './arrival';
import { choiceField, choiceOf, isPackage, type Package } from './choice';
import { discountTier, monthlyDiscount, tierImage } from './discount-tier';
import { Price } from '../../parts/Price';
import { DecorativeImage } from '../../parts/DecorativeImage';
import { currentSnapshot } from '../../../state/snapshot';
import { useSource } from '../../hooks/use-source';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

const sourceName = (v: JsonValue | undefined) => (typeof v === 'string' ? v : undefined);
const numbersOf = (v: JsonValue | undefined): number[] => (Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : []);
const isRecord = (v: JsonValue | undefined): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

export default function PackagePicker({ props, texts, bound, bind, snapshot }: WidgetProps) {
  const source = useSource(sourceName(props.source));
  const defaults = useSource(sourceName(props.defaults), null, { enabled: props.defaults !== undefined });
  const ribbons = useSource(sourceName(props.ribbons), null, { enabled: props.ribbons !== undefined });
  const packages = Array.isArray(source.data) ? source.data.filter(isPackage) : [];
  const parentId = choiceField(bound, 'parentId');
  const bonusId = choiceField(bound, 'bonusId');
  const selected = packages.find((p) => p.id === parentId);
  const arrived = useRef(false);
  const ruleInput = (extra: Record<string, unknown>, state: Record<string, unknown> = snapshot) => ({ ...state, input: { defaults: defaults.data, ribbons: ribbons.data, ...extra } });

  // On arrival, once the list and the defaults are in: the link's package, else the default one when none is
  // chosen (packageArrival). A server-rendered screen made that choice before it rendered (and the browser
  // before hydrating): it is bound already, and nothing is written here.
  const settled = !source.loading && packages.length > 0 && (props.defaults === undefined || !defaults.loading);
  useEffect(() => {
    if (!settled || arrived.current) return;
    arrived.current = true;
    const answers: Record<string, unknown> = {};
    for (const [prop, read] of [['source', source], ['defaults', defaults], ['ribbons', ribbons]] as const) {
      const name = sourceName(props[prop]);
      if (name) answers[name] = read.data;
    }
    // The state as it is now (this screen's query), not as this render saw it: a list read before
    // (this visit's earlier /order) settles in the render that also switched the screen.
    const value = packageArrival({ props, bound, snapshot: currentSnapshot(), answer: (name) => answers[name] });
    if (value !== undefined) bind(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // A new list (another language): the chosen package is written again, so its name is the list's.
  useEffect(() => {
    if (!selected) return;
    const again = choiceOf(selected, typeof bonusId === 'number' ? bonusId : undefined);
    if (choiceField(again, 'name') !== choiceField(bound, 'name')) bind(again);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source.data]);

  const bestDeal = numbersOf(props.bestDeal);
  const tiers = isRecord(props.discount) ? numbersOf(props.discount.tiers) : [];
  const pattern = isRecord(props.discount) && typeof props.discount.image === 'string' ? props.discount.image : '';
  /** The discount image of a package's tier, and its alt text (the tier's saving; none for tier 0). */
  const discountOf = (p: Package): { src: string; alt: string } | null => {
    const tier = pattern ? discountTier(tiers, monthlyDiscount(p.value, p.old_value)) : null;
    return tier === null ? null : { src: tierImage(pattern, tier, texts.lang), alt: tier > 0 ? texts.k('package.discount', texts.money(tier)) : '' };
  };

  const ribbonOf = (p: Package): string => {
    if (props.ribbon === undefined) return '';
    const text = applyRule(props.ribbon, ruleInput({ package: p as unknown as JsonValue }));
    return typeof text === 'string' ? text : '';
  };

  return (
    <div className="package-picker">
      <h2 className="block__title">{texts.k('package.title')}</h2>
      {source.loading ? <Spinner /> : (
        <ul className="package-list" data-testid="package-list">
          {packages.map((p) => {
            const isSel = p.id === parentId;
            const ribbon = ribbonOf(p);
            const discount = discountOf(p);
            const deposit = p.deposit ?? 0;
            return (
              <li key={p.id}>
                <button type="button" className={isSel ? 'choice choice--package is-selected' : 'choice choice--package'}
                  data-testid={`package-item-${p.id}`} aria-pressed={isSel} onClick={() => bind(choiceOf(p))}>
                  {p.img && <DecorativeImage className="choice__img" src={p.img} width={48} height={48} loading="lazy"
                    onError={(e) => { e.currentTarget.hidden = true; }} />}
                  <span className="choice__body">
                    {ribbon && <span className="choice__ribbon" data-testid={`package-ribbon-${p.id}`}>{ribbon}</span>}
                    {bestDeal.includes(p.id) && <span className="choice__ribbon choice__ribbon--deal" data-testid={`package-best-deal-${p.id}`}>{texts.k('package.bestDeal')}</span>}
                    <span className="choice__title">{p.name}</span>
                    {p.description && <span className="choice__desc">{p.description}</span>}
                    {deposit > 0 && (
                      <span className="choice__desc" data-testid={`package-deposit-${p.id}`}>{texts.k('summary.securityDeposit')}: <span className="nowrap">{texts.money(deposit)}</span></span>
                    )}
                    {discount && <img className="choice__discount" src={discount.src} alt={discount.alt} width="160" height="28" loading="lazy"
                      data-testid={`package-discount-${p.id}`} onError={(e) => { e.currentTarget.hidden = true; }} />}
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
