import { expect } from '@playwright/test';
import type { WidgetFlow } from '../../../definitions/widget-flow';

const METHODS = ['courier', 'pickup'] as const;

/**
 * Courier delivery, once its options have loaded (the first is preselected); a store pick-up when the plan wants
 * `{ method: 'pickup' }` (a body template's branch): the picker then chooses the city's first store.
 */
export const flow: WidgetFlow = {
  async satisfy({ page, want = {} }) {
    const method = want.method ?? 'courier';
    const other = Object.keys(want).filter((k) => k !== 'method');
    if (other.length > 0 || !METHODS.some((m) => m === method)) {
      throw new Error(`deliveryPicker can choose a method (${METHODS.join(', ')}) only, not ${JSON.stringify(want)}`);
    }
    await page.getByTestId(`delivery-${String(method)}`).click();
    await expect(page.getByTestId(`delivery-${String(method)}`)).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('[data-testid^="logistic-"] input:checked')).toHaveCount(1);
  },
};
