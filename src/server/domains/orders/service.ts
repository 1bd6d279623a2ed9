import type { CreateOrderBody, CreateOrderResponse, OrderResponse, TrackResponse, TrackStatus } from '../../../contracts';
import type { ShopContext } from '../../context';
import type { Queryable } from '../../db/types';
import type { TxRunner } from '../../idempotency';
import { badRequest, DomainError } from '../../errors';
import { assertAreaOfNames } from '../areas/service';
import { coverageOfCity, packageForOrder, packageNamesOf } from '../catalogue/service';
import { linkDocuments } from '../documents/queries';
import { deliveryTerms } from '../logistics/service';
import { claimKtpSlot } from '../postpaid/ktp-slots';
import { assertIdentityOnRecord, assertNikMayOrder } from '../postpaid/service';
import { reserve } from '../numbers/queries';
import { storeOf } from '../stores/service';
import { findOrder, findOrderForCustomer } from './customer-order';
import { encryptOrderCode, newOrderCode } from './order-code';
import { orderTypeOf, orderTypes, type OrderTypeDefinition } from './order-types';
import { checkPayload } from './payload';
import { placeOwnOrderAgain } from './own-order';
import { addEvent, insertOrder, orderEvents, orderPayload, shipmentOf, type OrderRow, type OrderTerms } from './queries';
import { escapePointer } from '../../../definitions/logic';
import { paymentLedger } from '../../payables';
import { pointerGet } from './json-pointer';
import { parseDelivery, resolveRefs, type OrderRefs } from './refs';
import { isSameDay } from './same-day';
import { OrderError } from './errors';
import { NumberError } from '../numbers/errors';

const minutes = (m: number) => m * 60_000;

interface Priced {
  packageId: number | null; packagePrice: number; cityId: number | null; deposit: number; fee: number;
  /** The chosen delivery's estimate in days; null when nothing ships. */
  shippingSla: string | null;
  productType: 'prepaid' | 'postpaid';
}

/**
 * What the order sells: its type's product type, or, for a type that sells either (a store pick-up),
 * its package's; then the payload parts that product needs beyond the schema (`needs`).
 */
function productOf(type: OrderTypeDefinition, pkg: { id: number; product_type: string } | undefined, payload: Record<string, unknown>): 'prepaid' | 'postpaid' {
  const field = `/payload${type.refs.package ?? ''}`;
  if (type.productType !== 'package' && pkg && pkg.product_type !== type.productType) {
    throw badRequest(`Package ${pkg.id} is not a ${type.productType} package`, field);
  }
  const sold = type.productType === 'package' ? pkg?.product_type : type.productType;
  if (sold !== 'prepaid' && sold !== 'postpaid') throw badRequest('The order names no package', field);
  for (const pointer of type.needs?.[sold] ?? []) {
    if (pointerGet(payload, pointer) === undefined) throw badRequest(`A ${sold} order needs /payload${pointer}`, `/payload${pointer}`);
  }
  return sold;
}

/** Package, delivery and deposit of an order, from its refs (A20, A21, A45). Reads only; no transaction. */
async function price(ctx: ShopContext, type: OrderTypeDefinition, refs: OrderRefs, payload: Record<string, unknown>, securityDeposit: number): Promise<Priced> {
  const pkg = refs.packageId === undefined ? undefined : await packageForOrder(ctx, refs.packageId);
  const productType = productOf(type, pkg, payload);
  let coverage: number | undefined;
  if (refs.cityId !== undefined) {
    coverage = await coverageOfCity(ctx, refs.cityId);
    if (coverage === undefined) throw badRequest(`Unknown city ${refs.cityId}`, `/payload${type.refs.city ?? ''}`);
  }
  let fee = 0;
  let shippingSla: string | null = null;
  if (refs.delivery) {
    const field = `/payload${type.refs.delivery ?? ''}`;
    if (coverage === undefined) throw badRequest('A delivery needs a city to be priced', field);
    const offered = await deliveryTerms(ctx, coverage, refs.delivery);
    if (offered === undefined && refs.delivery.method === 'pickup') {
      throw new DomainError(OrderError.StoreOrderNotAllowed, 400, `Store ${refs.delivery.storeId ?? '(none)'} does not serve this city`, `${field}/storeId`);
    }
    if (offered === undefined) throw badRequest(`Delivery ctype ${refs.delivery.ctype} is not offered in this city`, `${field}/ctype`);
    ({ fee, sla: shippingSla } = offered);
  }
  const rule = typeof type.deposit === 'string' ? type.deposit : type.deposit[productType];
  const deposit = rule === 'site' ? securityDeposit : rule === 'package' ? (pkg?.deposit ?? 0) : 0;
  return { packageId: pkg?.id ?? null, packagePrice: pkg?.value ?? 0, cityId: refs.cityId ?? null, deposit, fee, shippingSla, productType };
}

