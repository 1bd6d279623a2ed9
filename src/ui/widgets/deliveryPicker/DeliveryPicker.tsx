/**
 * Delivery: courier (free nationwide; the coverage's options sorted by courier id, SLA text and the
 * 11:59 same-day cut-off) or self pick-up at a store (the `storeCtype` options). Writes
 * { method, ctype, storeId, name, fee, old_fee, free, sla }; the journey's order call decides what
 * a pick-up means for the order (spec: the journey becomes RETAIL_STORE).
 */
import { useEffect, useMemo } from 'react';
import { formatSla, isBeforeCutoff } from '../../../runtime/format';
import { applyTemplate } from '../../../runtime/logic';
import type { JsonValue } from '../../../runtime/types';
import { useSource } from '../../hooks/use-source';
import { Price } from '../../parts/Price';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

interface Option { ctype: number; name: string; price: number; old_price: number; free: boolean; sla: string; location_id: string }
type Method = 'courier' | 'pickup';
/** The spec's courier id of a retail store (section 3). */
const STORE_CTYPE = 5;

const isOption = (v: unknown): v is Option => typeof v === 'object' && v !== null && typeof (v as Option).ctype === 'number';
const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

function choice(method: Method, option: Option | undefined): JsonValue {
  if (!option) return { method, ctype: null, storeId: null, name: '', fee: 0, old_fee: 0, free: true, sla: '' };
  return {
    method, ctype: option.ctype, storeId: method === 'pickup' ? option.location_id : null, name: option.name,
    fee: option.free ? 0 : option.price, old_fee: option.old_price, free: option.free, sla: option.sla,
  };
}

export default function DeliveryPicker({ props, texts, model, snapshot, bound, bind }: WidgetProps) {
  const storeCtype = typeof props.storeCtype === 'number' ? props.storeCtype : STORE_CTYPE;
  const input = useMemo(() => applyTemplate(props.input ?? {}, snapshot) as JsonValue, [props.input, snapshot]);
  const source = useSource(typeof props.source === 'string' ? props.source : undefined, input, { enabled: isRecord(input) && input.coverageId !== undefined });
  const options = useMemo(() => (Array.isArray(source.data) ? source.data.filter(isOption) : []).sort((a, b) => a.ctype - b.ctype), [source.data]);
  const current = isRecord(bound) ? bound : null;
  const method: Method = current?.method === 'pickup' ? 'pickup' : 'courier';
  const couriers = options.filter((o) => o.ctype !== storeCtype);
  const stores = options.filter((o) => o.ctype === storeCtype);
  const list = method === 'pickup' ? stores : couriers;
  const isChosen = (o: Option) => current?.ctype === o.ctype && (method !== 'pickup' || current.storeId === o.location_id);

  // Preselect so the order can always be made: the current choice while still offered, else the first option.
  useEffect(() => {
    if (source.loading || options.length === 0) return;
    const pool = method === 'pickup' ? stores : couriers;
    if (!pool.some(isChosen)) bind(choice(method, pool[0]));
    // Only a new list of options can invalidate the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, source.loading]);

  const sameDay = isBeforeCutoff(new Date(), model.defs.site.constants.sameDayCutoff, model.defs.site.constants.timezone);

  return (
    <div className="delivery">
      <h2 className="block__title">{texts.k('delivery.title')}</h2>
      <div className="segmented" role="radiogroup">
        {(['courier', 'pickup'] as const).map((m) => (
          <button key={m} type="button" role="radio" aria-checked={method === m} className={method === m ? 'segmented__opt is-active' : 'segmented__opt'}
            data-testid={`delivery-${m}`} onClick={() => bind(choice(m, (m === 'pickup' ? stores : couriers)[0]))}>
            {texts.k(`delivery.${m}`)}
          </button>
        ))}
      </div>
      {source.loading ? <Spinner /> : (
        <>
          {method === 'pickup' && stores.length > 0 && <p className="field__label">{texts.k('delivery.store')}</p>}
          <ul className="option-list" data-testid="logistics-list">
            {list.map((o) => (
              <li key={`${o.ctype}-${o.location_id}`}>
                <label className={isChosen(o) ? 'option is-selected' : 'option'} data-testid={`logistic-${o.ctype}${method === 'pickup' ? `-${o.location_id}` : ''}`}>
                  <input type="radio" name="logistic" checked={isChosen(o)} onChange={() => bind(choice(method, o))} />
                  <span className="option__body">
                    <span className="option__title">{o.name}</span>
                    {o.sla && <span className="option__meta">{texts.k('delivery.sla', formatSla(o.sla))}</span>}
                  </span>
                  <Price value={o.free ? 0 : o.price} old={o.old_price} free={texts.k('common.free')} />
                </label>
              </li>
            ))}
          </ul>
          {list.length === 0 && <p className="empty">{texts.k('delivery.empty')}</p>}
          {method === 'courier' && <p className="note" data-testid="delivery-cutoff">{texts.k(sameDay ? 'delivery.sameDay' : 'delivery.nextDay')}</p>}
        </>
      )}
    </div>
  );
}
