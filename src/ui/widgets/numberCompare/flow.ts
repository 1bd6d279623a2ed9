import { expect } from '@playwright/test';
import type { WidgetFlow } from '../../../definitions/widget-flow';

/** Chooses the number of the first column (the comparison's check runs first; the step moves on by onChoose). */
export const flow: WidgetFlow = {
  async satisfy({ page }) {
    const first = page.getByTestId('compare-column-0');
    await expect(first).toBeVisible();
    await first.getByRole('button').click();
  },
};