/**
 * The customer's identity, when the order type names one (refs nik, and kk, name, birthDate): checked
 * here as the pages check it before (postpaid.validNik, postpaid.dukcapil), whose checks are a convenience.
 */
async function checkIdentity(ctx: ShopContext, type: OrderTypeDefinition, refs: OrderRefs): Promise<void> {
  if (refs.nik === undefined) return;
  const at = (name: keyof OrderTypeDefinition['refs']): string => `/payload${type.refs[name] ?? ''}`;
  await assertNikMayOrder(ctx, refs.nik, at('nik'));
  if (refs.kk === undefined || refs.name === undefined || refs.birthDate === undefined) return;
  await assertIdentityOnRecord(ctx, { nik: refs.nik, kk: refs.kk, name: refs.name, dob: refs.birthDate }, { nik: at('nik'), dob: at('birthDate') });
}

/**
 * orders.create: the payload is checked with its order type's schema, the customer's identity
 * (checkIdentity) and address area (assertAreaOfNames), then reserved and priced
 * from the type's refs. Everything outside the database (logistics rates) is asked before the one
 * transaction that reserves the number (a conditional UPDATE: of concurrent orders for one number
 * exactly one wins, the others get 40011) and writes the order. A number held by an unpaid order
 * of the same visit is that order, placed again (placeOwnOrderAgain). `runTx` is the request's
 * transaction runner (idempotentTx: a retried request gets the first answer).
 */
export async function createOrder(ctx: ShopContext, body: CreateOrderBody, runTx: TxRunner = (work) => ctx.db.tx(work)): Promise<CreateOrderResponse> {
  const type = await orderTypeOf(ctx, body.orderType);
  // A type placed under given journeys only (a store pick-up: RETAIL_STORE) records no other.
  if (type.journeys && !type.journeys.includes(body.journey)) {
    throw badRequest(`An order of type ${type.code} is placed under the journey ${type.journeys.join(' or ')}, not ${body.journey}`, '/journey');
  }
  const payload = checkPayload(type, body.payload);
  const refs = resolveRefs(type, payload);
  await checkIdentity(ctx, type, refs);
  if (refs.area) await assertAreaOfNames(ctx, refs.area, `/payload${type.refs.area ?? ''}`);
  const site = await ctx.site();
  const now = ctx.now();
  const priced = await price(ctx, type, refs, payload, site.constants.securityDeposit);
  const sameDay = isSameDay(now, site.constants.sameDayCutoff, site.constants.timezone);
  const expiresAt = new Date(now.getTime() + minutes(ctx.config.numberReservationMinutes));
  const termsWith = (number: { msisdn: string; price: number } | undefined): OrderTerms => ({
    journey: body.journey, definitionVersion: body.definitionVersion, utm: body.utm, email: refs.email,
    packageId: priced.packageId, cityId: priced.cityId, msisdn: number?.msisdn ?? refs.msisdn ?? null,
    packagePrice: priced.packagePrice, securityDeposit: priced.deposit, shippingFee: priced.fee, shippingSla: priced.shippingSla,
    // The number's own price counts too (vanity numbers are sold; regular ones cost 0).
    total: priced.packagePrice + (number?.price ?? 0) + priced.deposit + priced.fee, sameDay, expiresAt, payload,
  });
  const answer = (code: string, encrypted: string, createdAt: Date, terms: OrderTerms, expires: Date): CreateOrderResponse => ({
    order_code: code, order_code_encrypted: encrypted, email: terms.email, order_date: createdAt.toISOString(), order_expire: expires.toISOString(),
    total: terms.total, security_deposit: terms.securityDeposit, shipping_fee: terms.shippingFee, same_day: terms.sameDay,
  });

  for (let attempt = 0; ; attempt++) {
    const code = newOrderCode(type.code, now, site.constants.timezone);
    const encrypted = encryptOrderCode(code, ctx.config.orderCodeSecret);
    try {
      const created = await runTx(async (q) => {
        let number: { msisdn: string; price: number } | undefined;
        if (refs.numberId !== undefined) {
          number = await reserve(q, now, refs.numberId, code, expiresAt);
          if (!number) {
            const held = { numberId: refs.numberId, sessionId: body.sessionId, orderType: type.code, until: expiresAt };
            const again = await placeOwnOrderAgain(q, paymentLedger(ctx), now, held, termsWith);
            if (!again) throw new DomainError(NumberError.NumberNotAvailable, 409, 'Selected number is not available');
            const { order } = again;
            await takeDocuments(q, type, refs, body.sessionId, order.order_code);
            return answer(order.order_code, order.order_code_encrypted, order.created_at, again.terms, again.expiresAt);
          }
        }
        // A new order (not the same visit's order placed again) takes one of its KTP's slots.
        if (refs.nik !== undefined) await claimKtpSlot(q, refs.nik, site.constants.maxOrdersPerKtp);
        const terms = termsWith(number);
        await insertOrder(q, {
          ...terms, orderCode: code, orderCodeEncrypted: encrypted, orderType: type.code, productType: priced.productType,
          sessionId: body.sessionId, numberId: refs.numberId ?? null, createdAt: now,
        });
        await takeDocuments(q, type, refs, body.sessionId, code);
        await addEvent(q, code, 'ORDER_RECEIVED', now);
        await addEvent(q, code, 'ORDER_PLACED', now);
        return answer(code, encrypted, now, terms, expiresAt);
      });
      // No process may list the number it just reserved (the other cached searches stay).
      if (refs.numberId !== undefined) ctx.caches.takeNumber(refs.numberId, expiresAt.getTime());
      return created;
    } catch (err) {
      // A clash of two random order codes: draw again (the number reservation rolled back with it).
      // PostgreSQL may also abort one of several visits racing for one number (deadlock or
      // serialisation failure): the whole transaction rolled back, so running it again is safe.
      if (attempt < 5 && (isUniqueViolation(err) || isConcurrencyAbort(err))) continue;
      throw err;
    }
  }
}

