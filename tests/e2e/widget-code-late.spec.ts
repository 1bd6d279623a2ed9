// A widget whose code arrives after its screen (shown with its skeleton meanwhile) stays mounted through
// the screen's later renders: what the customer typed is kept, and a tap in progress still lands
// (src/ui/widget-registry.ts: a widget's component never changes type under a mounted block).
import { expect, test } from '@playwright/test';
import messages from '../../flows/messages.json' with { type: 'json' };
import { choosePlanAndNumber } from './support/postpaid';
import { holdRequests } from './support/hold';

test('text typed into a widget whose code came late survives the next render (a language switch)', async ({ page }) => {
  // The track form's code is held back, so its screen shows before it and it is mounted once it comes.
  const { release } = await holdRequests(page, /\/assets\/TrackOrder-[\w-]+\.js$/);
  try {
    await page.goto('/?lang=id');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await page.getByTestId('nav-track').click();
    await expect(page).toHaveURL(/\/track$/);
    await expect(page.getByTestId('screen-heading')).toBeVisible();
    await expect(page.getByTestId('field-trackOrderId')).toHaveCount(0);
  } finally {
    release();
  }
  const field = page.getByTestId('field-trackOrderId');
  await field.fill('SIMPRE20260101ABCDEF');
  // The node the customer typed into is the one still there after the screen renders again.
  await field.evaluate((el) => { (el as HTMLElement).dataset.typedHere = '1'; });
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(field).toHaveValue('SIMPRE20260101ABCDEF');
  await expect(field).toHaveAttribute('data-typed-here', '1');
});

test('a submit made before the step\'s form is drawn focuses the first wrong field once the form comes', async ({ page }) => {
  // The personal step's form code is held back, so its screen shows the skeleton when Next is pressed.
  const { release } = await holdRequests(page, /\/assets\/Form-[\w-]+\.js$/);
  try {
    await choosePlanAndNumber(page, 'id');
    await expect(page.getByTestId('field-noKtp')).toHaveCount(0);
    await page.getByTestId('next-button').click();
    await expect(page.getByTestId('toast')).toBeVisible();
  } finally {
    release();
  }
  await expect(page.getByTestId('field-error-noKtp')).toHaveText(messages.validation.required.id);
  await expect(page.getByTestId('field-noKtp')).toBeFocused();
});
