import type { Queryable } from '../../db/types';
import { DomainError } from '../../errors';
import { orderByCode, type OrderRow } from './queries';
import { OrderError } from './errors';

/** The order of a code as a customer types it (codes are upper case only: order-code.ts), else 40010. */
export async function findOrder(q: Queryable, orderCode: string, lock = false): Promise<OrderRow> {
  const order = await orderByCode(q, orderCode.trim().toUpperCase(), lock);
  if (!order) throw new DomainError(OrderError.OrderNotFound, 404, 'Order not found, please check your information');
  return order;
}

/** The order when it exists and `email` is its contact email (case-insensitive), else 40010. */
export async function findOrderForCustomer(q: Queryable, orderCode: string, email: string, lock = false): Promise<OrderRow> {
  const order = await findOrder(q, orderCode, lock);
  // Another customer's order is as unknown as none (the same 40010).
  if (order.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw new DomainError(OrderError.OrderNotFound, 404, 'Order not found, please check your information');
  }
  return order;
}
