// Where a payer lands after the gateway: the pages the published definitions name (a payment
// method's `next` page, the site's `paymentFailedPage`), their path parameters filled from the order.
import { operationUrl, pathParams } from '../../../contracts';
import type { SiteDefinition } from '../../content/site-definition';
import type { ShopContext } from '../../context';

export interface PaidOrder { orderCode: string }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Path parameters a result page may declare, by name: the order only. The customer's email (and the
 * hash that follows it) stays out of the URLs the shop hands out: they end up in browser history,
 * referrers and shared screenshots. The result pages look the order's state up by its code.
 */
const paramValues = (o: PaidOrder): Record<string, string> => ({ id: o.orderCode, orderid: o.orderCode });

/** The path of a published page with its parameters filled; undefined when the page or a required value is missing. */
export async function pagePath(ctx: ShopContext, pageId: string | undefined, order: PaidOrder): Promise<string | undefined> {
  if (!pageId) return undefined;
  const page = await ctx.definitions.body('page', pageId);
  if (!isRecord(page) || typeof page.path !== 'string') return undefined;
  const values = paramValues(order);
  if (pathParams(page.path).some((p) => !p.optional && values[p.name] === undefined)) return undefined;
  return operationUrl({ path: page.path }, { params: values });
}

/** After a card payment: the method's next page on success, the site's failure page otherwise ('/' when unnamed). */
export async function resultPath(ctx: ShopContext, site: SiteDefinition, methodCode: string, paid: boolean, order: PaidOrder): Promise<string> {
  const method = site.paymentMethods.find((m) => m.code === methodCode);
  const pageId = paid ? method?.next : site.paymentFailedPage;
  return (await pagePath(ctx, pageId, order)) ?? '/';
}
