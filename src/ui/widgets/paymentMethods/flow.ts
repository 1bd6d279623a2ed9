import { expect } from '@playwright/test';
import type { WidgetFlow } from '../../../definitions/widget-flow';

/** The first method offered; to the end, the plan's method paid on the sandbox's payment page (a card's). */
export const flow: WidgetFlow = {
  async satisfy({ page }) {
    await page.locator('[data-testid^="payment-method-"]').first().click();
  },
  async complete({ page, choice }) {
    await page.getByTestId(`payment-method-${choice}`).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.locator('#sandbox-pay').click();
  },
};
