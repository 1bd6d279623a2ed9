// Postpaid activation after purchase (/activate): orders made through the API (SIMPOST) and paid or
// failed in the sandbox, then activated by a customer in both languages: complete, failed, the
// lookup errors with their own texts and buttons (A7), the pre-filled path (A31), and tracking.
import { expect, test, type Page } from '@playwright/test';
import { activationEmail, postpaidOrder, settle, startPayment, type ActivationOrder } from '../../src/ui/widgets/activation/flow';
import { catalogue, type Lang } from './support/journey';
import page from '../../flows/pages/activate.json' with { type: 'json' };
import vaPage from '../../flows/pages/va-link.json' with { type: 'json' };
import messages from '../../flows/messages.json' with { type: 'json' };

type Texts = Record<string, { id: string; en: string }>;
const TEXTS = page.texts as Texts;
const text = (key: string, lang: Lang): string => {
  const t = TEXTS[key];
  if (!t) throw new Error(`no text ${key}`);
  return t[lang];
};

const VA_TEXTS = vaPage.texts as Texts;
const ui = (key: string, lang: Lang): string => {
  const t = (messages.ui as Record<string, { id: string; en: string } | undefined>)[key];
  if (!t) throw new Error(`no ui text ${key}`);
  return t[lang];
};

type Order = ActivationOrder;

const emailOf = (tag: string) => activationEmail(tag);
/** The sandbox provider's documented test case: the local part ends with +activationfail. */
const failingEmail = () => activationEmail('fail', true);

async function open(p: Page, path: string, lang: Lang): Promise<void> {
  await p.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  await expect(p.locator('html[data-app-ready="1"]')).toHaveCount(1);
}

async function fillForm(p: Page, order: Order): Promise<void> {
  await p.getByTestId('field-activateOrderId').fill(order.code);
  await p.getByTestId('field-activateEmail').fill(order.email);
  await p.getByTestId('field-activateEmail').press('Enter');
}

async function expectModal(p: Page, key: string, lang: Lang, button: string): Promise<void> {
  const modal = p.getByTestId('error-modal');
  await expect(modal).toHaveAttribute('data-code', key);
  await expect(modal.locator('.modal__title')).toHaveText(catalogue(key).title[lang]);
  await expect(p.getByTestId('error-modal-button')).toHaveText(button);
  await expect(p.getByTestId('error-modal-button')).toBeFocused();
}

