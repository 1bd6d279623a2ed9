// Every studio screen passes axe with no serious or critical finding (WCAG 2.1 AA): the type list,
// each type's document list and the editor of its first document (with its history open), the
// accounts and refunds screens, in both studio languages where the screen is a form, and the journey
// editor's own controls (target selects, the insertion preview, the map's focusable arrow labels).
import { expect, test, type Page } from '@playwright/test';
import { axeLines } from '../support/axe';
import { readContentSchemas, studioTypes } from '../../../src/server/studio/studio-types';

const TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token';

const seriousIssues = (page: Page): Promise<string[]> => axeLines(page, { seriousOnly: true });

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

test('a block\'s widget catalogue and its props form have no serious or critical axe finding, in both studio languages', async ({ page }) => {
  test.slow(); // axe twice per language over a page's editor on a shared machine
  await signIn(page);
  await page.goto(`/studio/${encodeURIComponent('def:page')}/def.page.retails`);
  const block = page.getByTestId('studio-block').first();
  await expect(block.getByTestId('studio-block-widget')).toHaveAttribute('data-widget', 'storeList');
  for (const lang of ['en', 'id']) {
    await block.getByTestId('studio-block-choose').click();
    await expect(page.getByTestId('studio-widget-picker')).toBeVisible();
    expect(await axeLines(page, { include: '[data-testid="studio-editor"]', seriousOnly: true }), `catalogue (${lang})`).toEqual([]);
    // The content widget's props form (its texts in the rich-text editor, its picture); nothing is saved.
    await page.getByTestId('studio-widget-option-content').click();
    await expect(block.getByTestId('pt-root_blocks_0_props_body_en-text')).toBeVisible();
    expect(await axeLines(page, { include: '[data-testid="studio-editor"]', seriousOnly: true }), `props form (${lang})`).toEqual([]);
    if (lang === 'en') {
      await page.getByTestId('studio-lang').click();
      await expect(block.getByTestId('studio-block-widget')).toContainText('Teks dan gambar');
    }
  }
});

// One test per document type (the types the studio offers, read as the server reads them): each is
// short, and the workers share them instead of one test walking every type in a row.
const types = studioTypes(readContentSchemas('flows'));

test('the studio offers the document types checked here', async ({ request }) => {
  const res = await request.get('/api/studio/types', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.ok()).toBeTruthy();
  const offered = ((await res.json()) as { types: Array<{ name: string }> }).types.map((t) => t.name);
  expect(offered.sort()).toEqual(types.map((t) => t.name).sort());
  expect(offered.length).toBeGreaterThan(5);
});

for (const { name } of types) {
  test(`document type ${name}: its list and its first document's editor, history open, have no serious or critical axe finding`, async ({ page }) => {
    // axe over a definition's whole form (site, fields, errors: thousands of inputs) takes a minute on a busy machine.
    test.setTimeout(180_000);
    await signIn(page);
    await page.goto(`/studio/${encodeURIComponent(name)}`);
    await expect(page.getByTestId('studio-documents')).toBeVisible();
    expect(await seriousIssues(page), `${name} list`).toEqual([]);
    const first = page.locator('[data-testid^="studio-doc-"]').first();
    if ((await first.count()) === 0) return;
    await first.click();
    await expect(page.getByTestId('studio-editor')).toBeVisible();
    await expect(page.getByTestId('studio-history')).toBeVisible();
    // Large entries and items start closed (a journey's steps); the first one is opened, so that the
    // fields inside one are checked too (the others are drawn by the same templates).
    const closed = page.locator('[data-testid^="studio-entry-"][aria-expanded="false"]').first();
    if ((await closed.count()) > 0) {
      await closed.click();
      await expect(page.locator('[data-testid^="studio-entry-"][aria-expanded="true"]').first()).toBeVisible();
    }
    expect(await seriousIssues(page), `${name} editor`).toEqual([]);
  });
}

test('the journey editor\'s new controls (target selects, the insertion preview, focusable arrow labels) have no serious or critical axe finding', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/studio/def%3Ajourney/def.journey.prepaid-sim');
  await expect(page.getByTestId('journey-map')).toBeVisible();
  // The first step open: its transitions' targets are selects, named by their field's label.
  await page.getByTestId('studio-entry-root_steps_0').click();
  const target = page.locator('#root_steps_0_next_0_to');
  await expect(target).toHaveJSProperty('tagName', 'SELECT');
  await expect(target).toHaveAccessibleName(/^to\b/i);
  await expect(target.locator('option:checked')).toHaveText('Shipping info (recipient)');
  // An arrow's label is reached from the keyboard and says its whole condition.
  const label = page.getByTestId('map-label-order-0');
  await label.focus();
  await expect(label).toBeFocused();
  await expect(page.getByTestId('map-label-full')).toContainText('(city.id)');
  // The insertion's preview, not applied (nothing is saved here).
  await page.getByTestId('map-insert-after-order').click();
  await expect(page.getByTestId('map-insert-preview')).toBeVisible();
  expect(await axeLines(page, { include: '[data-testid="studio-editor"]', seriousOnly: true }), 'journey editor').toEqual([]);
  await page.getByTestId('map-insert-cancel').click();
  await expect(page.getByTestId('map-insert-preview')).toHaveCount(0);
});
