// Issue 33, proof: a journey written in JSON calls an operation of a test-only domain folder
// (tests/fixtures/domains/greetings) that the browser's build does not know. The fixture shop runs that
// domain (E2E_DOMAINS) and announces its operation with the definitions; the browser calls it from a
// form step, shows the answer on the next step, and past GREETINGS_MAX (2 for this shop,
// playwright.config.ts) shows the text of the domain's catalogue code 49901.
import { expect, test, type Page } from '@playwright/test';
import { appReady } from '../flow-support/state';

/** The name typed and sent from the journey's first step; resolves with the operation's answer status. */
async function greet(page: Page, name: string): Promise<number> {
  await page.goto('/greeting?lang=en');
  await appReady(page);
  await expect(page).toHaveURL(/\/greeting\/name/);
  await page.getByTestId('field-fixtureGreetName').fill(name);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/fixture/greetings') && r.request().method() === 'POST');
  await page.getByTestId('next-button').click();
  return (await answer).status();
}

test.describe('a test-only domain\'s operation, called from a browser journey (greeting)', () => {
  test('the server announces it with the definitions; the build\'s bundle has no row for it', async ({ page, request }) => {
    const definitions = (await (await request.get('/api/definitions')).json()) as { operations?: Record<string, { path: string }> };
    expect(definitions.operations?.['greetings.greet']?.path).toBe('/api/fixture/greetings');
    await page.goto('/?lang=en');
    await appReady(page);
    const scripts = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src));
    for (const src of scripts) expect(await (await request.get(src)).text(), src).not.toContain('/api/fixture/greetings');
  });

  test('the name greeted, the answer on the next step; past GREETINGS_MAX the code\'s text, and the step stays', async ({ page }) => {
    const name = 'Tamu Pertama';
    expect(await greet(page, name)).toBe(200);
    await expect(page).toHaveURL(/\/greeting\/answer/);
    await expect(page.getByText('Hello from the test domain')).toBeVisible();
    await expect(page.getByText(`Halo, ${name}`)).toBeVisible();

    expect(await greet(page, name)).toBe(200);
    await expect(page).toHaveURL(/\/greeting\/answer/);
    await expect(page.getByText(`Halo, ${name}`)).toBeVisible();

    expect(await greet(page, name)).toBe(409);
    await expect(page.getByTestId('error-modal')).toHaveAttribute('data-code', '49901');
    await expect(page.getByTestId('error-modal')).toContainText('Greeted enough');
    await expect(page.getByTestId('error-modal')).toContainText('This name has been greeted too often. Try another name.');
    await expect(page).toHaveURL(/\/greeting\/name/);
  });

  test('in Indonesian, the code\'s Indonesian text', async ({ page }) => {
    const name = 'Tamu Kedua';
    for (let i = 0; i < 2; i += 1) {
      expect(await greet(page, name)).toBe(200);
      await expect(page).toHaveURL(/\/greeting\/answer/);
    }
    await page.goto('/greeting?lang=id');
    await appReady(page);
    await page.getByTestId('field-fixtureGreetName').fill(name);
    await page.getByTestId('next-button').click();
    await expect(page.getByTestId('error-modal')).toContainText('Nama ini sudah terlalu sering disapa. Coba nama lain.');
  });
});
