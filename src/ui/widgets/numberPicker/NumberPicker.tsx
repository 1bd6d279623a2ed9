/**
 * Number choice: regular numbers (search 3-4 digits, debounced; else the 40031 text) and vanity
 * numbers grouped by label (search 6 characters, else 40073), both from data sources. A pick is
 * checked first (the `check` actions, e.g. numbers.status): an unavailable number leaves the list
 * and its toast comes from the check's onError. Writes { id, msisdn, type, label, price, old_price }.
 * Compare mode (`compare`, A41): each number has a "compare" box, at most `max` ticked; the bar's button
 * writes the ticked list to the state path `store` and runs `actions`. Retail mode (`retail`, A28): the
 * vanity list comes from `retailVanitySource`.
 */
import { useMemo, useState } from 'react';
import { runActions } from '../../../runtime/actions';
import { formatMsisdn } from '../../../runtime/format';
import { holds } from '../../../runtime/logic';
import { valueAt } from '../../../runtime/session';
import type { Action, JsonValue } from '../../../runtime/types';
import { useDebounced } from '../../hooks/use-debounced';
import { useErrorEntry } from '../../hooks/use-error-entry';
import { useSource } from '../../hooks/use-source';
import { useTypedBeforeStart } from '../../hooks/use-typed-before-start';
import { onArrowKeys } from '../../arrow-keys';
import { host } from '../../host';
import { Price } from '../../parts/Price';
import { Spinner } from '../../Spinner';
import type { Texts } from '../../use-texts';
import type { WidgetProps } from '../../widget-props';
import { chosenNumber, type ListedNumber } from './chosen-number';
import { CompareBar, COMPARE_HINT_ID } from './CompareBar';
import { comparedList, type ComparedNumber } from './compared-numbers';
import { canCompare, canToggle, isTicked, MIN_COMPARED, toggleCompared } from './compare-limit';
import { blockInput, PAGE, regularListInput } from './list-input';

type Tab = 'regular' | 'vanity';
type NumberItem = ListedNumber;
interface Label { id: number; label_id: string; label_en: string }

const isItem = (v: unknown): v is NumberItem => typeof v === 'object' && v !== null && typeof (v as NumberItem).id === 'number';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The compare box of a listed number: `ticked` null when the widget does not compare. */
interface Tick { ticked: boolean; enabled: boolean; atLimit: boolean; onToggle: () => void; texts: Texts }

function NumberButton({ n, selected, checking, onPick, tick }: { n: NumberItem; selected: boolean; checking: boolean; onPick: () => void; tick: Tick | null }) {
  return (
    <li className={tick ? 'number-cell' : undefined}>
      <button type="button" className={selected ? 'choice choice--number is-selected' : 'choice choice--number'}
        data-testid={`number-item-${n.id}`} aria-pressed={selected} aria-busy={checking}
        // Busy, not disabled, while its check runs: a disabled button drops the keyboard's focus to the page.
        onClick={checking ? undefined : onPick}>
        <span className="choice__title nowrap">{formatMsisdn(n.msisdn)}</span>
        {(n.price > 0 || n.old_price > 0) && <Price value={n.price} old={n.old_price} />}
        {checking && <Spinner inline />}
      </button>
      {tick && (
        <label className="compare-tick">
          <input type="checkbox" data-testid={`number-compare-${n.id}`} checked={tick.ticked} disabled={!tick.enabled}
            aria-label={`${tick.texts.k('number.compare')} ${formatMsisdn(n.msisdn)}`}
            aria-describedby={!tick.enabled && tick.atLimit ? COMPARE_HINT_ID : undefined} onChange={tick.onToggle} />
          <span aria-hidden="true">{tick.texts.k('number.compare')}</span>
        </label>
      )}
    </li>
  );
}

/** A search field's length limits (fields.json), with the spec's readings as the fallback (A2). */
function limitsOf(schema: { minLength?: number; maxLength?: number } | undefined, min: number, max: number): { min: number; max: number } {
  return { min: schema?.minLength ?? min, max: schema?.maxLength ?? max };
}

