// Issue 9: /thankyou tells the order's real state from the server, never "paid" for any id, and
// the URLs the shop hands out carry no email.
import { expect, test } from '@playwright/test';
import thankyou from '../../flows/pages/thankyou.json' with { type: 'json' };
import trackPage from '../../flows/pages/track.json' with { type: 'json' };
import site from '../../flows/site.json' with { type: 'json' };
import { activationEmail, postpaidOrder, settle } from '../../src/ui/widgets/activation/flow';
import {
  chooseLastCourier, chooseNumberAndPackage, customer, fillRecipient, fillRecipientForm, orderCode, SESSION_KEY, settleInSandbox, ui, type Lang,
} from './support/journey';

const text = (key: keyof typeof thankyou.texts) => thankyou.texts[key].en;

test('a made-up order id is not a successful payment', async ({ page }) => {
  await page.goto('/thankyou/SIMPRE-NOPE-123?lang=en');
  await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'unknown');
  await expect(page.getByTestId('thankyou-heading')).toHaveText(text('unknownHeading'));
  await expect(page.getByText(text('paidHeading'))).toHaveCount(0);
});

test('an unpaid order is waiting, with a way back to its payment; a failed one offers a retry', async ({ page, browser }) => {
  await chooseNumberAndPackage(page, 'en');
  await fillRecipient(page, customer('ty-wait'));
  const code = await orderCode(page);
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);

  await page.goto(`/thankyou/${code}`);
  await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'waiting');
  await expect(page.getByTestId('thankyou-heading')).toHaveText(text('waitingHeading'));
  await page.getByTestId('thankyou-resume').click();
  await expect(page).toHaveURL(/\/va-link/);

  // Someone else's browser (no session): still waiting, and the way back is the retry page (no email in it).
  const other = await browser.newPage();
  await other.goto(`/thankyou/${code}?lang=en`);
  await expect(other.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'waiting');
  await expect(other.getByTestId('thankyou-recap')).toHaveCount(0);
  await expect(other.getByTestId('thankyou-resume')).toHaveAttribute('href', `/retrypay/${code}`);

  await settleInSandbox(page, code, 'fail');
  await other.reload();
  await expect(other.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'failed');
  await expect(other.getByTestId('thankyou-retry')).toHaveAttribute('href', `/retrypay/${code}`);
  await other.close();
});

test('a paid card order lands on /thankyou/<id> without the email, with the recap and what comes next', async ({ page, browser }) => {
  await chooseNumberAndPackage(page, 'en');
  const person = customer('ty-paid');
  await fillRecipientForm(page, person);
  // The estimate shown is the chosen courier's, not the site's general range.
  const estimate = await chooseLastCourier(page);
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/payment3s/);
  const code = await orderCode(page);
  await page.getByTestId('payment-method-03').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  expect(decodeURIComponent(page.url())).not.toContain(person.email);
  await page.locator('#sandbox-pay').click();
  await expect(page).toHaveURL(new RegExp(`/thankyou/${code}$`), { timeout: 15_000 });
  await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'paid');
  await expect(page.getByTestId('thankyou-heading')).toHaveText(text('paidHeading'));
  await expect(page.getByTestId('recap-number')).not.toBeEmpty();
  await expect(page.getByTestId('recap-package')).not.toBeEmpty();
  await expect(page.getByTestId('recap-amount')).toHaveText(/^Rp[\d.]+$/);
  await expect(page.getByTestId('recap-delivery')).toHaveText(estimate);
  await expect(page.getByTestId('thankyou-next')).toContainText(text('next2'));
  await expect(page.getByTestId('thankyou-track')).toHaveAttribute('href', `/track/${code}`);

  // A link of the spec's longer form (with the email and hash) still works, with the recap.
  const other = await browser.newPage();
  await other.goto(`/thankyou/${code}/${encodeURIComponent(person.email)}/hash?lang=en`);
  await expect(other.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'paid');
  await expect(other.getByTestId('thankyou-recap')).toBeVisible();
  await other.close();
});

test('the thank-you page fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/thankyou/SIMPRE-NOPE-9?lang=id');
  await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'unknown');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

// Issue 32: the thank-you page names the plan then its bonus, says "today" for an instant courier,
// lists what comes next aligned, and its "Track order" opens the tracking at once (this visit).
const PLAN = { id: 'Internet 10GB 30 hari', en: '10GB Internet 30 days' } as const;
const BONUS = { id: '10GB + Bonus 5GB Malam', en: '10GB + 5GB Night Bonus' } as const;
const texts = (key: keyof typeof thankyou.texts, lang: Lang) => thankyou.texts[key][lang];
const trackText = (key: keyof typeof trackPage.texts, lang: Lang) => trackPage.texts[key][lang];

