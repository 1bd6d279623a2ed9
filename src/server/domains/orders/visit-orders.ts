// The orders this browser visit placed, as the server vouches for them: an HTTP-only cookie holding
// their codes, an expiry and the shop's HMAC of both. The visit that placed an order opens its
// tracking without typing the email again, and the email never goes into a URL; anything else (a
// copied link, another browser) is asked for the email. The browser cannot read or forge it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieHeaderFor, hasSignature, readCookie, signValue } from '../../http/cookies';

export const VISIT_ORDERS_COOKIE = 'shop_orders';
/** A visit's proof lasts a day at most (and ends when the browser closes: no Max-Age). */
export const VISIT_ORDERS_HOURS = 24;
/** The latest few orders of a visit; an older one asks for its email. */
export const VISIT_ORDERS_MAX = 5;

// Codes are upper case letters and digits (order-code.ts); the signature is base64url.
const SHAPE = /^[A-Z0-9]{1,40}(?:\.[A-Z0-9]{1,40}){0,4}_[0-9]{1,12}_[A-Za-z0-9_-]{43}$/;
const PARTS = /^([A-Z0-9.]+)_([0-9]+)_(.+)$/;

const PURPOSE = 'visit-orders';

/** The order codes the request's cookie vouches for (none when absent, expired or not signed by this shop). */
export function visitOrders(req: FastifyRequest, secret: string, now: Date): string[] {
  const value = readCookie(req, VISIT_ORDERS_COOKIE, SHAPE);
  if (value === null) return [];
  const [, codes = '', expires = '', sig = ''] = PARTS.exec(value) ?? [];
  if (!hasSignature(secret, PURPOSE, `${codes}_${expires}`, sig)) return [];
  if (Number(expires) * 1000 <= now.getTime()) return [];
  return codes.split('.');
}

/** Adds an order to the visit's cookie (the newest first, at most VISIT_ORDERS_MAX); its expiry starts again. */
export function rememberVisitOrder(req: FastifyRequest, reply: FastifyReply, secret: string, now: Date, orderCode: string): void {
  const codes = [orderCode, ...visitOrders(req, secret, now).filter((c) => c !== orderCode)].slice(0, VISIT_ORDERS_MAX);
  const expires = Math.floor(now.getTime() / 1000) + VISIT_ORDERS_HOURS * 3600;
  const body = `${codes.join('.')}_${expires}`;
  // Lax, not Strict: a customer back from a payment gateway's page still arrives as this visit.
  // The cookie only lets this visit read its own orders' tracking; it authorises no change.
  reply.header('set-cookie', cookieHeaderFor(req, VISIT_ORDERS_COOKIE, `${body}_${signValue(secret, PURPOSE, body)}`, undefined, { sameSite: 'Lax', path: '/api' }));
}

/** Whether the request's visit placed the order (codes compared as a customer types them: upper case). */
export const visitPlaced = (req: FastifyRequest, secret: string, now: Date, orderCode: string): boolean =>
  visitOrders(req, secret, now).includes(orderCode.trim().toUpperCase());
