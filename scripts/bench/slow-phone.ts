// The benchmarks' slow device (issue 11): 1.6 Mbps down, 750 kbps up, 150 ms RTT and a 4x slower CPU
// (CDP throttling), a phone's user agent and client hints at 375 px; and the probe that says when a
// step is usable (its pickers present, enabled, with options, and owned by React: clicks work).
import { devices, type Browser, type CDPSession, type Page } from '@playwright/test';
import { entryStepsOnDisk } from '../../src/definitions/entry-steps-node';

export interface Viewport { width: number; height: number }
export const PHONE: Viewport = { width: 375, height: 800 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

/** What a page can pick, by the widgets of a journey's entry step. */
export const PICKERS: Readonly<Record<string, string>> = {
  cityPicker: '[data-testid="city-select"]', numberPicker: '[data-testid^="number-item-"]', packagePicker: '[data-testid^="package-item-"]',
};

/** Each journey's entry step: its path and the pickers that make it usable. */
export interface Entry { journey: string; path: string; pickers: string[] }
export function entrySteps(): Entry[] {
  return entryStepsOnDisk().map(({ journey, step }) => ({
    journey, path: step.path, pickers: step.blocks.flatMap((b) => (PICKERS[b.widget] ? [PICKERS[b.widget] ?? ''] : [])),
  }));
}

/** The pickers of the entry step at `path` (none when no journey starts there). */
export function pickersOf(path: string): string[] {
  return entrySteps().find((s) => s.path === path)?.pickers ?? [];
}

export interface SlowPage { page: Page; cdp: CDPSession; close: () => Promise<void> }

/** A cold context on the slow device; `pickers` (selectors) are watched from the page's start by `window.__usableAt`. */
export async function openSlow(browser: Browser, viewport: Viewport, pickers: string[] = []): Promise<SlowPage> {
  const phone = viewport.width < 768;
  // A phone says so in its user agent (as a real one does): the server renders the phone's view.
  const context = await browser.newContext({ viewport, deviceScaleFactor: phone ? 2 : 1, isMobile: phone, hasTouch: phone, ...(phone ? { userAgent: devices['Pixel 5'].userAgent } : {}) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A phone's client hints say so too (Sec-CH-UA-Mobile: ?1), as a real phone's do.
  if (phone) await cdp.send('Emulation.setUserAgentOverride', { userAgent: devices['Pixel 5'].userAgent, userAgentMetadata: { platform: 'Android', platformVersion: '11', architecture: '', model: 'Pixel 5', mobile: true } });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await page.addInitScript((sel: string[]) => {
    const w = window as unknown as { __usableAt: number; __usable: (s: string[]) => boolean };
    w.__usableAt = 0;
    const owned = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
    w.__usable = (s: string[]) => s.length > 0 && s.every((q) => {
      const el = document.querySelector(q);
      if (!el || !owned(el) || (el as HTMLButtonElement).disabled) return false;
      return !(el instanceof HTMLSelectElement) || el.options.length > 1;
    });
    if (sel.length === 0) return;
    const timer = setInterval(() => {
      if (!w.__usable(sel)) return;
      w.__usableAt = performance.now();
      clearInterval(timer);
      // A diagnostic's marker (cpu-profile.ts): a function it finds in the profile at this instant.
      (window as unknown as { __usableMarker?: () => void }).__usableMarker?.();
    }, 20);
  }, pickers);
  return { page, cdp, close: () => context.close() };
}

/**
 * Waits until the page's own timer has seen the step usable (`window.__usableAt`, ms since navigation),
 * or `ms` passed (0 then). Asked with a one-line expression over CDP: Playwright's waitForFunction would
 * first inject its utility script, about 36 ms of the throttled main thread right at the load event,
 * inside the very window being measured.
 */
export async function usableAt(cdp: CDPSession, ms = 60_000): Promise<number> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__usableAt', returnByValue: true });
    if (typeof result.value === 'number' && result.value > 0) return result.value;
    await new Promise((resolve) => { setTimeout(resolve, 100); });
  }
  return 0;
}
