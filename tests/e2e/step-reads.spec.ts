// A step's data reads go out with its code when the customer moves to it, not once its widgets have
// mounted: every source a widget reads on mount with no input (its meta's prefetch and prefetchAlso).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { holdRequests } from './support/hold';

interface Block { widget: string; props?: Record<string, unknown> }
interface Journey { entry: { goto: string }; steps: Array<{ id: string; path: string; blocks: Block[] }> }
const site = JSON.parse(readFileSync('flows/site.json', 'utf8')) as { sources: Record<string, { params?: { settingName?: string } }> };
const journey = JSON.parse(readFileSync('flows/journeys/prepaid-sim.json', 'utf8')) as Journey;
const step = journey.steps.find((s) => s.id === journey.entry.goto);
const packages = step?.blocks.find((b) => b.widget === 'packagePicker');
/** The built file holding the picker's code (the landing chunk, with the other entry-step widgets). */
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
const pickerFile = manifest['src/ui/widgets/packagePicker/PackagePicker.tsx']?.file ?? 'missing';
/** The settings the package picker reads beside its list (its defaults and its ribbons). */
const settings = ['defaults', 'ribbons'].map((p) => site.sources[String(packages?.props?.[p])]?.params?.settingName ?? '');

test("moving to a step, its package picker's defaults and ribbons are read while its code is still on the way", async ({ page }) => {
  expect(step).toBeTruthy();
  expect(settings.every(Boolean)).toBe(true);
  expect(pickerFile).not.toBe('missing');
  // The picker's code is held back: a read made meanwhile cannot come from the mounted widget.
  const { release } = await holdRequests(page, (url) => url.pathname === `/${pickerFile}`);
  const asked: string[] = [];
  page.on('request', (r) => { const name = settings.find((s) => r.url().includes(`/${s}`)); if (name) asked.push(name); });
  try {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    expect(asked).toEqual([]);
    await page.getByTestId('home-buy-sim').click();
    await expect(page).toHaveURL(new RegExp(`${step?.path ?? ''}$`));
    await expect.poll(() => [...new Set(asked)].sort()).toEqual([...settings].sort());
    await expect(page.locator('[data-testid^="package-item-"]')).toHaveCount(0);
  } finally {
    release();
  }
  await expect(page.locator('[data-testid^="package-item-"]').first()).toBeVisible();
});
