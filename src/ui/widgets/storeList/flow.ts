import { expect } from '@playwright/test';
import type { WidgetFlow } from '../../../definitions/widget-flow';

/** Nothing to choose: the list only has to have answered. */
export const flow: WidgetFlow = {
  async satisfy({ page }) {
    await expect(page.getByTestId('store-list')).toHaveAttribute('data-loaded', '1');
  },
};
