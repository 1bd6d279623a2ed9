// Cross-cutting behaviour of the shop: failure and retry, tracking, layout, not-found, reload, CSP, texts.
import { expect, test } from '@playwright/test';
import messages from '../../flows/messages.json' with { type: 'json' };
import {
  catalogue, chooseNumberAndPackage, customer, expectChrome, fillRecipient, orderCode, settleInSandbox, ui,
} from './support/journey';
import { holdRequests } from './support/hold';

test('a failed payment reaches /common-failed and a retry succeeds', async ({ page }) => {
  await chooseNumberAndPackage(page, 'id');
  const person = customer('retry');
  await fillRecipient(page, person);
  await page.getByTestId('payment-method-06').click();
  await expect(page).toHaveURL(/\/va-link/);
  const code = await orderCode(page);
  await settleInSandbox(page, code, 'fail');
  await expect(page).toHaveURL(new RegExp(`/common-failed/${code}`), { timeout: 15_000 });
  await expectChrome(page, false);
  await expect(page.getByTestId('payment-failed')).toBeVisible();
  await page.getByTestId('retry-payment').click();
  await expect(page).toHaveURL(/\/(retrypay|payment3s)/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/payment3s/, { timeout: 15_000 });
  await page.getByTestId('payment-method-07').click();
  await expect(page).toHaveURL(/\/va-link/);
  await settleInSandbox(page, code, 'pay');
  await expect(page).toHaveURL(new RegExp(`/thankyou/${code}`), { timeout: 15_000 });
});

test('tracking shows the paid order with its status labels', async ({ page }) => {
  await chooseNumberAndPackage(page, 'en');
  const person = customer('track');
  await fillRecipient(page, person);
  await page.getByTestId('payment-method-08').click();
  await expect(page).toHaveURL(/\/va-link/);
  const code = await orderCode(page);
  await settleInSandbox(page, code, 'pay');
  await expect(page).toHaveURL(/\/thankyou\//, { timeout: 15_000 });

  await page.goto('/track?lang=en');
  // The form is server-rendered: typing before the app has taken it over would be lost.
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  await expectChrome(page, true);
  await page.getByTestId('field-trackOrderId').fill(code);
  await page.getByTestId('field-trackEmail').fill(person.email);
  await page.getByTestId('track-form-submit').click();
  await expect(page).toHaveURL(new RegExp(`/track/${code}`));
  const timeline = page.getByTestId('track-timeline');
  await expect(timeline).toBeVisible();
  await expect(page.getByTestId('track-status-PAYMENT_SUCCESS')).toContainText(ui('trackStatus.PAYMENT_SUCCESS', 'en'));
  await expect(page.getByTestId('track-status-PAYMENT_SUCCESS')).toHaveAttribute('data-state', 'current');
  // Received and placed in the same second are one stage.
  await expect(page.getByTestId('track-status-ORDER_PLACED')).toHaveAttribute('data-state', 'passed');
  await expect(page.getByTestId('track-status-ORDER_RECEIVED')).toHaveCount(0);

  // A wrong email is answered with catalogue entry 40010.
  await page.goto(`/track/${code}/nobody@example.com?lang=id`);
  const modal = page.getByTestId('error-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(catalogue('40010').title.id);
  await expect(modal).toContainText(catalogue('40010').text.id);
  await expect(page.getByTestId('error-modal-button')).toHaveText(catalogue('40010').button.label.id);
});

test('header and footer are shown on journey pages and the not-found page has neither', async ({ page }) => {
  for (const path of ['/', '/order', '/track']) {
    await page.goto(path);
    await expect(page.getByTestId('nav')).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
  }
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expectChrome(page, false);
  await page.goto('/common-failed');
  await expectChrome(page, false);
});

test('the header has the spec navigation and switches language', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByTestId('nav');
  await expect(nav.locator('a[href="/track"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/order');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a reload mid-journey keeps the order and what was typed', async ({ page }) => {
  await chooseNumberAndPackage(page, 'id');
  const person = customer('reload');
  await page.getByTestId('field-recipientName').fill(person.name);
  await page.getByTestId('field-recipientAddress').fill(person.address);
  // Read once the chosen number is shown (an earlier read could hold the placeholder).
  await expect(page.getByTestId('summary-number')).toHaveText(/\d{4}/);
  const summaryBefore = await page.getByTestId('summary-number').textContent();
  await page.reload();
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/order-recipient/);
  // The fields the customer filled come back from the session, with the choices of the first step.
  await expect(page.getByTestId('field-recipientName')).toHaveValue(person.name);
  await expect(page.getByTestId('field-recipientAddress')).toHaveValue(person.address);
  await expect(page.getByTestId('summary-number')).toHaveText(summaryBefore ?? '');
  await expect(page.getByTestId('summary-deposit')).toContainText('Rp50.000');
});

test('form errors show the spec texts in the current language', async ({ page }) => {
  await chooseNumberAndPackage(page, 'en');
  await page.getByTestId('field-recipientEmail').fill('siti@example.com');
  await page.getByTestId('field-recipientEmailConfirm').fill('other@example.com');
  await page.getByTestId('field-recipientPhone').fill('081112345678');
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/order-recipient/);
  await expect(page.getByTestId('field-error-recipientName')).toHaveText(messages.validation.required.en);
  await expect(page.getByTestId('field-error-recipientEmailConfirm')).toHaveText(messages.validation.notEqual.en);
  await expect(page.getByTestId('field-error-recipientPhone')).toHaveText(messages.validation.phonePrefix.en);
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('next-button').click();
  await expect(page.getByTestId('field-error-recipientName')).toHaveText(messages.validation.required.id);

  // A number typed or pasted as people write it keeps its digits: no "at most 13 characters" for its dashes.
  const phone = page.getByTestId('field-recipientPhone');
  await phone.fill('0815-1234-5678');
  await expect(phone).toHaveValue('081512345678');
  await phone.pressSequentially(' ');
  await phone.blur();
  await expect(phone).toHaveValue('081512345678');
  await expect(page.getByTestId('field-error-recipientPhone')).toHaveCount(0);
  await phone.fill('+62 815 1234 5678');
  await phone.blur();
  await expect(phone).toHaveValue('6281512345678');
  await expect(page.getByTestId('field-error-recipientPhone')).toHaveCount(0);
});

