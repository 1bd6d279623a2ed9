/** Delivery city from a data source; writes { id, name, coverageId, coverageType } to its bound path. */
import { useId } from 'react';
import { useSource } from '../../hooks/use-source';
import { useTypedBeforeStart } from '../../hooks/use-typed-before-start';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

interface City { id: number; name: string; coverageId: number; coverageType: string }

const isCity = (v: unknown): v is City =>
  typeof v === 'object' && v !== null && typeof (v as City).id === 'number' && typeof (v as City).name === 'string';

export default function CityPicker({ props, texts, bound, bind, missing }: WidgetProps) {
  const id = useId();
  const source = useSource(typeof props.source === 'string' ? props.source : undefined);
  const cities = Array.isArray(source.data) ? source.data.filter(isCity) : [];
  const selected = isCity(bound) ? String(bound.id) : '';

  const onChange = (value: string) => {
    const city = cities.find((c) => String(c.id) === value);
    bind(city ? { id: city.id, name: city.name, coverageId: city.coverageId, coverageType: city.coverageType } : null);
  };
  const ref = useTypedBeforeStart<HTMLSelectElement>(selected, onChange);

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{texts.k('city.label')}</label>
      <div className="field__row">
        <select ref={ref} id={id} className={missing ? 'input input--error' : 'input'} data-testid="city-select" value={selected} onChange={(e) => onChange(e.target.value)}
          disabled={source.loading} aria-invalid={missing ? true : undefined} aria-describedby={missing ?? undefined}>
          <option value="">{texts.k('city.placeholder')}</option>
          {cities.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </select>
        {source.loading && <Spinner inline />}
      </div>
      {!source.loading && source.error !== null && <p className="field__hint field__hint--error" role="alert">{texts.k('common.loadFailed')}</p>}
    </div>
  );
}
