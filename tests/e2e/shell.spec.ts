// What every route change does (canonical link, scroll to top, open modals closed) and marketing tracking.
import { expect, test } from '@playwright/test';
import messages from '../../flows/messages.json' with { type: 'json' };
import site from '../../flows/site.json' with { type: 'json' };
import { pickRandomNumber } from '../../src/ui/widgets/numberPicker/flow';
import { holdRequests } from './support/hold';

test('every route change sets the canonical link without the query and scrolls to the top', async ({ page }) => {
  await page.goto('/track?utm_source=news&lang=en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/track$/);
  await page.goto('/order');
  // The screen renders once its definition (its own chunk) is in: scroll when it is there.
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  await expect(page.getByTestId('next-button')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByTestId('nav').locator('a[href="/track"]').first().click({ force: true });
  await expect(page).toHaveURL(/\/track$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/track$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a route change closes an open error modal, and a browser back leaves no backdrop', async ({ page }) => {
  await page.goto('/track?lang=en');
  // The form is server-rendered: typing before the app has taken it over would be lost.
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  await page.getByTestId('field-trackOrderId').fill('NOPE-ORDER');
  await page.getByTestId('field-trackEmail').fill('nobody@example.com');
  await page.getByTestId('track-form-submit').click();
  await expect(page).toHaveURL(/\/track\/NOPE-ORDER/);
  await expect(page.getByTestId('error-modal')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/track(\?|$)/);
  await expect(page.getByTestId('error-modal')).toHaveCount(0);
  await expect(page.locator('.modal-backdrop')).toHaveCount(0);
});

test('utm parameters and click_id are kept in the ola_utm cookie and sent with /traffic after the delay', async ({ page, context }) => {
  const sent: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/traffic') && request.method() === 'POST') sent.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.goto('/track?utm_source=news&utm_medium=email&utm_campaign=launch&transaction_id=T1&click_id=C9');
  // The delay is 300 ms after the app has started; a loaded machine starts it later: the usual budget.
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  expect(sent[0]).toMatchObject({ utm_source: 'news', utm_medium: 'email', utm_campaign: 'launch', utm_term: '', utm_content: '' });
  const cookie = (await context.cookies()).find((c) => c.name === site.constants.utmCookie);
  expect(cookie).toBeDefined();
  const record = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as Record<string, string>;
  expect(record.utm_source).toBe('news');
  // click_id overrides transaction_id (spec section 3).
  expect(record.transaction_id).toBe('C9');
  // Kept about 365 days.
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test('agent mode still sends /traffic (decision A28: only the purchase tags are suppressed)', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => { if (request.url().endsWith('/api/traffic')) sent += 1; });
  await page.goto('/track');
  await page.evaluate((key) => {
    const state = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(key, JSON.stringify({ ...state, agent: 'AG-01' }));
  }, site.constants.sessionKey);
  await page.reload();
  await expect.poll(() => sent).toBeGreaterThan(0);
});

test('the language switch restates ?lang in the address, so a reload and a shared link keep the language chosen', async ({ page }) => {
  await page.goto('/promos?lang=id&utm_source=news');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/promos\?lang=en&utm_source=news$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('screen-heading')).toHaveText('Latest promos');
  // Without ?lang in the address, none is added (the session keeps the language).
  await page.goto('/track');
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page).toHaveURL(/\/track$/);
});

test('a browser move into a step whose guard no longer holds is undone each time, after an in-app start of the journey (A13)', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
  // In-app into the journey's entry (the footer's prepaid link): its actions run, then its first step opens.
  await page.getByTestId('footer').locator('a[href="/prepaid"]').click();
  await expect(page).toHaveURL(/\/order(\?|$)/);
  const city = page.getByTestId('city-select');
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption((await city.locator('option').nth(1).getAttribute('value')) ?? '');
  await pickRandomNumber(page);
  await page.locator('[data-testid^="package-item-"]').first().click();
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(/\/order-recipient/);
  await page.goBack();
  await expect(page).toHaveURL(/\/order(\?|$)/);
  // The city taken back: the next step's guard (a city, a number and a package) no longer holds.
  await city.selectOption('');
  for (const attempt of [1, 2]) {
    await page.goForward();
    // Undone: back on the first step with its screen, never a spinner on the guarded step.
    await expect(page, `browser forward #${attempt}`).toHaveURL(/\/order(\?|$)/);
    await expect(city, `browser forward #${attempt}`).toBeVisible();
  }
});

test('a switch to English waits for the English texts: the page stays Indonesian until they are in, then is English throughout', async ({ page }) => {
  // The English texts' chunk held back, as on a slow link (the shell carries the Indonesian ones).
  const { release, asked } = await holdRequests(page, /\/assets\/messages-en-[\w-]+\.js$/);
  await page.goto('/order');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toHaveText(messages.ui['a11y.skipToContent'].id);
  await page.getByTestId('lang-switch').click();
  await expect.poll(asked).toBe(true);
  // Not taken yet: no screen shows English beside Indonesian texts that fell back.
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(skip).toHaveText(messages.ui['a11y.skipToContent'].id);
  await expect(page.getByTestId('lang-switch')).toHaveAttribute('aria-label', messages.ui['lang.switchToEn'].id);
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(skip).toHaveText(messages.ui['a11y.skipToContent'].en);
  await expect(page.getByTestId('lang-switch')).toHaveAttribute('aria-label', messages.ui['lang.switchToId'].en);
});