test('a number search shorter than 3 digits shows the 40031 text', async ({ page }) => {
  await page.goto('/prepaid?lang=id');
  await page.getByTestId('number-search').fill('12');
  await expect(page.getByTestId('number-search-hint')).toHaveText(catalogue('40031').text.id);
});

test('a number search hint wanted before the error catalogue has arrived waits for it: its own text, never the generic one', async ({ page }) => {
  // The catalogue's chunk held back, as on a slow link right after landing (the shell carries only the generic entry).
  const { release, asked } = await holdRequests(page, /\/assets\/errors-[\w-]+\.js$/);
  await page.goto('/order?lang=id');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
  const search = page.getByTestId('number-search');
  await search.fill('12');
  // The search is too short (checked once typing pauses): the field says so at once, its text waits for the catalogue.
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(asked).toBe(true);
  await expect(page.getByTestId('number-search-hint')).toHaveCount(0);
  release();
  await expect(page.getByTestId('number-search-hint')).toHaveText(catalogue('40031').text.id);
  await expect(search).toHaveAttribute('aria-describedby', 'number-search-hint');
});

test('the shop runs under a Content-Security-Policy without unsafe-eval', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) violations.push(message.text()); });
  const response = await page.goto('/order');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.locator('[data-testid^="package-item-"]').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('money is shown as Rp with dot thousand separators', async ({ page }) => {
  await page.goto('/order');
  await expect(page.locator('[data-testid^="package-item-"]').first()).toContainText(/Rp\d{1,3}(\.\d{3})+/);
});