/**
 * The documents the order's refs name become the order's; one missing refuses the whole order (rolled
 * back), naming the first missing one's place in the payload (the page shows that document to upload again).
 */
async function takeDocuments(q: Queryable, type: OrderTypeDefinition, refs: OrderRefs, sessionId: string, orderCode: string): Promise<void> {
  if (!refs.documents) return;
  const missing = await linkDocuments(q, refs.documents, sessionId, orderCode);
  if (missing.length > 0) {
    const at = `/payload${type.refs.documents ?? ''}/${escapePointer(missing[0] ?? '')}`;
    throw new DomainError(OrderError.DocumentMissing, 422, `Document missing (${missing.join(', ')}), please upload it again`, at);
  }
}

const sqlState = (err: unknown): unknown => (typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined);
const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
/** 40P01 deadlock detected, 40001 serialization failure. */
const isConcurrencyAbort = (err: unknown) => sqlState(err) === '40P01' || sqlState(err) === '40001';

/**
 * The estimate of an order's delivery: the one offered with its delivery when it was placed; for an
 * order placed before orders kept it (a delivery needs a city), the site's general range.
 */
async function deliveryEstimate(ctx: ShopContext, order: OrderRow): Promise<{ shipping_sla?: string }> {
  if (order.shipping_sla !== null) return { shipping_sla: order.shipping_sla };
  if (order.city_id === null) return {};
  const { deliveryDaysMin, deliveryDaysMax } = (await ctx.site()).constants;
  return { shipping_sla: `${deliveryDaysMin}-${deliveryDaysMax}` };
}

/** How the order reaches its customer, from its payload (a pick-up names its store); undefined when nothing ships. */
async function deliveryOf(ctx: ShopContext, order: OrderRow): Promise<OrderResponse['delivery']> {
  const type = (await orderTypes(ctx)).get(order.order_type);
  const pointer = type?.refs.delivery;
  if (pointer === undefined) return undefined;
  const delivery = parseDelivery(pointerGet(await orderPayload(ctx.db, order.order_code), pointer));
  if (!delivery) return undefined;
  if (delivery.method !== 'pickup' || delivery.storeId === undefined) return { method: delivery.method };
  const store = await storeOf(ctx, delivery.storeId);
  return { method: 'pickup', ...(store ? { store: { name: store.name, address: store.address, city: store.city, hours: store.hours } } : {}) };
}

