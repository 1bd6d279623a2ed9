// The keyboard's view of a page: where the focus is, whether a sighted shopper can see it there, and its ring.
import { expect, type Locator, type Page } from '@playwright/test';

export interface Ring { style: string; width: string; color: string }

export interface Stop {
  /** The focused element, as a test reads it: its test id, else its tag, class and name. */
  id: string;
  /** What keeps the shopper from seeing it (empty when it shows, with its ring whole). */
  problems: string[];
  ring: Ring;
  /** Where it shows (the part carrying the ring: a radio's label). */
  box: { top: number; bottom: number; left: number; right: number };
}

/** The focused control and what hides it: no box, outside the viewport, covered by another part, no ring or a ring cut off by a frame. */
export async function focusedStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const none = { style: 'none', width: '0px', color: '' };
    const box0 = { top: 0, bottom: 0, left: 0, right: 0 };
    if (!(active instanceof HTMLElement) || active === document.body) return { id: 'body', problems: ['the focus is on the page itself'], ring: none, box: box0 };
    // A native radio or file input inside its label shows its focus on the label.
    const shown = active.closest<HTMLElement>('.option, .document__pick, .camera__pick') ?? active;
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30) ?? '';
    const id = active.dataset.testid ?? `${active.tagName.toLowerCase()}.${active.className} "${name}"`;
    const problems: string[] = [];
    const r = shown.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) problems.push(`no box (${r.width}x${r.height})`);
    if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
      problems.push(`outside the viewport (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`);
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (problems.length === 0 && hit && !shown.contains(hit)) problems.push(`covered by ${hit.tagName.toLowerCase()}.${String(hit.className)}`);
    const cs = getComputedStyle(shown);
    const ring = { style: cs.outlineStyle, width: cs.outlineWidth, color: cs.outlineColor };
    const width = parseFloat(cs.outlineWidth) || 0;
    if (cs.outlineStyle === 'none' || width === 0) problems.push('no focus ring');
    // A frame that clips (overflow, paint containment) must hold the ring whole.
    const outset = Math.max(0, (parseFloat(cs.outlineOffset) || 0) + width);
    for (let a = shown.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      const clips = s.overflowX !== 'visible' || s.overflowY !== 'visible' || s.contentVisibility === 'auto' || /paint|strict|content/.test(s.contain);
      if (!clips) continue;
      const c = a.getBoundingClientRect();
      if (r.left - outset < c.left - 0.5 || r.top - outset < c.top - 0.5 || r.right + outset > c.right + 0.5 || r.bottom + outset > c.bottom + 0.5) {
        problems.push(`ring cut off by ${a.tagName.toLowerCase()}.${String(a.className)}`);
        break;
      }
    }
    return { id, problems, ring, box: { top: r.top, bottom: r.bottom, left: r.left, right: r.right } };
  });
}

/** The focused control once it has settled (a carousel slides it into view, the page scrolls to it). */
export async function settledStop(page: Page, check: (stop: Stop) => string[] | Promise<string[]> = (s) => s.problems): Promise<Stop> {
  let stop: Stop = await focusedStop(page);
  await expect.poll(async () => { stop = await focusedStop(page); return check(stop); }, { timeout: 10_000 }).toEqual([]).catch(() => undefined);
  return stop;
}

/** Tab (or Shift+Tab) until `target` has the focus, at most `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The page's first Tab stop focused from the top, once the app runs (a Tab pressed while it still renders lands elsewhere). */
export async function tabFromTop(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-ready="1"]')).toBeAttached();
  const skip = page.getByTestId('skip-link');
  await expect(async () => {
    // The next Tab starts from the top: the body focused for a moment moves the browser's starting point there.
    await page.locator('body').evaluate((body) => { body.tabIndex = -1; body.focus({ preventScroll: true }); body.removeAttribute('tabindex'); });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
