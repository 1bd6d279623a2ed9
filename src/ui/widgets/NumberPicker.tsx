/**
 * Number choice: regular numbers (search 3-4 digits, debounced; else the 40031 text) and vanity
 * numbers grouped by label (search 6 characters, else 40073). Availability is checked on selection;
 * an unavailable number or a failed check shows a toast.
 */
import { useEffect, useMemo, useState } from 'react';
import { api, type NumberLabel, type RegularNumber, type VanityNumber } from '../../api/client';
import { errorCodeOf } from '../../runtime/actions';
import { formatMsisdn } from '../../runtime/format';
import { orderPatched } from '../../state/order-model';
import { toastShown } from '../../state/ui-model';
import { constants, defs } from '../defs';
import { useDebounced } from '../hooks/use-debounced';
import { Spinner } from '../Spinner';
import type { WidgetProps } from '../widget-props';
import { Price } from './Price';

type Tab = 'regular' | 'vanity';
type AnyNumber = RegularNumber | VanityNumber;
const PAGE = 12;
const NUMBER_UNAVAILABLE = 40011;

function NumberItem({ n, selected, checking, onPick }: { n: AnyNumber; selected: boolean; checking: boolean; onPick: () => void }) {
  return (
    <li>
      <button type="button" className={selected ? 'choice choice--number is-selected' : 'choice choice--number'}
        data-testid={`number-item-${n.id}`} aria-pressed={selected} onClick={onPick} disabled={checking}>
        <span className="choice__title">{formatMsisdn(n.msisdn)}</span>
        {(n.price > 0 || n.old_price > 0) && <Price value={n.price} old={n.old_price} />}
        {checking && <Spinner inline />}
      </button>
    </li>
  );
}

