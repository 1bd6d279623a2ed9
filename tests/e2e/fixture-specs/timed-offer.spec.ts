// Time as data, walked in Chromium on a shop that learnt the fixture journey from its published
// definitions (tests/fixtures/flows/journeys/timed-offer.json): the offer's expiry is read from the
// state and re-evaluated while the page stays open (the countdown, and the Next it then refuses), and
// its timer leads on by itself. The page's clock is Playwright's, which the shop's one clock ticks on.
import { expect, test } from '@playwright/test';

test('an offer runs out while its page is open: the countdown says so, Next is refused, then its timer leads on', async ({ page }) => {
  await page.clock.install();
  await page.goto('/timed-offer?lang=en');
  await expect(page.getByTestId('screen-offer-open')).toBeVisible();
  const countdown = page.getByTestId('countdown-offer');
  await expect(countdown).toHaveText(/^The offer ends in 0[01]:\d\d$/);
  // Marks this document: a reload or a new page would lose it.
  await page.evaluate(() => { (window as Window & { offerPage?: number }).offerPage = 1; });

  await page.clock.fastForward(30_000);
  await expect(countdown).toHaveText(/^The offer ends in 00:[23]\d$/);
  await page.clock.fastForward(31_000);
  await expect(countdown).toHaveText('The offer has ended');
  await page.getByTestId('next-button').click();
  await expect(page.getByTestId('toast')).toContainText('The offer has ended');
  await expect(page).toHaveURL(/\/timed-offer\/offer(\?.*)?$/);
  expect(await page.evaluate(() => (window as Window & { offerPage?: number }).offerPage)).toBe(1);

  // 90 s after arriving, the timer opens the step that says the offer is gone.
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('screen-offer-gone')).toBeVisible();
  await expect(page).toHaveURL(/\/timed-offer\/gone(\?.*)?$/);
  expect(await page.evaluate(() => (window as Window & { offerPage?: number }).offerPage)).toBe(1);

  // A new visit of the offer has a minute of its own, and taking it in time moves on.
  await page.getByTestId('next-button').click();
  await expect(countdown).toHaveText(/^The offer ends in 0[01]:\d\d$/);
  await page.getByTestId('next-button').click();
  await expect(page.getByTestId('screen-offer-taken')).toBeVisible();
});
