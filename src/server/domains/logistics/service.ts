import type { LogisticOption, LogisticsResponse } from '../../../contracts';
import type { ShopContext } from '../../context';
import { badRequest } from '../../errors';
import { assertActivePackage } from '../catalogue/service';
import { logisticsProvider } from './provider/slot';
import { applySlaRule } from './sla';

/** The options of a coverage area as the shop shows them: A20 free = price 0, SLA rule applied. Cached. */
export const optionsOf = (ctx: ShopContext, coverageId: number): Promise<LogisticOption[]> =>
  ctx.caches.reference.get(`logistics:${coverageId}`, async () =>
    (await ctx.parts.provider(logisticsProvider).rates(coverageId)).map((r) => ({ ...r, price: r.free ? 0 : r.price, sla: applySlaRule(r.sla) })));

/** logistics.options: 400 for an unknown coverage, 40015 for a package no longer on sale; an eSIM ships nothing. */
export async function logisticsOptions(ctx: ShopContext, coverageId: number, packageId: number | undefined, esim: boolean): Promise<LogisticsResponse> {
  const options = await optionsOf(ctx, coverageId);
  if (options.length === 0) throw badRequest(`Unknown coverageId ${coverageId}`);
  if (packageId !== undefined) await assertActivePackage(ctx, packageId);
  if (esim) return { logistics: [] };
  // The answer itself is a cache entry, so its body is serialised and compressed once.
  return ctx.caches.reference.get(`logistics-answer:${coverageId}`, async () => ({ logistics: options }));
}

/**
 * The fee (A20: a free option adds nothing) and estimate (SLA rule applied) of the delivery an order
 * names; undefined when the coverage does not offer it. A pick-up names its store: only a store of the
 * coverage counts.
 */
export async function deliveryTerms(
  ctx: ShopContext, coverageId: number, delivery: { method: string; ctype: number; storeId?: string },
): Promise<{ fee: number; sla: string } | undefined> {
  const options = await optionsOf(ctx, coverageId);
  const option = delivery.method === 'pickup'
    ? options.find((o) => o.ctype === delivery.ctype && o.location_id === delivery.storeId && o.address !== undefined)
    : options.find((o) => o.ctype === delivery.ctype && o.address === undefined);
  return option && { fee: option.price, sla: option.sla };
}
