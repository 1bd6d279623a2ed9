// A fact the server trusts, set the customer's way: a number and an email typed, the email code asked
// for, read from the sandbox outbox and typed back (the test journeys owned-number and owner-greeting).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appReady } from '../flow-support/state';

/** The newest code the sandbox outbox holds for `email` (waits for its mail). */
export async function emailCodeFor(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const answer = await request.get(`/sandbox/outbox?channel=mail&to=${encodeURIComponent(email)}&limit=1`);
    const { messages } = (await answer.json()) as { messages: Array<{ body: string }> };
    code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
    return code;
  }).not.toBe('');
  return code;
}

/** The fields a journey asks the number and the email with. */
export interface NumberFields { msisdn: string; email: string }

/** The journey at `entry` walked through its `<entry>/number` and `<entry>/code` steps, until it shows `then`. */
export async function verifyByEmail(page: Page, entry: string, msisdn: string, email: string, then: RegExp, fields: NumberFields): Promise<void> {
  await page.goto(`${entry}?lang=en`);
  await appReady(page);
  await expect(page).toHaveURL(new RegExp(`${entry}/number`));
  await page.getByTestId(`field-${fields.msisdn}`).fill(msisdn);
  await page.getByTestId(`field-${fields.email}`).fill(email);
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(new RegExp(`${entry}/code`));
  await expect(page.getByTestId('otp-code')).toContainText(`We sent a verification code to ${email}.`);
  await page.getByTestId('field-fixtureOtpCode').fill(await emailCodeFor(page.request, email));
  await page.getByTestId('next-button').click();
  await expect(page).toHaveURL(then);
}
