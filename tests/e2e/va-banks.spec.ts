// Issue 9: each bank VA names its bank, with its logo and its own guides (ATM, mobile banking,
// internet banking) from the definitions; the shared-bank network's VA already starts with 987,
// so its guide does not ask to type 987 in front of it.
import { expect, test } from '@playwright/test';
import site from '../../flows/site.json' with { type: 'json' };
import { chooseNumberAndPackage, customer, fillRecipient } from './support/journey';

type Bank = { name: { id: string; en: string }; logo: string; guides: { id: string; steps: { id: string; en: string }[] }[] };
const banks = site.paymentBanks as Record<string, Bank>;
const bankOf = (code: string): Bank => {
  const key = site.paymentMethods.find((m) => m.code === code)?.bank ?? '';
  const bank = banks[key];
  if (!bank) throw new Error(`no bank for ${code}`);
  return bank;
};

test('the BCA VA names BCA with its logo and its three guides; other banks differ (phone)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await chooseNumberAndPackage(page, 'en');
  await fillRecipient(page, customer('va-bca'));
  await page.getByTestId('payment-method-05').click();
  await expect(page).toHaveURL(/\/va-link/);
  const bca = bankOf('05');
  await expect(page.getByTestId('va-bank-name')).toHaveText(bca.name.en);
  await expect(page.getByTestId('va-bank').locator('img')).toHaveAttribute('src', bca.logo);
  // Read once it shows the number (an empty read would make the checks below vacuous).
  await expect(page.getByTestId('va-number')).toHaveText(/\d{8,}/);
  const vaNumber = (await page.getByTestId('va-number').textContent())?.trim() ?? '';
  for (const id of ['atm', 'mobile', 'internet']) await expect(page.getByTestId(`va-guide-${id}`)).toBeAttached();
  // The ATM guide is BCA's own, with the VA number filled in.
  const atm = page.getByTestId('va-guide-atm');
  await expect(atm).toContainText(bca.guides[0]?.steps[1]?.en ?? '');
  await expect(atm).toContainText(vaNumber);
  // No guide asks for the shared-bank prefix: 987 appears nowhere but (by chance) inside this VA's own random number.
  for (const id of ['atm', 'mobile', 'internet']) {
    const guide = (await page.getByTestId(`va-guide-${id}`).textContent()) ?? '';
    expect(guide.split(vaNumber).join(' '), id).not.toContain('987');
  }
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(bankOf('06').name.en).not.toBe(bca.name.en);
});

test('the shared-bank VA (04) starts with 987 and its guide does not ask to type 987 in front [id]', async ({ page }) => {
  await chooseNumberAndPackage(page, 'id');
  await fillRecipient(page, customer('va-987'));
  await page.getByTestId('payment-method-04').click();
  await expect(page).toHaveURL(/\/va-link/);
  await expect(page.getByTestId('va-number')).toHaveText(/^\s*987\d+/);
  await expect(page.getByTestId('va-bank-name')).toHaveText(bankOf('04').name.id);
  const atm = page.getByTestId('va-guide-atm');
  await expect(atm).toContainText('sudah diawali kode bank 987');
  await expect(atm).not.toContainText('diikuti nomor Virtual Account');
});
