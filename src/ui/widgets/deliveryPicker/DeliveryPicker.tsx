/**
 * Delivery: courier (free nationwide; the coverage's options sorted by courier id, SLA text and the
 * 11:59 same-day cut-off) or self pick-up at a store (the `storeCtype` options, one per store with its
 * name, address and hours; offered only where a store serves). Writes
 * { method, ctype, storeId, name, fee, old_fee, free, sla, last } (last: the option last chosen of each
 * method, so going to pick-up and back keeps the courier); what a method means for the order (the
 * state a pick-up sets) is the definition's `onMethod`. The options are asked for only once every
 * `requires` input has a value, after the site's debounce, so no call goes out with an empty address.
 */
import { useEffect, useMemo } from 'react';
import { runActions } from '../../../runtime/actions';
import { isBeforeCutoff } from '../../../runtime/format';
import { applyTemplate } from '../../../runtime/logic';
import type { Action, JsonValue } from '../../../runtime/types';
import { useDebounced } from '../../hooks/use-debounced';
import { useSource } from '../../hooks/use-source';
import { onArrowKeys } from '../../arrow-keys';
import { actionHost } from '../../host';
import { DeliveryEstimate } from '../../parts/DeliveryEstimate';
import { Price } from '../../parts/Price';
import { Spinner } from '../../Spinner';
import type { WidgetProps } from '../../widget-props';

interface Option { ctype: number; name: string; price: number; old_price: number; free: boolean; sla: string; location_id: string; address?: string; hours?: string }
type Method = 'courier' | 'pickup';
/** The spec's courier id of a retail store (section 3). */
const STORE_CTYPE = 5;

const isOption = (v: unknown): v is Option => typeof v === 'object' && v !== null && typeof (v as Option).ctype === 'number';
const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);
const filled = (v: JsonValue | undefined) => v !== undefined && v !== null && v !== '';

/** The option last chosen of each method (a courier's ctype, a store's id): going to pick-up and back finds the courier chosen before. */
interface Last { courier?: number; pickup?: string }

function choice(method: Method, option: Option | undefined, last: Last): JsonValue {
  const kept = { ...last, ...(option ? (method === 'pickup' ? { pickup: option.location_id } : { courier: option.ctype }) : {}) };
  if (!option) return { method, ctype: null, storeId: null, name: '', fee: 0, old_fee: 0, free: true, sla: '', last: kept };
  return {
    method, ctype: option.ctype, storeId: method === 'pickup' ? option.location_id : null, name: option.name,
    fee: option.free ? 0 : option.price, old_fee: option.old_price, free: option.free, sla: option.sla, last: kept,
  };
}

function lastOf(current: Record<string, JsonValue> | null): Last {
  const last = current && isRecord(current.last) ? current.last : {};
  return {
    ...(typeof last.courier === 'number' ? { courier: last.courier } : {}),
    ...(typeof last.pickup === 'string' ? { pickup: last.pickup } : {}),
  };
}

export default function DeliveryPicker({ props, texts, model, snapshot, bound, bind }: WidgetProps) {
  const storeCtype = typeof props.storeCtype === 'number' ? props.storeCtype : STORE_CTYPE;
  const requires = Array.isArray(props.requires) ? props.requires.filter((r): r is string => typeof r === 'string') : ['coverageId'];
  const onMethod = isRecord(props.onMethod) ? props.onMethod : {};
  const inputKey = useMemo(() => JSON.stringify(applyTemplate(props.input ?? {}, snapshot) ?? {}), [props.input, snapshot]);
  const settledKey = useDebounced(inputKey, model.defs.site.constants.debounceMs);
  const input = useMemo(() => JSON.parse(settledKey) as JsonValue, [settledKey]);
  const ready = isRecord(input) && requires.every((r) => filled(input[r]));
  const source = useSource(typeof props.source === 'string' ? props.source : undefined, input, { enabled: ready });
  const options = useMemo(() => (Array.isArray(source.data) ? source.data.filter(isOption) : []).sort((a, b) => a.ctype - b.ctype), [source.data]);
  const current = isRecord(bound) ? bound : null;
  const couriers = options.filter((o) => o.ctype !== storeCtype);
  const stores = options.filter((o) => o.ctype === storeCtype);
  const loaded = ready && !source.loading && source.data !== null;
  // Pick-up only where a store serves: a pick-up chosen before the stores went away falls back to courier.
  const method: Method = current?.method === 'pickup' && (stores.length > 0 || !loaded) ? 'pickup' : 'courier';
  const list = method === 'pickup' ? stores : couriers;
  const isChosen = (o: Option) => current?.ctype === o.ctype && (method !== 'pickup' || current.storeId === o.location_id);

  const remembered = (m: Method): Option | undefined => {
    const last = lastOf(current);
    const pool = m === 'pickup' ? stores : couriers;
    return pool.find((o) => (m === 'pickup' ? o.location_id === last.pickup : o.ctype === last.courier)) ?? pool[0];
  };

  const choose = (m: Method, option: Option | undefined) => {
    bind(choice(m, option, lastOf(current)));
    const actions = onMethod[m];
    if (Array.isArray(actions)) void runActions(actionHost, actions as unknown as Action[]);
  };

  // Preselect so the order can always be made: the current choice while still offered, else the first option.
  useEffect(() => {
    if (!loaded || options.length === 0) return;
    const pool = method === 'pickup' ? stores : couriers;
    if (!pool.some(isChosen) || current?.method !== method) choose(method, pool[0]);
    // Only a new list of options can invalidate the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, loaded]);

  const sameDay = isBeforeCutoff(new Date(), model.defs.site.constants.sameDayCutoff, model.defs.site.constants.timezone);
  const methods: Method[] = stores.length > 0 ? ['courier', 'pickup'] : ['courier'];

  return (
    <div className="delivery">
      <h2 className="block__title">{texts.k('delivery.title')}</h2>
      {!ready ? <p className="note" data-testid="delivery-waiting">{texts.k('delivery.needAddress')}</p> : source.loading ? <Spinner /> : (
        <>
          <div className="segmented" role="radiogroup" aria-label={texts.k('delivery.title')} onKeyDown={(e) => onArrowKeys(e, 'radio')}>
            {methods.map((m) => (
              <button key={m} type="button" role="radio" aria-checked={method === m} tabIndex={method === m ? 0 : -1} className={method === m ? 'segmented__opt is-active' : 'segmented__opt'}
                data-testid={`delivery-${m}`} onClick={() => { if (m !== method) choose(m, remembered(m)); }}>
                {texts.k(`delivery.${m}`)}
              </button>
            ))}
          </div>
          {method === 'pickup' && <p className="field__label">{texts.k('delivery.store')}</p>}
          <ul className="option-list" data-testid="logistics-list">
            {list.map((o) => (
              <li key={`${o.ctype}-${o.location_id}`}>
                <label className={isChosen(o) ? 'option is-selected' : 'option'} data-testid={`logistic-${o.ctype}${method === 'pickup' ? `-${o.location_id}` : ''}`}>
                  <input type="radio" name="logistic" checked={isChosen(o)} onChange={() => choose(method, o)} />
                  <span className="option__body">
                    <span className="option__title">{o.name}</span>
                    {method === 'pickup' && o.address && <span className="option__meta" data-testid="store-address">{o.address}</span>}
                    {method === 'pickup' && o.hours && <span className="option__meta" data-testid="store-hours">{texts.k('delivery.storeHours', o.hours)}</span>}
                    {method === 'courier' && o.sla && <span className="option__meta"><DeliveryEstimate sla={o.sla} texts={texts} /></span>}
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
