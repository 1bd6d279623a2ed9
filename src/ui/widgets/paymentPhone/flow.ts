import type { WidgetFlow } from '../../../definitions/widget-flow';

/** A wallet number, then pay. */
export const flow: WidgetFlow = {
  async satisfy({ page }) {
    await page.getByTestId('payment-phone-form').locator('input').first().fill('081512345679');
    await page.getByTestId('payment-phone-form-submit').click();
  },
};
