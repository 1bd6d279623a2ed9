// Issue 9: the wallet phone step asks for the e-wallet account's number (any Indonesian mobile
// number, another operator's too), starting from the recipient's number.
import { expect, test } from '@playwright/test';
import fields from '../../flows/fields.json' with { type: 'json' };
import messages from '../../flows/messages.json' with { type: 'json' };
import { chooseNumberAndPackage, customer, fillRecipient, orderCode } from './support/journey';

test('the wallet number is labelled as such, prefilled with the recipient\'s, and takes another operator\'s number', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await chooseNumberAndPackage(page, 'en');
  const person = customer('wallet');
  await fillRecipient(page, person);
  await page.getByTestId('payment-method-15').click();
  await expect(page).toHaveURL(/\/payment-phone/);
  const form = page.getByTestId('payment-phone-form');
  await expect(form).toContainText(fields.fields.walletPhone.label.en);
  await expect(form).not.toContainText(fields.fields.recipientPhone.label.en);
  const input = form.locator('input').first();
  await expect(input).toHaveValue(person.phone);

  await input.fill('0215551234');
  await page.getByTestId('payment-phone-form-submit').click();
  await expect(form).toContainText(messages.validation.mobileNumber.en);
  await expect(page).toHaveURL(/\/payment-phone/);

  // A Telkomsel number: not this operator's, still a wallet account's number.
  await input.fill('081198765432');
  await page.getByTestId('payment-phone-form-submit').click();
  await expect(page).toHaveURL(/\/payment-link/);
  await expect(page.getByTestId('payment-link')).toBeVisible();
  const code = await orderCode(page);
  expect(code).not.toBe('');
});
