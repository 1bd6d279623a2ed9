import { expect } from '@playwright/test';
import type { WidgetFlow } from '../../../definitions/widget-flow';

/**
 * Chooses, once the list has loaded, the first city that has a store of its own (GET /api/stores), so every
 * delivery method is offered later (a pick-up needs a store); the first city of the list when none has.
 */
export const flow: WidgetFlow = {
  async satisfy({ page }) {
    const city = page.getByTestId('city-select');
    await expect(city.locator('option').nth(1)).toBeAttached();
    const answer = await page.request.get('/api/stores?limit=100');
    const stores = answer.ok() ? ((await answer.json()) as { stores: Array<{ city: string }> }).stores : [];
    const served = new Set(stores.map((s) => s.city));
    const options = await city.locator('option').evaluateAll((els) => els.map((e) => ({ value: e.getAttribute('value') ?? '', text: (e.textContent ?? '').trim() })));
    const choices = options.filter((o) => o.value !== '');
    const chosen = choices.find((o) => served.has(o.text)) ?? choices[0];
    await city.selectOption(chosen?.value ?? '');
  },
};
