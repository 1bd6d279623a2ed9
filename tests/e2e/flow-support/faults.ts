// Error codes through the sandbox: the next call of a submit action carries `x-sandbox-fault`, and
// the server (SANDBOX_FAULTS=1, src/server/sandbox-faults.ts) answers it with that code.
import type { Page, Route } from '@playwright/test';

/** The API call each registered submit action makes (the only per-action knowledge). */
const ACTION_CALLS: Record<string, RegExp> = {
  'order.create': /^\/api\/orders$/,
  'payment.create': /^\/api\/orders\/[^/]+\/payments$/,
};

export async function withFault(page: Page, code: string, action: string | null, run: () => Promise<void>): Promise<void> {
  const call = action ? ACTION_CALLS[action] : undefined;
  let armed = true;
  const handler = async (route: Route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const matches = call ? call.test(path) : request.method() !== 'GET' && path !== '/api/traffic';
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
