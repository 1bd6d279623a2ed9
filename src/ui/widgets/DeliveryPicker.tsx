/**
 * Delivery: courier (free nationwide; logistics for the city's coverage sorted by ctype, SLA text and
 * the 11:59 same-day cut-off) or self pick-up at a store (journey RETAIL_STORE).
 */
import { useEffect, useState } from 'react';
import { api, type Logistic } from '../../api/client';
import { formatSla, isBeforeCutoff } from '../../runtime/format';
import { orderPatched, $order } from '../../state/order-model';
import type { ShippingState } from '../../state/order-state';
import { constants } from '../defs';
import { activeJourney } from '../active-journey';
import { Spinner } from '../Spinner';
import type { WidgetProps } from '../widget-props';
import { Price } from './Price';

/** ctype 5 is the retail store (spec section 3: courier ids). */
const STORE_CTYPE = 5;
const RETAIL_JOURNEY = 'RETAIL_STORE';


function choose(shipping: ShippingState, method: 'courier' | 'pickup', option: Logistic | undefined): void {
  orderPatched({
    journey: method === 'pickup' ? RETAIL_JOURNEY : (activeJourney($order.getState().productType)?.journey ?? ''),
    shipping: {
      ...shipping, method,
      selectedLogistic: option?.ctype ?? 0,
      fee: option && !option.free ? option.price : 0,
      old_fee: option?.old_price ?? 0,
      free: option?.free ?? true,
      sla: option?.sla ?? '',
      storeId: method === 'pickup' ? option?.location_id ?? '' : '',
    },
  });
}

export default function DeliveryPicker({ texts, state }: WidgetProps) {
  const [options, setOptions] = useState<Logistic[]>([]);
  const [loading, setLoading] = useState(true);
  const coverageId = state.shipping.coverageId;
  const packageId = state.selectedPackageID;
  const method = state.shipping.method || 'courier';

  useEffect(() => {
    if (!coverageId) { setLoading(false); return; }
    let live = true;
    setLoading(true);
    void api.logistics(coverageId, packageId || undefined, { address: $order.getState().recipientAddress, lat: null, long: null, esim: false })
      .then((list) => {
        if (!live) return;
        const sorted = [...list].sort((a, b) => a.ctype - b.ctype);
        setOptions(sorted);
        // Preselect so the order can always be created: the current choice if still offered, else the first courier.
        const s = $order.getState().shipping;
        const m = s.method || 'courier';
        const pool = sorted.filter((o) => (m === 'pickup' ? o.ctype === STORE_CTYPE : o.ctype !== STORE_CTYPE));
        const keep = pool.find((o) => o.ctype === s.selectedLogistic && (m !== 'pickup' || o.location_id === s.storeId));
        choose({ ...s, logistics: sorted }, m, keep ?? pool[0]);
      })
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [coverageId, packageId]);

  const couriers = options.filter((o) => o.ctype !== STORE_CTYPE);
  const stores = options.filter((o) => o.ctype === STORE_CTYPE);
  const sameDay = isBeforeCutoff(new Date(), constants.sameDayCutoff, constants.timezone);
  const list = method === 'pickup' ? stores : couriers;

  return (
    <div className="delivery">
      <h2 className="block__title">{texts.k('delivery.title')}</h2>
      <div className="segmented" role="radiogroup">
        {(['courier', 'pickup'] as const).map((m) => (
          <button key={m} type="button" role="radio" aria-checked={method === m} className={method === m ? 'segmented__opt is-active' : 'segmented__opt'}
            data-testid={`delivery-${m}`} onClick={() => choose(state.shipping, m, (m === 'pickup' ? stores : couriers)[0])}>
            {texts.k(`delivery.${m}`)}
          </button>
        ))}
      </div>
      {loading ? <Spinner /> : (
        <>
          {method === 'pickup' && stores.length > 0 && <p className="field__label">{texts.k('delivery.store')}</p>}
          <ul className="option-list" data-testid="logistics-list">
            {list.map((o) => {
              const isSel = o.ctype === state.shipping.selectedLogistic && (method !== 'pickup' || o.location_id === state.shipping.storeId);
              return (
                <li key={`${o.ctype}-${o.location_id}`}>
                  <label className={isSel ? 'option is-selected' : 'option'} data-testid={`logistic-${o.ctype}${method === 'pickup' ? `-${o.location_id}` : ''}`}>
                    <input type="radio" name="logistic" checked={isSel} onChange={() => choose(state.shipping, method, o)} />
                    <span className="option__body">
                      <span className="option__title">{o.name}</span>
                      {o.sla && <span className="option__meta">{texts.k('delivery.sla', formatSla(o.sla))}</span>}
                    </span>
                    <Price value={o.free ? 0 : o.price} old={o.old_price} free={texts.k('common.free')} />
                  </label>
                </li>
              );
            })}
          </ul>
          {list.length === 0 && <p className="empty">{texts.k('delivery.empty')}</p>}
          {method === 'courier' && <p className="note" data-testid="delivery-cutoff">{texts.k(sameDay ? 'delivery.sameDay' : 'delivery.nextDay')}</p>}
        </>
      )}
    </div>
  );
}
