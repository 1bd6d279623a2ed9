import { expect } from '@playwright/test';
import type { WidgetFlow } from '../flow-types';

/** Courier delivery, once its options have loaded (the first is preselected). */
export const flow: WidgetFlow = {
  async satisfy({ page }) {
    await page.getByTestId('delivery-courier').click();
    await expect(page.locator('[data-testid^="logistic-"] input:checked')).toHaveCount(1);
  },
};
