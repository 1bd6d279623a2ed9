import { expect, test, type Page } from '@playwright/test';
import type { WidgetFlow } from '../../../definitions/widget-flow';
import { seeded } from '../../../definitions/seeded-random';

/** Each test's seed and how many random sources it has made (a test's draws follow from its one seed). */
const seeds = new Map<string, { seed: number; made: number }>();

/**
 * The test's seed: E2E_SEED when given (to replay a run), else a fresh one, the same for the whole test; it is
 * recorded on the test (annotation 'seed') and printed once, so a failure can be replayed.
 */
export function testSeed(): number {
  const info = test.info();
  const had = seeds.get(info.testId);
  if (had) return had.seed;
  const seed = Number(process.env.E2E_SEED ?? Math.floor(Math.random() * 2 ** 31));
  seeds.set(info.testId, { seed, made: 0 });
  info.annotations.push({ type: 'seed', description: String(seed) });
  console.log(`[e2e] ${info.title}: random seed ${seed} (replay with E2E_SEED=${seed})`);
  return seed;
}

/** A random source of the test: the n-th one a test makes draws from its seed + n, so a replay draws the same. */
export function testRandom(): () => number {
  const seed = testSeed();
  const entry = seeds.get(test.info().testId) ?? { seed, made: 0 };
  entry.made += 1;
  return seeded(seed + entry.made - 1);
}

/** Types a random 4-digit keyword and waits for its list; false when no answer came. */
async function searchRandomKeyword(page: Page, random: () => number): Promise<boolean> {
  const keyword = String(Math.floor(1000 + random() * 9000));
  // Listen before typing: a fast answer could otherwise come before the wait starts.
  const answered = page.waitForResponse((r) => r.url().includes(`query=${keyword}`), { timeout: 15_000 }).catch(() => null);
  await page.getByTestId('number-search').fill(keyword);
  if (!(await answered)) return false;
  // A keyword no number holds leaves the list empty (and so invisible): attached is what every answer gives.
  await expect(page.getByTestId('number-list')).toBeAttached();
  return true;
}

/** A random keyword's random result, so parallel tests do not race for one number. */
export async function pickRandomNumber(page: Page, random: () => number = testRandom()): Promise<void> {
  const items = page.locator('[data-testid^="number-item-"]');
  await expect(items.first()).toBeVisible();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (!(await searchRandomKeyword(page, random))) continue;
    const count = await items.count();
    if (count === 0) continue;
    // The item by its own test id: the list may re-render, the number stays the one clicked.
    const testId = await items.nth(Math.floor(random() * count)).getAttribute('data-testid');
    const item = page.getByTestId(testId ?? '');
    await item.click();
    // The pick is checked with the server first: wait for its verdict (chosen, or left the list when
    // taken meanwhile) before trying another, so no earlier pick can still land after this returns.
    let verdict = 'checking';
    await expect.poll(async () => {
      verdict = await page.evaluate((id) => {
        const el = document.querySelector(`[data-testid="${id}"]`);
        if (el) return el.getAttribute('aria-pressed') === 'true' ? 'chosen' : 'checking';
        return document.querySelector('[data-testid="number-list"]') ? 'gone' : 'checking';
      }, testId ?? '');
      return verdict;
    }, { message: `the pick of ${testId ?? '?'} is checked`, timeout: 15_000 }).not.toBe('checking');
    if (verdict === 'chosen') return;
  }
  throw new Error('no number found for 20 random keywords');
}

/**
 * Compare mode: ticks the compare boxes of `count` numbers of a random keyword's results (so parallel tests
 * tick different numbers) and answers their ids in ticking order.
 */
export async function tickNumbers(page: Page, count: number, random: () => number = testRandom()): Promise<number[]> {
  const items = page.locator('[data-testid^="number-item-"]');
  await expect(items.first()).toBeVisible();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (!(await searchRandomKeyword(page, random))) continue;
    const boxes = page.getByTestId('number-list').locator('input[type="checkbox"][data-testid^="number-compare-"]');
    if ((await boxes.count()) < count) continue;
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const box = boxes.nth(i);
      await box.check();
      ids.push(Number((await box.getAttribute('data-testid'))?.replace('number-compare-', '')));
    }
    return ids;
  }
  throw new Error(`no keyword of 20 listed ${count} numbers`);
}

export const flow: WidgetFlow = {
  async satisfy({ page }) {
    await pickRandomNumber(page);
    await expect(page.getByTestId('number-selected')).toBeVisible();
  },
};
