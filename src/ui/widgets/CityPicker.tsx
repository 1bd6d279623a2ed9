/** Delivery city (GET /api/cities); keeps the city's coverage for logistics. */
import { useEffect, useState } from 'react';
import { api, type City } from '../../api/client';
import { orderPatched } from '../../state/order-model';
import { Spinner } from '../Spinner';
import type { WidgetProps } from '../widget-props';

export default function CityPicker({ texts, state }: WidgetProps) {
  const [cities, setCities] = useState<City[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const ctrl = new AbortController();
    void api.cities(ctrl.signal).then(setCities).finally(() => setLoading(false));
    return () => ctrl.abort();
  }, []);

  const onChange = (id: string) => {
    const city = cities.find((c) => String(c.id) === id);
    orderPatched({
      selectedCityID: city ? String(city.id) : '',
      selectedCityName: city?.name ?? '',
      shipping: { ...state.shipping, coverageId: city ? String(city.coverageId) : '', coverageType: city?.coverageType ?? '', coverageText: city?.name ?? '' },
    });
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor="city-select">{texts.k('city.label')}</label>
      <div className="field__row">
        <select id="city-select" className="input" data-testid="city-select" value={state.selectedCityID}
          onChange={(e) => onChange(e.target.value)} disabled={loading}>
          <option value="">{texts.k('city.placeholder')}</option>
          {cities.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </select>
        {loading && <Spinner inline />}
      </div>
    </div>
  );
}