/** orders.get: the order for its customer, with its plan (and bonus) in the asked language, its delivery and its latest payment. */
export async function orderForCustomer(ctx: ShopContext, orderCode: string, email: string, l: 'id' | 'en'): Promise<OrderResponse> {
  const order = await findOrderForCustomer(ctx.db, orderCode, email);
  const [names, payment, delivery] = await Promise.all([
    order.package_id === null ? undefined : packageNamesOf(ctx, order.package_id, l),
    paymentLedger(ctx).latest(ctx.db, order.order_code, ctx.now(), order.expires_at),
    deliveryOf(ctx, order),
  ]);
  return {
    order_code: order.order_code, status: order.status, email: order.email, msisdn: order.msisdn ?? '',
    ...(order.package_id !== null
      ? { package: { id: order.package_id, name: names?.plan ?? '', ...(names?.bonus !== undefined ? { bonus: names.bonus } : {}), value: order.package_price } }
      : {}),
    ...(delivery ? { delivery } : {}),
    total: order.total, security_deposit: order.security_deposit, shipping_fee: order.shipping_fee,
    order_date: order.created_at.toISOString(), order_expire: order.expires_at.toISOString(), same_day: order.same_day,
    ...await deliveryEstimate(ctx, order),
    product_type: order.product_type, order_type: order.order_type,
    ...(payment ? { payment } : {}),
  };
}

/** The statuses of an order still at its payment: only such an order can end unpaid. */
const AT_PAYMENT: ReadonlySet<string> = new Set(['ORDER_RECEIVED', 'ORDER_PLACED', 'WAITING_PAYMENT', 'PAYMENT_FAILED']);

/**
 * Whether an unpaid order ended, and why: its last payment failed (it may be paid again while it
 * still holds its number), or its time ran out (the order's hold, or its payment's window).
 */
async function endOf(ctx: ShopContext, order: OrderRow, events: ReadonlyArray<{ status: TrackStatus; at: Date }>): Promise<TrackResponse['ended']> {
  if (order.paid_at !== null || !AT_PAYMENT.has(order.status)) return undefined;
  const now = ctx.now();
  const held = order.expires_at.getTime() > now.getTime();
  if (!held) return { reason: 'EXPIRED', at: order.expires_at.toISOString(), pay_again: false };
  if (order.status === 'PAYMENT_FAILED') {
    const failed = [...events].reverse().find((e) => e.status === 'PAYMENT_FAILED');
    return { reason: 'PAYMENT_FAILED', at: (failed?.at ?? now).toISOString(), pay_again: true };
  }
  const payment = order.status === 'WAITING_PAYMENT' ? await paymentLedger(ctx).latest(ctx.db, order.order_code, now) : undefined;
  if (payment?.status === 'EXPIRED') return { reason: 'EXPIRED', at: payment.expired, pay_again: true };
  return undefined;
}

/** Tracking without the email: only for the visit that placed the order (its signed cookie), else the email is asked for. */
const emailNeeded = () => badRequest("The order's email is needed to track it", '/email');

/**
 * orders.track: status and timeline for the customer, by the order's email or for the visit that
 * placed it (`placedByVisit`). An order that ended unpaid says so and why, with no delivery estimate.
 * Without the email an unknown order and another visit's order get the same answer (nothing to probe).
 */
export async function trackOrder(ctx: ShopContext, orderCode: string, email: string | undefined, placedByVisit: (code: string) => boolean): Promise<TrackResponse> {
  const typed = email?.trim() ?? '';
  if (typed === '' && !placedByVisit(orderCode)) throw emailNeeded();
  const order = typed === '' ? await findOrder(ctx.db, orderCode) : await findOrderForCustomer(ctx.db, orderCode, typed);
  const [events, shipment] = await Promise.all([orderEvents(ctx.db, order.order_code), shipmentOf(ctx.db, order.order_code)]);
  const ended = await endOf(ctx, order, events);
  return {
    order_code: order.order_code, order_type: order.order_type, status: order.status, same_day: order.same_day,
    ...(ended ? { ended } : await deliveryEstimate(ctx, order)),
    timeline: events.map((e) => ({ status: e.status, at: e.at.toISOString() })),
    ...(shipment ? { shipment: { courier: shipment.courier, tracking_number: shipment.tracking_number, shipped_at: shipment.shipped_at.toISOString() } } : {}),
  };
}
