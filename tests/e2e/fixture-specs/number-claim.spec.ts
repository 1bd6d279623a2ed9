// The runtime's primitives as a customer meets them in the test journey number-claim
// (tests/fixtures/flows/journeys/number-claim.json, published by the global setup, tests/e2e/fixture-publish.ts): a block
// shown by `when`, a three-phase page (lookup -> confirm -> result), an action skipped by its `when`,
// an error handler list that calls an operation, and a journey that ends in a call instead of an order.
import { expect, test, type Page } from '@playwright/test';
import journey from '../../fixtures/flows/journeys/number-claim.json' with { type: 'json' };
import messages from '../../fixtures/flows/messages.json' with { type: 'json' };

type Lang = 'id' | 'en';
const texts = journey.steps[0]?.texts as Record<string, { id: string; en: string }>;
const ui = (key: keyof typeof messages.ui, lang: Lang): string => messages.ui[key][lang];

async function open(page: Page, lang: Lang): Promise<string[]> {
  // Every request to the orders API the visit makes: a journey without an order makes none.
  const orders: string[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/orders')) orders.push(`${r.method()} ${r.url()}`); });
  await page.goto(`${journey.entry.path}?lang=${lang}`);
  await expect(page).toHaveURL(/\/number-claim\/claim/);
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  return orders;
}

const summaryBlocks = (page: Page) => page.locator('.block--orderSummary');

for (const lang of ['id', 'en'] as const) {
  test(`three phases, a block shown by its when, and an end without an order [${lang}]`, async ({ page }) => {
    const orders = await open(page, lang);
    await expect(page.getByTestId('phase-lookup')).toBeVisible();
    // The found number's block waits for a number found.
    await expect(summaryBlocks(page)).toHaveCount(0);
    // A terminal step: no Next button; the phase has its own.
    await expect(page.getByTestId('next-button')).toHaveCount(0);

    await page.getByTestId('field-fixtureDigits').fill('815');
    await page.getByTestId('phase-button').click();
    await expect(page.getByTestId('phase-confirm')).toBeVisible();
    await expect(page.getByTestId('phase-lookup')).toHaveCount(0);
    await expect(summaryBlocks(page)).toHaveCount(1);
    await expect(summaryBlocks(page)).toContainText(/08\d/);
    await expect(page.getByTestId('phase-button')).toHaveText(texts.claim?.[lang] ?? 'no text');

    const checked = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/number/status/'));
    await page.getByTestId('phase-button').click();
    await checked;
    await expect(page.getByTestId('phase-result')).toBeVisible();
    await expect(page.getByTestId('phase-button')).toHaveCount(0);
    await expect(page.getByTestId('phase-result')).toContainText(ui('claim.held', lang));
    // Ended in its call: the shop made no order.
    expect(orders).toEqual([]);
  });

  test(`an action skipped by its when, and an error's handler list that calls an operation [${lang}]`, async ({ page }) => {
    await open(page, lang);
    // No number has the digits: the toast whose `when` holds is shown, and the phase stays.
    await page.route('**/api/number/pre/reg**', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ numbers: [] }) }));
    await page.getByTestId('field-fixtureDigits').fill('815');
    await page.getByTestId('phase-button').click();
    await expect(page.getByTestId('toast')).toContainText(ui('claim.none', lang));
    await expect(page.getByTestId('phase-lookup')).toBeVisible();
    await expect(summaryBlocks(page)).toHaveCount(0);

    // Numbers again; the one chosen is taken when claimed (40011): the handler list searches again
    // (a call), tells so, and the error rule leads back to the lookup with the new number shown.
    await page.unroute('**/api/number/pre/reg**');
    await page.getByTestId('phase-button').click();
    await expect(page.getByTestId('phase-confirm')).toBeVisible();
    await page.route('**/api/number/status/**', (route) => route.fulfill({
      status: 400, contentType: 'application/json', body: JSON.stringify({ code: 40011, message: 'taken', errors: { message: 'taken' } }),
    }));
    const searched = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/number/pre/reg');
    await page.getByTestId('phase-button').click();
    await searched;
    await expect(page.getByTestId('toast')).toContainText(ui('claim.taken', lang));
    await expect(page.getByTestId('phase-lookup')).toBeVisible();
    await expect(summaryBlocks(page)).toHaveCount(1);
  });
}
