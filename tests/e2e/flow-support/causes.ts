// Real causes of error codes, staged without knowing the journey: used instead of the sandbox fault
// when the step's call is one they apply to. Everything else comes from the sandbox fault switch.
import type { Page, Route } from '@playwright/test';
import type { CallPlan } from '../../../scripts/gen-flow-tests/plan';
import { isCall } from './faults';

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
          const data = { ...(request.postDataJSON() as Record<string, unknown>), sessionId: `rival-${Date.now()}` };
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
