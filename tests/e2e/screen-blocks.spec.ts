// Each screen's blocks are its own: a widget at the same place on the next screen is mounted afresh,
// so nothing a block kept for itself (a search typed, a tab, a failure) carries over to another step.
// The prepaid journey's first two steps both start with the cart steps.
import { expect, test } from '@playwright/test';
import { chooseNumberAndPackage } from './support/journey';

test('a block at the same place on the next step is a new block, not the previous step\'s', async ({ page }) => {
  const cartSteps = page.locator('section.block--cartSteps');
  await chooseNumberAndPackage(page, 'id', undefined, async () => {
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await expect(cartSteps).toHaveCount(1);
    await cartSteps.evaluate((el) => { (el as HTMLElement).dataset.firstStep = '1'; });
  });
  await expect(page.getByTestId('screen-heading')).toBeVisible();
  await expect(cartSteps).toHaveCount(1);
  await expect(cartSteps).not.toHaveAttribute('data-first-step', '1');
});
