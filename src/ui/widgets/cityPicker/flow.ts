import { expect } from '@playwright/test';
import type { WidgetFlow } from '../flow-types';

/** Chooses the first city of the list once it has loaded. */
export const flow: WidgetFlow = {
  async satisfy({ page }) {
    const city = page.getByTestId('city-select');
    await expect(city.locator('option').nth(1)).toBeAttached();
    const value = await city.locator('option').nth(1).getAttribute('value');
    await city.selectOption(value ?? '');
  },
};
