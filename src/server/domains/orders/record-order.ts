// A request made about an order, recorded as an order of its own type (spec order types: a postpaid
// activation is POSTACTV): it has its own code and timeline and is tracked like any order with the
// same email, but holds no number and costs nothing.
import type { TrackStatus } from '../../../contracts';
import type { ShopContext } from '../../context';
import type { Queryable } from '../../db/types';
import { encryptOrderCode, newOrderCode } from './order-code';
import { orderTypeOf, type OrderTypeDefinition } from './order-types';
import { checkPayload } from './payload';
import { addEvent, closeRecordOrder, insertRecordOrder } from './queries';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The order type a record is made with, and the version of the published order types (read outside any transaction). */
export async function recordType(ctx: ShopContext, code: string): Promise<{ type: OrderTypeDefinition; version: number; timezone: string }> {
  const [type, body, site] = await Promise.all([orderTypeOf(ctx, code), ctx.definitions.body('orderTypes', 'orderTypes'), ctx.site()]);
  const version = isRecord(body) && typeof body.version === 'number' ? body.version : 1;
  return { type, version, timezone: site.constants.timezone };
}

export interface RecordRequest {
  journey: string; email: string; msisdn: string | null; payload: Record<string, unknown>; status: TrackStatus; at: Date;
}

/** Writes the record in the caller's transaction (its payload checked with its type's schema): its order code. */
export async function recordOrder(q: Queryable, ctx: ShopContext, made: Awaited<ReturnType<typeof recordType>>, r: RecordRequest): Promise<string> {
  const { type, version, timezone } = made;
  const payload = checkPayload(type, r.payload);
  const productType = type.productType === 'prepaid' ? 'prepaid' : 'postpaid';
  const orderCode = newOrderCode(type.code, r.at, timezone);
  await insertRecordOrder(q, {
    orderCode, orderCodeEncrypted: encryptOrderCode(orderCode, ctx.config.orderCodeSecret), orderType: type.code, productType,
    journey: r.journey, definitionVersion: version, email: r.email, msisdn: r.msisdn, payload, status: r.status, at: r.at,
  });
  await addEvent(q, orderCode, r.status, r.at);
  return orderCode;
}

/** The record reached its result: the event, its status, and it closes. */
export async function finishRecordOrder(q: Queryable, orderCode: string, status: TrackStatus, at: Date): Promise<void> {
  await addEvent(q, orderCode, status, at);
  await closeRecordOrder(q, orderCode, status, at);
}
