// Error codes through the sandbox: the next request to one of the step's calls carries
// `x-sandbox-fault`, and the server (SANDBOX_FAULTS=1, src/server/sandbox-faults.ts) answers it
// with that code. Which requests are the step's calls comes from the plan (the operations' paths).
import type { Page, Route } from '@playwright/test';
import type { CallPlan } from '../../../scripts/gen-flow-tests/plan';
import { matchesPattern } from '../../../src/definitions/targets';

/** Whether a request is one of the calls (method and path pattern of the operation). */
export const isCall = (calls: readonly CallPlan[], method: string, path: string): boolean =>
  calls.some((c) => c.method === method && matchesPattern(c.path.replace(/\?$/, ''), path));

export async function withFault(page: Page, code: string, calls: readonly CallPlan[], run: () => Promise<void>): Promise<void> {
  let armed = true;
  const handler = async (route: Route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const matches = calls.length > 0 ? isCall(calls, request.method(), path) : request.method() !== 'GET' && path !== '/api/traffic';
    if (armed && matches) {
      armed = false;
      await route.continue({ headers: { ...request.headers(), 'x-sandbox-fault': code } });
      return;
    }
    await route.continue();
  };
  await page.route('**/api/**', handler);
  try {
    await run();
  } finally {
    await page.unroute('**/api/**', handler);
  }
}