export default function NumberPicker({ texts, state }: WidgetProps) {
  const [tab, setTab] = useState<Tab>('regular');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [numbers, setNumbers] = useState<AnyNumber[]>([]);
  const [labels, setLabels] = useState<NumberLabel[]>([]);
  const [loading, setLoading] = useState(false);
  const [checking, setChecking] = useState('');
  const query = useDebounced(search, constants.debounceMs);
  const packageId = state.selectedParentPackageID || state.selectedPackageID;
  // Only the vanity list depends on the package: a package change must not reload regular numbers.
  const vanityPackage = tab === 'vanity' ? packageId : '';

  // Regular: digits only, 3-4 (A2). Vanity: exactly 6 characters.
  const regularHint = tab === 'regular' && query.length > 0 && query.length < 3;
  const vanityHint = tab === 'vanity' && query.length > 0 && query.length !== 6;
  const hintCode = regularHint ? '40031' : vanityHint ? '40073' : '';

  useEffect(() => {
    if (hintCode) { setNumbers([]); return; }
    if (tab === 'vanity' && !vanityPackage) { setNumbers([]); return; }
    const ctrl = new AbortController();
    setLoading(true);
    const load = async () => {
      try {
        if (tab === 'regular') {
          const res = await api.regularNumbers({ query: query || undefined, cityId: state.selectedCityID || undefined, limit: PAGE, offset }, ctrl.signal);
          setNumbers(res.numbers);
        } else {
          const res = await api.vanityNumbers(vanityPackage, { search: query || undefined }, ctrl.signal);
          setNumbers(res.numbers);
          setLabels(res.labels);
        }
      } catch (err) {
        if (ctrl.signal.aborted) return;
        console.warn('[numbers]', err);
        setNumbers([]);
      } finally {
        if (!ctrl.signal.aborted) setLoading(false);
      }
    };
    void load();
    return () => { ctrl.abort(); setLoading(false); };
  }, [tab, query, offset, hintCode, vanityPackage, state.selectedCityID]);

  const groups = useMemo(() => {
    if (tab !== 'vanity') return [];
    const byLabel = new Map<string, VanityNumber[]>();
    for (const n of numbers as VanityNumber[]) {
      const key = texts.lang === 'en' ? n.label_en : n.label_id;
      byLabel.set(key, [...(byLabel.get(key) ?? []), n]);
    }
    // Labels in the API's order first, then any label only the numbers carry.
    const order = labels.map((l) => (texts.lang === 'en' ? l.label_en : l.label_id));
    return [...byLabel.entries()].sort((a, b) => (order.indexOf(a[0]) + 1 || 1e9) - (order.indexOf(b[0]) + 1 || 1e9));
  }, [tab, numbers, labels, texts.lang]);

  const pick = async (n: AnyNumber) => {
    setChecking(String(n.id));
    try {
      await api.numberStatus(String(n.id));
      orderPatched({
        number: {
          id: String(n.id), msisdn: n.msisdn, type: n.type, price: n.price, old_price: n.old_price, status: 'AVAILABLE',
          label: 'label_id' in n ? (texts.lang === 'en' ? n.label_en : n.label_id) : '',
        },
      });
    } catch (err) {
      const unavailable = errorCodeOf(err) === NUMBER_UNAVAILABLE;
      toastShown({ content: defs.messages.ui[unavailable ? 'toast.numberUnavailable' : 'toast.numberError'] ?? '', type: 'number' });
      if (unavailable) setNumbers((list) => list.filter((x) => x.id !== n.id));
    } finally {
      setChecking('');
    }
  };

  const switchTab = (next: Tab) => { setTab(next); setSearch(''); setOffset(0); };
  const item = (n: AnyNumber) => (
    <NumberItem key={n.id} n={n} selected={state.number.id === String(n.id)} checking={checking === String(n.id)} onPick={() => void pick(n)} />
  );

  return (
    <div className="number-picker">
      <h2 className="block__title">{texts.k('number.title')}</h2>
      <div className="tabs" role="tablist">
        {(['regular', 'vanity'] as const).map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} className={tab === t ? 'tab is-active' : 'tab'}
            data-testid={`number-tab-${t}`} onClick={() => switchTab(t)}>
            {texts.k(`number.${t}`)}
          </button>
        ))}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="number-search">{texts.k('number.searchLabel')}</label>
        <input id="number-search" className="input" data-testid="number-search" inputMode={tab === 'regular' ? 'numeric' : 'text'}
          autoComplete="off" maxLength={tab === 'regular' ? 4 : 6} value={search}
          placeholder={texts.k(tab === 'regular' ? 'number.searchHint' : 'number.vanityHint')}
          onChange={(e) => { setOffset(0); setSearch(tab === 'regular' ? e.target.value.replace(/\D/g, '').slice(0, 4) : e.target.value.slice(0, 6)); }} />
        {hintCode && <p className="field__hint field__hint--error" data-testid="number-search-hint">{texts.t(defs.errors.errors[hintCode]?.text)}</p>}
      </div>
      {state.number.id && (
        <p className="selected-line" data-testid="number-selected">{texts.k('number.selected')}: <strong>{formatMsisdn(state.number.msisdn)}</strong></p>
      )}
      {loading ? <Spinner /> : tab === 'regular' ? (
        <>
          <ul className="choice-grid" data-testid="number-list">{numbers.map(item)}</ul>
          {numbers.length === 0 && !hintCode && <p className="empty">{texts.k('number.empty')}</p>}
          {!query && numbers.length > 0 && (
            <button type="button" className="btn btn--link" data-testid="number-refresh" onClick={() => setOffset((o) => (numbers.length < PAGE ? 0 : o + PAGE))}>
              {texts.k('number.refresh')}
            </button>
          )}
        </>
      ) : (
        <div data-testid="vanity-list">
          {!packageId && <p className="empty">{texts.k('package.title')}</p>}
          {groups.map(([label, list]) => (
            <section key={label} className="vanity-group">
              <h3 className="vanity-group__title">{label}</h3>
              <ul className="choice-grid">{list.map(item)}</ul>
            </section>
          ))}
          {packageId && groups.length === 0 && !hintCode && <p className="empty">{texts.k('number.empty')}</p>}
        </div>
      )}
    </div>
  );
}
