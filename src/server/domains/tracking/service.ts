import type { Ok, TrafficBody } from '../../../contracts';
import type { ShopContext } from '../../context';
import { insertTraffic } from './queries';

/** tracking.traffic: one funnel event (A24, A26); absent utm fields are stored empty. */
export async function recordTraffic(ctx: ShopContext, body: TrafficBody, ip: string): Promise<Ok> {
  await insertTraffic(ctx.db, body, ip);
  return { ok: true };
}
