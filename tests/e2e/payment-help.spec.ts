// The waiting screens are no dead end (issue 32): with header and footer hidden, the VA, QR and wallet
// screens offer another payment method for the same order and the operator's help (185, the chat); the
// wallet logos stay inside their badges on a phone.
import { expect, test, type Page } from '@playwright/test';
import site from '../../flows/site.json' with { type: 'json' };
import vaPage from '../../flows/pages/va-link.json' with { type: 'json' };
import { chooseNumberAndPackage, customer, expectChrome, fillRecipient, orderCode, ui, type Lang } from './support/journey';

const help = (vaPage.blocks[1] as { props: { help: { label: { id: string; en: string } }[] } }).props.help;

/** The way out of a waiting screen: change the method, call 185, ask on chat. */
async function expectHelp(page: Page, lang: Lang): Promise<void> {
  await expectChrome(page, false);
  const nav = page.getByTestId('waiting-help');
  await expect(nav).toBeVisible();
  await expect(nav).toContainText(ui('payment.helpTitle', lang));
  await expect(page.getByTestId('payment-change-method')).toHaveText(ui('payment.changeMethod', lang));
  await expect(page.getByTestId('payment-help-0')).toHaveAttribute('href', 'tel:185');
  await expect(page.getByTestId('payment-help-0')).toHaveText(help[0]?.label[lang] ?? '');
  await expect(page.getByTestId('payment-help-1')).toHaveAttribute('href', site.chat.href);
  await expect(page.getByTestId('payment-help-1')).toHaveAttribute('target', '_blank');
}

// A phone lists the wallets' app links (no QR); a desktop lists their QR codes and OVO's link.
const views = [
  { lang: 'id', width: 375, wallet: '15', qr: null },
  { lang: 'en', width: 1280, wallet: '02', qr: '09' },
] as const satisfies readonly { lang: Lang; width: number; wallet: string; qr: string | null }[];

for (const { lang, width, wallet, qr } of views) {
  test(`the VA, QR and wallet screens offer another method and help; a change keeps the order [${lang}, ${width} px]`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await chooseNumberAndPackage(page, lang);
    await fillRecipient(page, customer(`help-${lang}`));
    const code = await orderCode(page);

    // A virtual account, then another method.
    await page.getByTestId('payment-method-05').click();
    await expect(page).toHaveURL(/\/va-link/);
    await expect(page.getByTestId('va-number')).toHaveText(/\d{8,}/);
    await expectHelp(page, lang);
    await page.getByTestId('payment-change-method').click();
    await expect(page).toHaveURL(/\/payment3s/);

    if (qr) {
      // A QR, for the same order.
      await page.getByTestId(`payment-method-${qr}`).click();
      await expect(page).toHaveURL(/\/gopay-qr/);
      await expect(page.getByTestId('qr-image')).toBeVisible();
      await expectHelp(page, lang);
      expect(await orderCode(page)).toBe(code);
      await page.getByTestId('payment-change-method').click();
      await expect(page).toHaveURL(/\/payment3s/);
    }

    // A wallet link (its phone first).
    await page.getByTestId(`payment-method-${wallet}`).click();
    await expect(page).toHaveURL(/\/payment-phone/);
    await page.getByTestId('payment-phone-form-submit').click();
    await expect(page).toHaveURL(/\/payment-link/);
    await expect(page.getByTestId('payment-link')).toBeVisible();
    await expectHelp(page, lang);
    expect(await orderCode(page)).toBe(code);
    // The one payment now pending is the wallet's: the earlier ones were cancelled by the change.
    const email = await page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { data?: { order?: { email?: string } } }).data?.order?.email ?? '', site.constants.sessionKey);
    const current = await page.request.get(`/api/orders/${code}/payment?email=${encodeURIComponent(email)}`);
    expect(current.ok()).toBe(true);
    expect(((await current.json()) as { payment: { method: string } }).payment.method).toBe(wallet);
  });
}

test('each payment logo\'s name stays inside its badge on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const logos = [...new Set(site.paymentMethods.flatMap((m) => (m.logo ? [m.logo] : [])))];
  expect(logos).toContain('/content/pay/shopeepay.svg');
  for (const logo of logos) {
    await page.goto(logo);
    const fits = await page.evaluate(() => {
      const svg = document.querySelector('svg');
      const text = svg?.querySelector('text');
      const rect = svg?.querySelector('rect');
      if (!(text instanceof SVGGraphicsElement) || !(rect instanceof SVGGraphicsElement)) return { ok: true, why: 'no text' };
      const t = text.getBBox();
      const r = rect.getBBox();
      return { ok: t.x >= r.x + 1 && t.x + t.width <= r.x + r.width - 1 && t.y >= r.y && t.y + t.height <= r.y + r.height, why: `${t.x},${t.width} in ${r.x},${r.width}` };
    });
    expect(fits.ok, `${logo}: ${fits.why}`).toBe(true);
  }
  // And in the list as a phone shows it: each logo inside its option.
  await chooseNumberAndPackage(page, 'id');
  await fillRecipient(page, customer('logos'));
  const option = page.getByTestId('payment-method-15');
  const [o, l] = await Promise.all([option.boundingBox(), option.locator('.option__logo').boundingBox()]);
  expect(o && l && l.x >= o.x && l.x + l.width <= o.x + o.width).toBe(true);
});
