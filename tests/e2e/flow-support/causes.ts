// Real causes of error codes, staged without knowing the journey: used instead of the sandbox fault
// when the step's call is one they apply to. Everything else comes from the sandbox fault switch.
import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import orderTypes from '../../../flows/orderTypes.json' with { type: 'json' };
import type { CallPlan } from '../../../scripts/gen-flow-tests/plan';
import { uploadDocumentFor } from '../support/documents';
import { isCall } from './faults';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Documents belong to the visit that uploaded them: a rival order (another visit) names its own,
 * uploaded from the same fixtures, wherever its order type's refs say the payload names documents.
 */
async function withOwnDocuments(page: Page, origin: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const type = (orderTypes.orderTypes as Record<string, { refs: Record<string, string | undefined> }>)[String(data.orderType)];
  const pointer = type?.refs.documents;
  const payload = data.payload;
  if (!pointer || !isRecord(payload)) return data;
  const key = pointer.split('/').filter(Boolean);
  const parent = key.slice(0, -1).reduce<unknown>((at, k) => (isRecord(at) ? at[k] : undefined), payload);
  const last = key[key.length - 1];
  if (!isRecord(parent) || last === undefined || !isRecord(parent[last])) return data;
  const named = parent[last] as Record<string, unknown>;
  const own: Record<string, unknown> = {};
  for (const [kind, id] of Object.entries(named)) {
    if (typeof id === 'string') own[kind] = await uploadDocumentFor(page.request, String(data.sessionId), kind, origin);
  }
  parent[last] = own;
  return data;
}

export interface RealCause {
  /** Whether the cause can be staged for these calls. */
  applies(calls: readonly CallPlan[]): boolean;
  /** Arms the cause for the next submit; the returned function disarms it. */
  stage(page: Page, calls: readonly CallPlan[]): Promise<() => Promise<void>>;
}

export const REAL_CAUSES: Record<string, RealCause> = {
  // 40011 number taken: the same order, placed by someone else (another visit: the same visit would
  // get its own order back) a moment earlier, takes the number.
  '40011': {
    applies: (calls) => calls.some((c) => c.method === 'POST' && c.op === 'orders.create'),
    async stage(page, calls) {
      let armed = true;
      const handler = async (route: Route) => {
        const request = route.request();
        if (armed && isCall(calls.filter((c) => c.op === 'orders.create'), request.method(), new URL(request.url()).pathname)) {
          armed = false;
          const body = structuredClone(request.postDataJSON() as Record<string, unknown>);
          const data = await withOwnDocuments(page, new URL(request.url()).origin, { ...body, sessionId: `rival-${randomUUID()}` });
          const rival = await page.request.post(request.url(), { data, headers: { 'content-type': 'application/json' } });
          if (!rival.ok()) throw new Error(`the rival order was refused: ${rival.status()} ${await rival.text()}`);
        }
        await route.continue();
      };
      await page.route('**/api/**', handler);
      return async () => { await page.unroute('**/api/**', handler); };
    },
  },
};