export default function NumberPicker({ props, texts, model, snapshot, bound, bind }: WidgetProps) {
  const [tab, setTab] = useState<Tab>('regular');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [checking, setChecking] = useState<number | null>(null);
  const [gone, setGone] = useState<number[]>([]);
  const query = useDebounced(search, model.defs.site.constants.debounceMs);
  const fields = model.defs.fields.fields;
  const regular = limitsOf(typeof props.searchField === 'string' ? fields[props.searchField]?.schema : undefined, 3, 4);
  const vanity = limitsOf(typeof props.vanitySearchField === 'string' ? fields[props.vanitySearchField]?.schema : undefined, 6, 6);
  const limits = tab === 'regular' ? regular : vanity;
  const hintCode = query.length > 0 && (query.length < limits.min || query.length > limits.max) ? (tab === 'regular' ? '40031' : '40073') : '';
  const hint = useErrorEntry(hintCode);
  // Typed, or typed before the app started (taken once the field is hydrated): digits only on the regular tab.
  const typeSearch = (raw: string): void => {
    setOffset(0);
    setSearch(tab === 'regular' ? raw.replace(/\D/g, '').slice(0, limits.max) : raw.slice(0, limits.max));
  };
  const searchRef = useTypedBeforeStart<HTMLInputElement>(search, typeSearch);

  // The block's input (e.g. the package of a vanity list) plus what the customer typed.
  const extra = useMemo(() => blockInput(props.input, snapshot), [props.input, snapshot]);
  const regularInput = useMemo<JsonValue>(() => regularListInput(extra, query, offset), [JSON.stringify(extra), query, offset]);
  const vanityInput = useMemo<JsonValue>(() => ({ ...extra, query: query || null }) as JsonValue, [JSON.stringify(extra), query]);
  const canVanity = typeof props.vanitySource === 'string' && extra.packageId !== undefined && extra.packageId !== null;
  // A store visit (A28) reads the retail list instead of the online one.
  const retail = props.retail !== undefined && typeof props.retailVanitySource === 'string' && holds(props.retail, snapshot);
  const vanitySource = retail ? props.retailVanitySource : props.vanitySource;
  const regularList = useSource(typeof props.source === 'string' ? props.source : undefined, regularInput, { enabled: tab === 'regular' && !hintCode });
  const vanityList = useSource(typeof vanitySource === 'string' ? vanitySource : undefined, vanityInput, { enabled: tab === 'vanity' && !hintCode && canVanity });
  const loading = tab === 'regular' ? regularList.loading : vanityList.loading;

  const numbers = (tab === 'regular'
    ? (Array.isArray(regularList.data) ? regularList.data : [])
    : (isRecord(vanityList.data) && Array.isArray(vanityList.data.numbers) ? vanityList.data.numbers : [])
  ).filter(isItem).filter((n) => !gone.includes(n.id));
  const labels = (isRecord(vanityList.data) && Array.isArray(vanityList.data.labels) ? vanityList.data.labels : []) as unknown as Label[];

  const groups = useMemo(() => {
    if (tab !== 'vanity') return [];
    const labelOf = (n: NumberItem) => (texts.lang === 'en' ? n.label_en : n.label_id) ?? '';
    const byLabel = new Map<string, NumberItem[]>();
    for (const n of numbers) byLabel.set(labelOf(n), [...(byLabel.get(labelOf(n)) ?? []), n]);
    // Labels in the API's order first, then any label only the numbers carry.
    const order = labels.map((l) => (texts.lang === 'en' ? l.label_en : l.label_id));
    return [...byLabel.entries()].sort((a, b) => (order.indexOf(a[0]) + 1 || 1e9) - (order.indexOf(b[0]) + 1 || 1e9));
  }, [tab, numbers, labels, texts.lang]);

  const pick = async (n: NumberItem) => {
    setChecking(n.id);
    try {
      const ok = await runActions(host, (props.check ?? []) as Action[], { input: { id: n.id } });
      if (!ok) { setGone((g) => [...g, n.id]); return; }
      bind(chosenNumber(n, texts.lang));
    } finally {
      setChecking(null);
    }
  };

  const selectedId = isRecord(bound) ? bound.id : null;
  const selectedMsisdn = isRecord(bound) && typeof bound.msisdn === 'string' ? bound.msisdn : '';
  const switchTab = (next: Tab) => { setTab(next); setSearch(''); setOffset(0); };

  // Compare mode: the ticked numbers start from what the store path holds (coming back from the comparison).
  const compare = isRecord(props.compare) ? props.compare : null;
  const max = compare && typeof compare.max === 'number' ? compare.max : 3;
  const store = compare && typeof compare.store === 'string' ? compare.store : null;
  const [ticked, setTicked] = useState<ComparedNumber[]>(() => (store ? comparedList(valueAt(snapshot, store)) : []));
  const asCompared = (n: NumberItem): ComparedNumber => ({
    id: n.id, msisdn: n.msisdn, type: n.type, price: n.price, old_price: n.old_price, label_id: n.label_id ?? '', label_en: n.label_en ?? '',
  });
  const tickOf = (n: NumberItem): Tick | null => (compare ? {
    ticked: isTicked(ticked, n.id), enabled: canToggle(ticked, n.id, max), atLimit: ticked.length >= max, texts,
    onToggle: () => setTicked((t) => toggleCompared(t, asCompared(n), max)),
  } : null);
  const openComparison = () => {
    if (!canCompare(ticked)) return;
    if (store) host.set(store, ticked as unknown as JsonValue);
    void runActions(host, (Array.isArray(compare?.actions) ? compare.actions : []) as unknown as Action[]);
  };

  const item = (n: NumberItem) => <NumberButton key={n.id} n={n} selected={selectedId === n.id} checking={checking === n.id} onPick={() => void pick(n)} tick={tickOf(n)} />;

  return (
    <div className="number-picker">
      <h2 className="block__title">{texts.k('number.title')}</h2>
      <div className="tabs" role="tablist" aria-label={texts.k('number.title')} onKeyDown={(e) => onArrowKeys(e, 'tab')}>
        {(['regular', 'vanity'] as const).filter((t) => t === 'regular' || typeof props.vanitySource === 'string').map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} tabIndex={tab === t ? 0 : -1} className={tab === t ? 'tab is-active' : 'tab'}
            data-testid={`number-tab-${t}`} onClick={() => switchTab(t)}>
            {texts.k(`number.${t}`)}
          </button>
        ))}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="number-search">{texts.k('number.searchLabel')}</label>
        <input ref={searchRef} id="number-search" className="input" data-testid="number-search" inputMode={tab === 'regular' ? 'numeric' : 'text'}
          autoComplete="off" maxLength={limits.max} value={search}
          aria-invalid={hintCode ? true : undefined} aria-describedby={hint ? 'number-search-hint' : undefined}
          placeholder={texts.k(tab === 'regular' ? 'number.searchHint' : 'number.vanityHint')}
          onChange={(e) => typeSearch(e.target.value)} />
        {hint && <p id="number-search-hint" className="field__hint field__hint--error" data-testid="number-search-hint">{texts.t(hint.entry.text)}</p>}
      </div>
      {selectedMsisdn && (
        <p className="selected-line" data-testid="number-selected">{texts.k('number.selected')}: <strong className="nowrap">{formatMsisdn(selectedMsisdn)}</strong></p>
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
          {!canVanity && <p className="empty">{texts.k('package.title')}</p>}
          {groups.map(([label, list]) => (
            <section key={label} className="vanity-group">
              <h3 className="vanity-group__title">{label}</h3>
              <ul className="choice-grid">{list.map(item)}</ul>
            </section>
          ))}
          {canVanity && groups.length === 0 && !hintCode && <p className="empty">{texts.k('number.empty')}</p>}
        </div>
      )}
      {compare && ticked.length > 0 && <CompareBar count={ticked.length} max={max} min={MIN_COMPARED} texts={texts} onCompare={openComparison} />}
    </div>
  );
}
