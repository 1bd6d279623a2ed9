// A file held back, as a slow link delivers it late: every request matching `url` waits until `release()`.
import type { Page } from '@playwright/test';

export interface Held {
  /** Lets the held requests (and any later ones) through. */
  release: () => void;
  /** Whether a matching request has been made. */
  asked: () => boolean;
}

export async function holdRequests(page: Page, url: RegExp | ((url: URL) => boolean)): Promise<Held> {
  let release = (): void => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  let asked = false;
  await page.route(url, async (route) => { asked = true; await held; await route.continue(); });
  return { release, asked: () => asked };
}
