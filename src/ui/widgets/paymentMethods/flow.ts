import type { WidgetFlow } from '../flow-types';

/** The first method offered. */
export const flow: WidgetFlow = {
  async satisfy({ page }) {
    await page.locator('[data-testid^="payment-method-"]').first().click();
  },
};
