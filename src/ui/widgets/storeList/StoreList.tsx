/**
 * /retails: the stores, searched by city as the customer types (debounced; the server matches part
 * of the city name). One table: a table from 768 px, each row a card below it (CSS only, A16/A29).
 */
import { useId, useMemo, useState } from 'react';
import type { JsonValue } from '../../../runtime/types';
import { useDebounced } from '../../hooks/use-debounced';
import { useSource } from '../../hooks/use-source';
import { useTypedBeforeStart } from '../../hooks/use-typed-before-start';
import { LoadFailed } from '../../parts/LoadFailed';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';
import './store-list.css';

interface Store { locationId: string; name: string; address: string; city: string; hours: string; lat?: number; lng?: number }

const isStore = (v: unknown): v is Store =>
  typeof v === 'object' && v !== null && typeof (v as Store).locationId === 'string' && typeof (v as Store).name === 'string';

const mapUrl = (s: Store): string | null =>
  typeof s.lat === 'number' && typeof s.lng === 'number' ? `https://www.google.com/maps/search/?api=1&query=${s.lat},${s.lng}` : null;

export default function StoreList({ props, texts, model }: WidgetProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const searchRef = useTypedBeforeStart<HTMLInputElement>(search, setSearch);
  const city = useDebounced(search.trim(), model.defs.site.constants.debounceMs);
  const input = useMemo<JsonValue>(() => ({ city }), [city]);
  const read = useSource(typeof props.source === 'string' ? props.source : undefined, input);
  const stores = Array.isArray(read.data) ? read.data.filter(isStore) : [];
  const settled = !read.loading && read.error === null && read.data !== null;

  return (
    <section className="store-list" data-testid="store-list" data-loaded={settled ? '1' : '0'} data-city={city}>
      <form className="store-list__search" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="field__label" htmlFor={id}>{texts.k('stores.searchLabel')}</label>
        <div className="field__row">
          <input ref={searchRef} id={id} className="input" type="search" inputMode="search" autoComplete="address-level2" data-testid="store-search"
            placeholder={texts.k('stores.searchPlaceholder')} value={search} maxLength={64} onChange={(e) => setSearch(e.target.value)} />
          {read.loading && <span data-testid="store-list-loading"><Spinner inline /></span>}
        </div>
      </form>
      {read.error !== null && !read.loading && (
        <LoadFailed texts={texts} onRetry={read.retry} className="store-list__failed" testId="store-list-error" />
      )}
      <p className="store-list__count" role="status" aria-live="polite">{settled ? texts.k('stores.count', stores.length) : ''}</p>
      {settled && stores.length === 0 && <p className="empty" data-testid="store-list-empty">{texts.k('stores.empty')}</p>}
      {stores.length > 0 && (
        <table className="store-table" data-testid="store-table" aria-busy={read.loading || undefined}>
          <thead>
            <tr>
              <th scope="col">{texts.k('stores.name')}</th>
              <th scope="col">{texts.k('stores.address')}</th>
              <th scope="col">{texts.k('stores.city')}</th>
              <th scope="col">{texts.k('stores.hours')}</th>
            </tr>
          </thead>
          <tbody>
            {stores.map((s) => {
              const map = mapUrl(s);
              return (
                <tr key={s.locationId} className="store-card" data-testid={`store-${s.locationId}`}>
                  <th scope="row" className="store-card__name">{s.name}</th>
                  <td className="store-card__address" data-testid="store-address">
                    <span className="store-card__label">{texts.k('stores.address')}</span>
                    {s.address}
                    {map && (
                      // Every row has this link: its name says which store it is for.
                      <a className="store-card__map" href={map} target="_blank" rel="noopener noreferrer" aria-label={`${texts.k('stores.map')}: ${s.name}`}>
                        {texts.k('stores.map')}
                      </a>
                    )}
                  </td>
                  <td className="store-card__city" data-testid="store-city"><span className="store-card__label">{texts.k('stores.city')}</span>{s.city}</td>
                  <td className="store-card__hours" data-testid="store-hours"><span className="store-card__label">{texts.k('stores.hours')}</span>{s.hours}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
