// How an order reaches its customer (an order-reference kind, orders/reference-kind.ts): a courier or
// a store pick-up, priced by the delivery city's coverage as offered now, shown with its store.
import { MAX_INT } from '../../../contracts';
import { badRequest, DomainError } from '../../errors';
import { cityReference } from '../catalogue/order-references';
import { coverageOfCity } from '../catalogue/service';
import { OrderError } from '../orders/errors';
import type { ReferenceKind } from '../orders/reference-kind';
import { storeOf } from '../stores/service';
import { deliveryTerms } from './service';

export interface Delivery { method: 'courier' | 'pickup'; ctype: number; storeId?: string }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_INT;

function parseDelivery(v: unknown): Delivery | undefined {
  if (!isRecord(v) || (v.method !== 'courier' && v.method !== 'pickup') || !isId(v.ctype)) return undefined;
  if (v.storeId !== undefined && (typeof v.storeId !== 'string' || v.storeId.length > 64)) return undefined;
  return { method: v.method, ctype: v.ctype, ...(typeof v.storeId === 'string' ? { storeId: v.storeId } : {}) };
}

export const deliveryReference: ReferenceKind<Delivery> = {
  name: 'delivery',
  what: 'a delivery { method: courier|pickup, ctype, storeId? }',
  parse: parseDelivery,
  /** The fee and estimate offered for the order's city now (a pick-up: only at a store that serves it, else 40070). */
  async price(ctx, delivery, c) {
    const field = c.at('delivery');
    const cityId = c.valueOf(cityReference);
    const coverage = cityId === undefined ? undefined : await coverageOfCity(ctx, cityId);
    if (coverage === undefined) throw badRequest('A delivery needs a city to be priced', field);
    const offered = await deliveryTerms(ctx, coverage, delivery);
    if (offered === undefined && delivery.method === 'pickup') {
      throw new DomainError(OrderError.StoreOrderNotAllowed, 400, `Store ${delivery.storeId ?? '(none)'} does not serve this city`, `${field}/storeId`);
    }
    if (offered === undefined) throw badRequest(`Delivery ctype ${delivery.ctype} is not offered in this city`, `${field}/ctype`);
    return { shippingFee: offered.fee, shippingSla: offered.sla, price: offered.fee };
  },
  /** A pick-up names its store (the one in the payload, as the stores list has it now). */
  async view(ctx, delivery) {
    if (delivery.method !== 'pickup' || delivery.storeId === undefined) return { delivery: { method: delivery.method } };
    const store = await storeOf(ctx, delivery.storeId);
    return { delivery: { method: 'pickup', ...(store ? { store: { name: store.name, address: store.address, city: store.city, hours: store.hours } } : {}) } };
  },
};