for (const lang of ['id', 'en'] as const) {
  test(`(${lang}, phone) a paid order: plan then bonus, "today" for an instant courier, aligned next steps; "Track order" opens its tracking`, async ({ page, browser }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await chooseNumberAndPackage(page, lang, 'Jakarta Pusat');
    const person = customer(`ty-track-${lang}`);
    await fillRecipientForm(page, person);
    // The same-day courier's "1-1" reads "0-1" (A19) on one line; the instant courier's "0-0" says today.
    const sameDay = page.getByTestId('logistic-1').locator('.nowrap');
    await expect(sameDay).toHaveText(ui('delivery.sla', lang).replace('%s', '0-1'));
    expect(await sameDay.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
    const instant = page.getByTestId('logistic-11');
    await expect(instant.locator('.option__meta')).toHaveText(ui('delivery.today', lang));
    await instant.locator('input').check();
    await expect(instant).toHaveClass(/is-selected/);
    await page.getByTestId('next-button').click();
    await expect(page).toHaveURL(/\/payment3s/);
    const code = await orderCode(page);
    await page.getByTestId('payment-method-03').click();
    await page.locator('#sandbox-pay').click();
    await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'paid', { timeout: 15_000 });

    await expect(page.getByTestId('recap-package')).toHaveText(PLAN[lang]);
    await expect(page.getByTestId('recap-bonus')).toHaveText(BONUS[lang]);
    await expect(page.getByTestId('recap-delivery')).toHaveText(ui('delivery.today', lang));
    await expect(page.getByTestId('thankyou-pickup')).toHaveCount(0);
    await expect(page.getByTestId('thankyou-activate')).toHaveCount(0);
    await expect(page.getByTestId('thankyou-next')).toContainText(texts('next2', lang));
    // The numbered steps start at one left edge (not centred line by line).
    const lefts = await page.getByTestId('thankyou-next').locator('li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    expect(await page.getByTestId('thankyou-next').locator('ol').evaluate((ol) => getComputedStyle(ol).textAlign)).toMatch(/^(left|start)$/);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByTestId('thankyou-track').click();
    await expect(page).toHaveURL(new RegExp(`/track/${code}$`));
    await expect(page.getByTestId('track-status-PAYMENT_SUCCESS')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('track-status-PAYMENT_SUCCESS').locator('time')).toHaveText(/ WIB$/);
    await expect(page.getByTestId('track-estimate')).toContainText(ui('delivery.today', lang));
    expect(decodeURIComponent(page.url())).not.toContain(person.email);

    // Another browser with the same link is asked for the email (RT-011), then sees the order.
    const other = await browser.newPage();
    await other.goto(`/track/${code}?lang=${lang}`);
    await expect(other.getByTestId('field-error-trackEmail')).toHaveText(trackText('emailNeeded', lang));
    await expect(other.getByTestId('field-trackEmail')).toBeFocused();
    await expect(other.getByTestId('field-trackOrderId')).toHaveValue(code);
    await expect(other.getByTestId('track-timeline')).toHaveCount(0);
    await other.getByTestId('field-trackEmail').fill(person.email);
    await other.getByTestId('track-form-submit').click();
    await expect(other.getByTestId('track-status-PAYMENT_SUCCESS')).toHaveAttribute('data-state', 'current');
    await other.close();
  });

  test(`(${lang}) a store pick-up's thank-you page names the store, its address and hours, and the KTP to bring; no courier`, async ({ page }) => {
    await chooseNumberAndPackage(page, lang, 'Jakarta Pusat');
    await fillRecipientForm(page, customer(`ty-pickup-${lang}`));
    await page.getByTestId('delivery-pickup').click();
    await page.getByTestId('logistic-5-STORE-JKT-02').click();
    await page.getByTestId('next-button').click();
    await expect(page).toHaveURL(/\/payment3s/);
    await page.getByTestId('payment-method-03').click();
    await page.locator('#sandbox-pay').click();
    await expect(page.getByTestId('thank-you')).toHaveAttribute('data-outcome', 'paid', { timeout: 15_000 });
    const pickup = page.getByTestId('thankyou-pickup');
    await expect(pickup.getByTestId('pickup-store')).toHaveText('Gerai Blok M');
    await expect(pickup.getByTestId('pickup-address')).toContainText('Jl. Melawai Raya No. 5, Jakarta Selatan');
    await expect(pickup.getByTestId('pickup-hours')).toHaveText(ui('delivery.storeHours', lang).replace('%s', '10:00-22:00'));
    await expect(pickup.getByTestId('pickup-bring')).toHaveText(texts('pickupBring', lang));
    await expect(page.getByTestId('thankyou-next')).toContainText(texts('next2Pickup', lang));
    await expect(page.getByTestId('thankyou-next')).not.toContainText(texts('next2', lang));
    await expect(page.getByTestId('recap-delivery')).toHaveCount(0);
  });

  test(`(${lang}) a paid postpaid order says to activate within the site's hours, with a link that fills the order ID and email`, async ({ page, request }) => {
    const order = await postpaidOrder(request, activationEmail(`ty-${lang}`));
    await settle(request, order, 'success');
    // The visit that placed it keeps the order's answer in its session (as orders.create leaves it).
    await page.addInitScript(([key, code, email]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, JSON.stringify({ data: { order: { order_code: code, email } } }));
    }, [SESSION_KEY, order.code, order.email] as const);
    await page.goto(`/thankyou/${order.code}/${encodeURIComponent(order.email)}?lang=${lang}`);
    const box = page.getByTestId('thankyou-activate');
    await expect(box).toContainText(texts('activateText', lang).replace('%s', String(site.constants.postpaidActivationHours)));
    await expect(page.getByTestId('thankyou-next')).toContainText(texts('next2Activate', lang).replace('%s', String(site.constants.postpaidActivationHours)));
    const link = page.getByTestId('thankyou-activate-link');
    await expect(link).toHaveAttribute('href', `/activate/${order.code}`);
    await link.click();
    await expect(page.getByTestId('field-activateOrderId')).toHaveValue(order.code);
    await expect(page.getByTestId('field-activateEmail')).toHaveValue(order.email);
    await expect(page.getByTestId('activation-found')).toBeVisible();
  });
}
