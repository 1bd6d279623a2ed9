import type { CreateOrderBody, CreateOrderResponse, OrderResponse, TrackResponse, TrackStatus } from '../../../contracts';
import type { ShopContext } from '../../context';
import type { Queryable } from '../../db/types';
import type { TxRunner } from '../../idempotency';
import { badRequest } from '../../errors';
import { holdMinutes, paymentLedger } from '../../payables';
import { findOrder, findOrderForCustomer } from './customer-order';
import { encryptOrderCode, newOrderCode } from './order-code';
import { orderTypeOf, orderTypes, type OrderTypeDefinition } from './order-types';
import { checkPayload } from './payload';
import { placeOwnOrderAgain } from './own-order';
import { addEvent, insertOrder, orderEvents, orderPayload, shipmentOf, type OrderRow, type OrderTerms } from './queries';
import { pointerGet } from './json-pointer';
import { isHeldElsewhere, type HeldElsewhere, type OrderPart, type Placing, type RefContext } from './reference-kind';
import { resolveReferences, storedReferences, type OrderReference, type OrderReferences } from './references';
import { isSameDay } from './same-day';

const minutes = (m: number) => m * 60_000;

/** The parts of several references as one: their prices add up, each column is the one part's that sets it. */
export function mergeParts(parts: readonly OrderPart[]): OrderPart {
  return parts.reduce<OrderPart>((all, p) => ({ ...all, ...p, price: (all.price ?? 0) + (p.price ?? 0) }), { price: 0 });
}

/**
 * What the order sells: its type's product type, or, for a type that sells either (a store pick-up),
 * what the reference that decides it (a package) says; then the payload parts that product needs
 * beyond the schema (`needs`).
 */
function productOf(type: OrderTypeDefinition, priced: OrderPart, c: RefContext, decider: OrderReference | undefined): 'prepaid' | 'postpaid' {
  const sold = type.productType === 'package' ? priced.productType : type.productType;
  if (sold !== 'prepaid' && sold !== 'postpaid') throw badRequest('The order names no package', decider ? c.at(decider.kind.name) : '/payload');
  for (const pointer of type.needs?.[sold] ?? []) {
    if (pointerGet(c.payload, pointer) === undefined) throw badRequest(`A ${sold} order needs /payload${pointer}`, `/payload${pointer}`);
  }
  return sold;
}

interface Priced { part: OrderPart; deposit: number; productType: 'prepaid' | 'postpaid' }

/** What the order's references add, and its deposit (A20, A21, A45). Reads only; no transaction. */
async function price(ctx: ShopContext, r: OrderReferences, securityDeposit: number): Promise<Priced> {
  const { type } = r.context;
  const parts: OrderPart[] = [];
  for (const { kind, value } of r.refs) if (kind.price) parts.push(await kind.price(ctx, value, r.context));
  const part = mergeParts(parts);
  const decider = r.refs.find((ref) => ref.kind.decidesProduct);
  const productType = productOf(type, part, r.context, decider);
  const rule = typeof type.deposit === 'string' ? type.deposit : type.deposit[productType];
  const deposit = rule === 'site' ? securityDeposit : rule === 'package' ? (part.packageDeposit ?? 0) : 0;
  return { part, deposit, productType };
}

/** The exclusive items of a new order, one reference after the other; the first held elsewhere ends it. */
async function reserveAll(q: Queryable, refs: readonly OrderReference[], p: Placing): Promise<OrderPart[] | HeldElsewhere> {
  const parts: OrderPart[] = [];
  for (const { kind, value } of refs) {
    if (!kind.reserve) continue;
    const got = await kind.reserve(q, value, p);
    if (isHeldElsewhere(got)) return got;
    parts.push(got);
  }
  return parts;
}

/**
 * orders.create: the payload is checked with its order type's schema, then each reference the type
 * names by the domain that owns its kind (references.ts): checked, priced, and in one transaction
 * reserved, claimed and attached. Everything outside the database (the subscriber system, logistics
 * rates) is asked before the transaction that reserves (a conditional UPDATE: of concurrent orders
 * for one number exactly one wins, the others are refused) and writes the order. An item held by an
 * unpaid order of the same visit and type is that order, placed again (placeOwnOrderAgain). `runTx`
 * is the request's transaction runner (idempotentTx: a retried request gets the first answer).
 */