for (const lang of ['id', 'en'] as const) {
  test.describe(`activation (${lang})`, () => {
    test('a paid order: typed in, found, activated: complete within 24 hours; tracking shows activation process then complete', async ({ page: p, request }) => {
      await p.setViewportSize({ width: 375, height: 740 });
      const order = await postpaidOrder(request, emailOf('ok'));
      await settle(request, order, 'success');
      await open(p, '/activate', lang);
      await expect(p.getByTestId('nav')).toHaveCount(1);
      await expect(p.getByTestId('footer')).toHaveCount(1);
      await fillForm(p, order);
      await expect(p).toHaveURL(new RegExp(`/activate/${order.code}/`));
      await expect(p.getByTestId('activation-order')).toHaveText(order.code);
      await expect(p.getByTestId('activation-number')).toHaveText(/^08/);
      await p.getByTestId('phase-button').focus();
      await p.keyboard.press('Enter');
      const done = p.getByTestId('activation-complete');
      await expect(done).toContainText(text('completeTitle', lang));
      // The hours are the site's postpaidActivationHours, read (not written into the text).
      await expect(done).toContainText(text('completeText', lang).replace('%s', '24'));
      await expect.poll(() => p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // Recorded as an order of its own (POSTACTV), which this visit opens without typing the email.
      const activationCode = (await p.getByTestId('activation-code').innerText()).trim();
      expect(activationCode).toMatch(/^POSTACTV/);
      await p.getByTestId('activation-track').click();
      await expect(p).toHaveURL(new RegExp(`/track/${activationCode}$`));
      await expect(p.getByTestId('track-status-ACTIVATION_REQUESTED')).toHaveAttribute('data-state', 'passed');
      await expect(p.getByTestId('track-status-ACTIVATION_COMPLETE')).toHaveAttribute('data-state', 'current');
      await expect(p.getByTestId('track-status-ORDER_PLACED')).toHaveCount(0);
      await expect(p.getByTestId('track-estimate')).toHaveCount(0);

      await open(p, `/track/${order.code}/${encodeURIComponent(order.email)}`, lang);
      await expect(p.getByTestId('track-status-ACTIVATION_REQUESTED')).toHaveAttribute('data-state', 'passed');
      await expect(p.getByTestId('track-status-ACTIVATION_REQUESTED')).toContainText(lang === 'id' ? 'Proses aktivasi' : 'Activation process');
      await expect(p.getByTestId('track-status-ACTIVATION_COMPLETE')).toHaveAttribute('data-state', 'current');
    });

    test('the sandbox test case fails: failed with what to do next; tracking shows the failure', async ({ page: p, request }) => {
      const order = await postpaidOrder(request, failingEmail());
      await settle(request, order, 'success');
      await open(p, `/activate/${order.code}/${encodeURIComponent(order.email)}`, lang);
      await p.getByTestId('phase-button').click();
      const failed = p.getByTestId('activation-failed');
      await expect(failed).toContainText(text('failedTitle', lang));
      await expect(failed).toContainText(text('failedText', lang));
      await open(p, `/track/${order.code}/${encodeURIComponent(order.email)}`, lang);
      await expect(p.getByTestId('track-status-ACTIVATION_REQUESTED')).toHaveAttribute('data-state', 'passed');
      await expect(p.getByTestId('track-status-ACTIVATION_FAILED')).toHaveAttribute('data-state', 'failed');
    });

    test('the path pre-fills the form and looks the order up at once (A31); a submitted one is 40019', async ({ page: p, request }) => {
      const order = await postpaidOrder(request, emailOf('prefill'));
      await settle(request, order, 'success');
      await open(p, `/activate/${order.code}/${encodeURIComponent(order.email)}`, lang);
      await expect(p.getByTestId('field-activateOrderId')).toHaveValue(order.code);
      await expect(p.getByTestId('field-activateEmail')).toHaveValue(order.email);
      await expect(p.getByTestId('activation-found')).toBeVisible();
      await p.getByTestId('phase-button').click();
      await expect(p.getByTestId('activation-complete')).toBeVisible();
      await open(p, `/activate/${order.code}/${encodeURIComponent(order.email)}`, lang);
      await expectModal(p, 'activation.40019', lang, catalogue('activation.40019').button.label[lang]);
    });

    test("an unknown order or a wrong email: 404 with 'Retry', staying on the form", async ({ page: p, request }) => {
      const order = await postpaidOrder(request, emailOf('nf'));
      await open(p, '/activate', lang);
      await fillForm(p, { code: order.code, email: 'nobody@example.com' });
      await expectModal(p, 'activation.404', lang, lang === 'id' ? 'Coba Lagi' : 'Retry');
      await p.keyboard.press('Enter');
      await expect(p.getByTestId('error-modal')).toHaveCount(0);
      await expect(p.getByTestId('field-activateEmail')).toHaveValue('nobody@example.com');
      await expect(p).toHaveURL(/\/activate\//);
    });

    test("unpaid: 40021 'Pay Now' leads to the retry-payment page of the order", async ({ page: p, request }) => {
      const order = await postpaidOrder(request, emailOf('unpaid'));
      await open(p, `/activate/${order.code}/${encodeURIComponent(order.email)}`, lang);
      await expectModal(p, 'activation.40021', lang, lang === 'id' ? 'Bayar Sekarang' : 'Pay Now');
      await p.getByTestId('error-modal-button').click();
      await expect(p).toHaveURL(/\/payment/);
    });

    test("unpaid with an open VA: the VA variant names the VA number, 'How to pay using VA'", async ({ page: p, request }) => {
      const order = await postpaidOrder(request, emailOf('va'));
      const va = await startPayment(request, order, '05');
      await open(p, `/activate/${order.code}/${encodeURIComponent(order.email)}`, lang);
      await expectModal(p, 'activation.40021va', lang, lang === 'id' ? 'Cara bayar dengan VA' : 'How to pay using VA');
      await expect(p.getByTestId('error-modal').locator('.modal__text')).toContainText(va.va_number ?? 'no VA number');
      // The button leads to that order's VA page (looked up by its code and email): number, bank, guides, status.
      await p.getByTestId('error-modal-button').click();
      await expect(p).toHaveURL(/\/va-link$/);
      await expect(p.getByTestId('va-number')).toHaveText(va.va_number ?? 'no VA number');
      await expect(p.getByTestId('va-bank-name')).toHaveText('BCA');
      await expect(p.getByTestId('va-guides').locator('h2')).toHaveText(VA_TEXTS.guideTitle[lang]);
      await expect(p.getByTestId('va-guides').locator('li').first()).toBeVisible();
      await expect(p.locator('.waiting__status')).toContainText(ui('payment.waiting', lang));
      // Paid in the sandbox: the page notices it by itself and moves on to the thank-you page.
      const res = await request.post(`/sandbox/pay/${va.id}/success`, { maxRedirects: 0 });
      expect(res.status()).toBe(303);
      await expect(p).toHaveURL(new RegExp(`/thankyou/${order.code}`));
    });

    test('the VA page of an order opens only with its own email: another email finds nothing and shows no VA', async ({ page: p, request }) => {
      const order = await postpaidOrder(request, emailOf('vawrong'));
      const va = await startPayment(request, order, '06');
      await open(p, `/va-link/${order.code}/${encodeURIComponent('someone.else@example.com')}`, lang);
      await expectModal(p, '40010', lang, catalogue('40010').button.label[lang]);
      await expect(p.getByTestId('va-number')).toHaveCount(0);
      await expect(p.getByText(va.va_number ?? 'no VA number')).toHaveCount(0);
      // The right email, typed into the form the page offers, opens it.
      await p.getByTestId('error-modal-button').click();
      await p.getByTestId('field-trackEmail').fill(order.email);
      await p.getByTestId('field-trackEmail').press('Enter');
      await expect(p).toHaveURL(/\/va-link$/);
      await expect(p.getByTestId('va-number')).toHaveText(va.va_number ?? 'no VA number');
      await expect(p.getByTestId('va-bank-name')).toHaveText('Mandiri');
    });

    test("the last payment failed: 40022 'Retry Payment' leads to the retry-payment page", async ({ page: p, request }) => {
      const order = await postpaidOrder(request, emailOf('failedpay'));
      await settle(request, order, 'failed');
      await open(p, `/activate/${order.code}/${encodeURIComponent(order.email)}`, lang);
      await expectModal(p, 'activation.40022', lang, lang === 'id' ? 'Coba Bayar Lagi' : 'Retry Payment');
      await p.getByTestId('error-modal-button').click();
      await expect(p).toHaveURL(/\/payment/);
    });
  });
}

test('the header leads to /activate under activation', async ({ page: p }) => {
  await open(p, '/', 'en');
  // By keyboard: the dropdown opens on Enter, its first entry is ours.
  await p.getByTestId('nav-activation').focus();
  await p.keyboard.press('Enter');
  await expect(p.getByTestId('nav-activation')).toHaveAttribute('aria-expanded', 'true');
  const entry = p.getByTestId('nav-activate-postpaid');
  await expect(entry).toBeVisible();
  await expect(entry).toHaveText('Activate Postpaid');
  await entry.focus();
  await p.keyboard.press('Enter');
  await expect(p).toHaveURL(/\/activate$/);
  await expect(p.getByTestId('phase-lookup')).toBeVisible();
});
