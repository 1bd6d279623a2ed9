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
  // What went out while armed: told when the run fails, as "no modal came" alone says nothing of why.
  const seen: string[] = [];
  const handler = async (route: Route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const matches = calls.length > 0 ? isCall(calls, request.method(), path) : request.method() !== 'GET' && path !== '/api/traffic';
    if (armed && matches) {
      armed = false;
      seen.push(`${request.method()} ${path} (fault ${code})`);
      await route.continue({ headers: { ...request.headers(), 'x-sandbox-fault': code } });
      return;
    }
    seen.push(`${request.method()} ${path}`);
    await route.continue();
  };
  await page.route('**/api/**', handler);
  await watchToasts(page);
  try {
    await run();
  } catch (error) {
    if (error instanceof Error) error.message += `\n${await faultReport(page, code, armed, seen)}`;
    throw error;
  } finally {
    await page.unroute('**/api/**', handler);
  }
}

interface ToastWindow extends Window { __toastsSeen?: string[]; __toastWatch?: MutationObserver }

/**
 * Records every toast text shown from now on: a toast is gone by the time a check times out. One
 * observer per page, its list emptied for each fault (a step checks several codes on one page).
 */
async function watchToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as ToastWindow;
    w.__toastsSeen = [];
    if (w.__toastWatch) return;
    w.__toastWatch = new MutationObserver(() => {
      const seen = w.__toastsSeen ?? [];
      const text = document.querySelector('[data-testid="toast"]')?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    });
    w.__toastWatch.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function faultReport(page: Page, code: string, armed: boolean, seen: readonly string[]): Promise<string> {
  const visible = async (testId: string): Promise<string> => {
    const node = page.getByTestId(testId);
    return (await node.count()) > 0 ? ((await node.first().textContent({ timeout: 1000 })) ?? '').trim() : '-';
  };
  const next = page.getByTestId('next-button');
  const nextState = (await next.count()) > 0 ? ((await next.isEnabled()) ? 'enabled' : 'disabled') : 'absent';
  return [
    `fault ${code} ${armed ? 'never sent: no matching call was made' : 'sent'}`,
    `requests: ${seen.length > 0 ? seen.join(', ') : 'none'}`,
    `toast: ${await visible('toast')}; shown meanwhile: ${(await page.evaluate(() => (window as ToastWindow).__toastsSeen ?? []).catch(() => [])).join(' | ') || '-'}`,
    `field errors: ${(await page.locator('[data-testid^="field-error-"]').allTextContents()).join(' | ') || '-'}`,
    `blocks marked incomplete: ${(await page.locator('[data-testid^="block-missing-"]').allTextContents()).join(' | ') || '-'}`,
    `next button: ${nextState}`,
    `url: ${page.url()}`,
  ].join('\n');
}