export async function createOrder(ctx: ShopContext, body: CreateOrderBody, runTx: TxRunner = (work) => ctx.db.tx(work)): Promise<CreateOrderResponse> {
  const type = await orderTypeOf(ctx, body.orderType, body.definitionSet);
  // A type placed under given journeys only (a store pick-up: RETAIL_STORE) records no other.
  if (type.journeys && !type.journeys.includes(body.journey)) {
    throw badRequest(`An order of type ${type.code} is placed under the journey ${type.journeys.join(' or ')}, not ${body.journey}`, '/journey');
  }
  const payload = checkPayload(type, body.payload);
  const r = resolveReferences(ctx, type, payload);
  for (const { kind, value } of r.refs) await kind.check?.(ctx, value, r.context);
  const site = await ctx.site();
  const now = ctx.now();
  const priced = await price(ctx, r, site.constants.securityDeposit);
  const sameDay = isSameDay(now, site.constants.sameDayCutoff, site.constants.timezone);
  const expiresAt = new Date(now.getTime() + minutes(ctx.parts.knob(holdMinutes)));
  const termsWith = (reserved: readonly OrderPart[]): OrderTerms => {
    const part = mergeParts([priced.part, ...reserved]);
    return {
      journey: body.journey, definitionVersion: body.definitionVersion, utm: body.utm, email: r.email,
      packageId: part.packageId ?? null, cityId: part.cityId ?? null, msisdn: part.msisdn ?? null,
      packagePrice: part.packagePrice ?? 0, securityDeposit: priced.deposit, shippingFee: part.shippingFee ?? 0, shippingSla: part.shippingSla ?? null,
      // Every part's own price counts (a vanity number is sold; a regular one costs 0).
      total: (part.price ?? 0) + priced.deposit, sameDay, expiresAt, payload,
    };
  };
  const answer = (code: string, encrypted: string, createdAt: Date, terms: OrderTerms, expires: Date): CreateOrderResponse => ({
    order_code: code, order_code_encrypted: encrypted, email: terms.email, order_date: createdAt.toISOString(), order_expire: expires.toISOString(),
    total: terms.total, security_deposit: terms.securityDeposit, shipping_fee: terms.shippingFee, same_day: terms.sameDay,
  });

  for (let attempt = 0; ; attempt++) {
    const code = newOrderCode(type.code, now, site.constants.timezone);
    const encrypted = encryptOrderCode(code, ctx.config.orderCodeSecret);
    try {
      const created = await runTx(async (q) => {
        const placing: Placing = { code, sessionId: body.sessionId, now, until: expiresAt };
        const reserved = await reserveAll(q, r.refs, placing);
        if (!Array.isArray(reserved)) {
          const again = await placeOwnOrderAgain(q, paymentLedger(ctx), r.refs, now,
            { heldBy: reserved.heldBy, sessionId: body.sessionId, orderType: type.code, until: expiresAt }, termsWith);
          if (!again) throw reserved.refusal;
          const { order } = again;
          for (const { kind, value } of r.refs) await kind.attach?.(q, value, { ...placing, code: order.order_code }, r.context);
          return answer(order.order_code, order.order_code_encrypted, order.created_at, again.terms, again.expiresAt);
        }
        // A new order (not the same visit's order placed again) makes its counted claims (a KTP's order slots).
        for (const { kind, value } of r.refs) await kind.claim?.(ctx, q, value, r.context);
        const terms = termsWith(reserved);
        const part = mergeParts(reserved);
        await insertOrder(q, {
          ...terms, orderCode: code, orderCodeEncrypted: encrypted, orderType: type.code, productType: priced.productType,
          sessionId: body.sessionId, numberId: part.numberId ?? null, createdAt: now,
        });
        for (const { kind, value } of r.refs) await kind.attach?.(q, value, placing, r.context);
        await addEvent(q, code, 'ORDER_RECEIVED', now);
        await addEvent(q, code, 'ORDER_PLACED', now);
        return answer(code, encrypted, now, terms, expiresAt);
      });
      // No process may list what it just reserved (a number; the other cached searches stay).
      for (const { kind, value } of r.refs) kind.committed?.(ctx, value, expiresAt);
      return created;
    } catch (err) {
      // A clash of two random order codes: draw again (the reservations rolled back with it).
      // PostgreSQL may also abort one of several visits racing for one number (deadlock or
      // serialisation failure): the whole transaction rolled back, so running it again is safe.
      if (attempt < 5 && (isUniqueViolation(err) || isConcurrencyAbort(err))) continue;
      throw err;
    }
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

/** What the order's references show of it (its package's names, its delivery), each by its kind, from the stored payload. */
async function referenceViews(ctx: ShopContext, order: OrderRow, l: 'id' | 'en'): Promise<Partial<OrderResponse>> {
  const type = (await orderTypes(ctx)).get(order.order_type);
  const refs = storedReferences(ctx, type, await orderPayload(ctx.db, order.order_code));
  const views = await Promise.all(refs.map(({ kind, value }) => kind.view?.(ctx, value, order, l) ?? {}));
  return Object.assign({}, ...views) as Partial<OrderResponse>;
}

/** orders.get: the order for its customer, with its plan (and bonus) in the asked language, its delivery and its latest payment. */
export async function orderForCustomer(ctx: ShopContext, orderCode: string, email: string, l: 'id' | 'en'): Promise<OrderResponse> {
  const order = await findOrderForCustomer(ctx.db, orderCode, email);
  const [views, payment] = await Promise.all([
    referenceViews(ctx, order, l),
    paymentLedger(ctx).latest(ctx.db, order.order_code, ctx.now(), order.expires_at),
  ]);
  return {
    order_code: order.order_code, status: order.status, email: order.email, msisdn: order.msisdn ?? '',
    ...views,
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
