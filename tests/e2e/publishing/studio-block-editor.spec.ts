// Issue 34, "Choosing what a step shows" and "Showing a plain text", as an ops person does it: a page's
// block is switched from a notice to a content block chosen from the widget catalogue (searched by its
// title, no widget name typed, no JSON), its text written in both languages with the rich-text editor, a
// page text added by its label, published, and seen in the shop in each language, on a phone too.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mutate, MOBILE, TOKEN } from '../support/lake';

const run = Date.now().toString(36);
const pageId = `e2e-content-${run}`;
const docId = `def.page.${pageId}`;

async function opsAccount(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `ops-blocks-${run}@shop.test`;
  const password = `ops-blocks-password-${run}`;
  const res = await request.post('/api/studio/accounts', { headers: { Authorization: `Bearer ${TOKEN}` }, data: { email, name: 'Oki', role: 'ops', password } });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

async function signIn(page: Page, path: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(path);
  await page.getByTestId('studio-email').fill(who.email);
  await page.getByTestId('studio-password').fill(who.password);
  await page.getByTestId('studio-signin').click();
  await expect(page.getByTestId('studio-editor')).toBeVisible();
}

async function write(page: Page, testId: string, words: string): Promise<void> {
  const text = page.getByTestId(testId);
  await text.click();
  await page.keyboard.type(words);
  await expect(text).toContainText(words);
}

test('an ops person chooses a content block from the catalogue, writes it in both languages and sees it in the shop', async ({ page, context, request }) => {
  test.slow(); // a studio load, a publish and two shop pages on a shared machine
  const ops = await opsAccount(request);
  // A page draft whose one block is a notice (it needs a data source): the block becomes a content block.
  const body = {
    version: 1, kind: 'page', id: pageId, path: `/${pageId}`,
    title: { id: 'Info toko', en: 'Shop info' }, layout: { nav: true, footer: true },
    blocks: [{ widget: 'notice', props: { source: 'cities', when: { '==': [1, 0] }, text: 'never' } }, { widget: 'notFound', props: { home: { to: '/' } } }],
  };
  await mutate(request, [{ createOrReplace: { _id: `drafts.${docId}`, _type: 'definition', kind: 'page', defId: pageId, body } }]);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, `/studio/def%3Apage/${docId}`, ops);
    const first = page.getByTestId('studio-block').first();
    const chosen = first.getByTestId('studio-block-widget');
    await expect(chosen).toContainText('Notice from data');
    await first.getByTestId('studio-block-choose').click();
    await page.getByTestId('studio-widget-search').fill('text image');
    await expect(page.locator('[data-testid^="studio-widget-option-"]')).toHaveCount(1);
    // From the keyboard: the only match is the next stop after the search box.
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('studio-widget-option-content')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chosen).toHaveAttribute('data-widget', 'content');
    await expect(chosen).toContainText('Text and image');
    await expect(page.getByTestId('studio-block-dropped')).toHaveText('Settings the new choice does not use were removed: source, when, text');
    // The props form is the content widget's own: its two texts in the rich-text editor, no JSON.
    await expect(first.getByTestId('studio-block-props').locator('textarea')).toHaveCount(0);
    await write(page, 'pt-root_blocks_0_props_body_id-text', 'Toko buka setiap hari.');
    await write(page, 'pt-root_blocks_0_props_body_en-text', 'The shop is open every day.');

    // A text of the page is added by what it is (the keys its widgets read, by label), not as a key to type.
    await expect(page.getByTestId('studio-texts-key').locator('option')).toHaveText(['Home link — Page not found (home)', 'Text — Page not found (text)']);
    await page.getByTestId('studio-texts-key').selectOption({ label: 'Text — Page not found (text)' });
    await page.getByTestId('studio-texts-add').click();
    await page.locator('#root_texts_text_id').fill('Halaman ini ada.');
    await page.locator('#root_texts_text_en').fill('This page exists.');
    await expect(page.getByTestId('studio-texts-key').locator('option')).toHaveText(['Home link — Page not found (home)']);
    await expect(page.locator('#root_texts_newKey-key')).toHaveCount(0);

    await page.getByTestId('studio-publish').click();
    await expect(page.getByTestId('studio-status')).toHaveText('Published.', { timeout: 15_000 });

    const shop = await context.newPage();
    await shop.setViewportSize(MOBILE);
    await shop.goto(`/${pageId}?lang=en`);
    const block = shop.getByTestId('content-block');
    await expect(block).toHaveText('The shop is open every day.');
    await expect(shop.getByText('This page exists.')).toBeVisible();
    // On a 375 px phone the text stays within the screen.
    expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await shop.goto(`/${pageId}?lang=id`);
    await expect(block).toHaveText('Toko buka setiap hari.');
  } finally {
    await mutate(request, [{ delete: { id: docId } }, { delete: { id: `drafts.${docId}` } }]);
  }
});
