import { expect } from '@playwright/test';
import type { WidgetFlow } from '../../../definitions/widget-flow';

/** Picks the first package (its first bonus comes with it, A22). */
export const flow: WidgetFlow = {
  async satisfy({ page }) {
    const first = page.locator('[data-testid^="package-item-"]').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
  },
};
