import type { Queryable } from '../../db/types';
import { DomainError, ErrorCode } from '../../errors';
import { orderByCode, type OrderRow } from './queries';

/** The order when it exists and `email` is its contact email (case-insensitive), else 40010. */
export async function findOrderForCustomer(q: Queryable, orderCode: string, email: string, lock = false): Promise<OrderRow> {
  // Codes are upper case only (order-code.ts): an ID typed in lower case is the same order.
  const order = await orderByCode(q, orderCode.trim().toUpperCase(), lock);
  if (!order || order.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw new DomainError(ErrorCode.OrderNotFound, 404, 'Order not found, please check your information');
  }
  return order;
}
