// Named studio editors in the real browser: accounts made with the admin token (as the first admin
// would), sign-in with email and password, a marketer kept out of the journey editor, and a
// history that names who changed what, field by field in both languages.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeLines } from '../support/axe';

const TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token';
const auth = { Authorization: `Bearer ${TOKEN}` };
const run = Date.now().toString(36);

async function account(request: APIRequestContext, name: string, role: 'marketer' | 'ops' | 'admin'): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase()}-${run}@shop.test`;
  const password = `${name}-password-${run}`;
  const res = await request.post('/api/studio/accounts', { headers: auth, data: { email, name, role, password } });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

async function signIn(page: Page, path: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(path);
  await page.getByTestId('studio-email').fill(who.email);
  await page.getByTestId('studio-password').fill(who.password);
  await page.getByTestId('studio-signin').click();
  await expect(page.getByTestId('studio-types')).toBeVisible();
}

/** axe's serious and critical findings (WCAG 2.1 AA) on the page, or within `include` only. */
const seriousIssues = (page: Page, include?: string): Promise<string[]> => axeLines(page, { include, seriousOnly: true });

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a marketer cannot open the journey editor', async ({ page, request }) => {
  const mia = await account(request, 'Mia', 'marketer');
  // A wrong password is refused in the studio's words, and nothing opens.
  await page.goto('/studio');
  await page.getByTestId('studio-email').fill(mia.email);
  await page.getByTestId('studio-password').fill('not-her-password');
  await page.getByTestId('studio-signin').click();
  await expect(page.getByTestId('studio-login-error')).toHaveText('The email or the password is wrong.');
  await expect(page.getByTestId('studio-types')).toHaveCount(0);
  expect(await seriousIssues(page)).toEqual([]);

  await signIn(page, '/studio/accounts', mia);
  await expect(page.getByTestId('studio-who')).toContainText('Mia (marketer)');
  // Signed in at a screen she may not use, she lands on her first content type instead.
  await expect(page).toHaveURL(/\/studio\/(?!accounts)[a-zA-Z]+$/);
  await expect(page.getByTestId('studio-not-allowed')).toHaveCount(0);
  // Her content types are there; the definitions, the staff screens and the accounts are not.
  await expect(page.getByTestId('studio-type-banner')).toBeVisible();
  await expect(page.getByTestId('studio-type-def:journey')).toHaveCount(0);
  await expect(page.getByTestId('studio-nav-refunds')).toHaveCount(0);
  await expect(page.getByTestId('studio-nav-accounts')).toHaveCount(0);

  // The journey editor's URL opened directly: a readable refusal, no form.
  await page.goto(`/studio/${encodeURIComponent('def:journey')}/def.journey.prepaid-sim`);
  await expect(page.getByTestId('studio-not-allowed')).toContainText('Your role may not open this page.');
  await expect(page.locator('form.rjsf')).toHaveCount(0);
  expect(await seriousIssues(page)).toEqual([]);
  // The server says no too, with her cookie, to the form's schema and to a draft written to the lake.
  const schema = await page.request.get(`/api/studio/schema/${encodeURIComponent('def:journey')}`);
  expect(schema.status()).toBe(403);
  const { csrf } = await (await page.request.get('/api/studio/session')).json() as { csrf: string };
  const write = await page.request.post('/v2025-02-19/data/mutate/production', {
    headers: { 'x-csrf-token': csrf },
    data: { mutations: [{ createOrReplace: { _id: 'drafts.def.journey.prepaid-sim', _type: 'definition', kind: 'journey', defId: 'prepaid-sim', body: {} } }] },
  });
  expect(write.status()).toBe(403);
  // In Indonesian as well.
  await page.getByTestId('studio-lang').click();
  await expect(page.getByTestId('studio-not-allowed')).toContainText('Peran Anda tidak boleh membuka halaman ini.');
});

test('history shows who changed what', async ({ browser, request }) => {
  const ana = await account(request, 'Ana', 'marketer');
  const ben = await account(request, 'Ben', 'admin');
  const id = `faq.e2e-authors-${run}`;
  const created = await request.post('/v2025-02-19/data/mutate/production', {
    headers: auth, data: { mutations: [{ createOrReplace: { _id: id, _type: 'faq', order: 90, question: { id: 'Apa?', en: 'What?' }, answer: { id: 'Ini.', en: 'This.' } } }] },
  });
  expect(created.ok()).toBeTruthy();

  // Ana changes the question in both languages and saves a draft.
  const anaPage = await newPage(browser);
  await signIn(anaPage, `/studio/faq/${id}`, ana);
  await anaPage.locator('#root_question_id').fill('Apa itu eSIM?');
  await anaPage.locator('#root_question_en').fill('What is an eSIM?');
  await anaPage.getByTestId('studio-save').click();
  await expect(anaPage.getByTestId('studio-status')).toHaveText('Draft saved.');

  // Ben changes the order and publishes.
  const benPage = await newPage(browser);
  await signIn(benPage, `/studio/faq/${id}`, ben);
  await expect(benPage.locator('#root_question_en')).toHaveValue('What is an eSIM?');
  await benPage.locator('#root_order').fill('91');
  await benPage.getByTestId('studio-publish').click();
  await expect(benPage.getByTestId('studio-status')).toHaveText('Published.');

  await benPage.reload();
  const history = benPage.getByTestId('studio-history');
  await expect(history.getByTestId('studio-revision-author').first()).toHaveText(ben.email);
  await expect(history.getByTestId('studio-revision-author').filter({ hasText: ana.email }).first()).toBeVisible();
  await expect(history.getByTestId('studio-revision-author').filter({ hasText: 'admin token' })).toHaveCount(1);
  // The newest revision (Ben's publish) is open: both changes since the published one, labelled as the form labels them.
  const newest = history.getByTestId('studio-revision').first();
  await expect(newest.getByTestId('studio-diff-change').filter({ hasText: 'Order' })).toContainText('90 → 91');
  const question = newest.getByTestId('studio-diff-change').filter({ hasText: 'Question' });
  await expect(question).toContainText('IDApa? → Apa itu eSIM?');
  await expect(question).toContainText('ENWhat? → What is an eSIM?');
  // Ana's draft revision says what she changed: the question, not the order.
  const anas = history.getByTestId('studio-revision').filter({ has: benPage.getByTestId('studio-revision-author').filter({ hasText: ana.email }) }).last();
  await anas.locator('summary').click();
  await expect(anas.getByTestId('studio-diff-change')).toHaveCount(1);
  await expect(anas.getByTestId('studio-diff-change')).toContainText('Question');
  expect(await seriousIssues(benPage, '[data-testid="studio-history"]')).toEqual([]);
  // Restoring asks first.
  await anas.getByRole('button', { name: 'Restore as draft' }).click();
  await expect(benPage.locator('dialog[open]')).toContainText('Restore this revision as the draft?');
  await benPage.locator('dialog[open] [data-testid="studio-confirm-no"]').click();
  // The FAQ list names who made each document's last change.
  await benPage.goto('/studio/faq');
  await expect(benPage.getByTestId(`studio-doc-author-${id}`)).toHaveText(`by ${ben.email}`);

  await request.post('/v2025-02-19/data/mutate/production', { headers: auth, data: { mutations: [{ delete: { id } }, { delete: { id: `drafts.${id}` } }] } });
});

test('the first admin, signed in with the admin token, creates an editor who then signs in', async ({ page, browser }) => {
  await page.goto('/studio/accounts');
  await page.getByTestId('studio-token').fill(TOKEN);
  await page.getByTestId('studio-login-submit').click();
  await expect(page.getByTestId('studio-accounts')).toBeVisible();
  const email = `olga-${run}@shop.test`;
  await page.getByTestId('studio-account-email').fill(email);
  await page.getByTestId('studio-account-name').fill('Olga');
  await page.getByTestId('studio-account-role').selectOption('ops');
  await page.getByTestId('studio-account-password').fill('olga-password-1');
  await page.getByTestId('studio-account-create').click();
  await expect(page.getByTestId('studio-accounts-status')).toHaveText('Account created.');
  await expect(page.getByTestId(`studio-account-${email}`)).toContainText('Olga');
  expect(await seriousIssues(page)).toEqual([]);

  const olga = await newPage(browser);
  // Signed in at the accounts screen (where the admin was), ops land on the journeys.
  await signIn(olga, '/studio/accounts', { email, password: 'olga-password-1' });
  await expect(olga).toHaveURL(/\/studio\/def%3Ajourney$/);
  await expect(olga.getByTestId('studio-not-allowed')).toHaveCount(0);
  // Ops: the definitions and the staff screens, not the content or the accounts.
  await expect(olga.getByTestId('studio-type-def:journey')).toBeVisible();
  await expect(olga.getByTestId('studio-type-banner')).toHaveCount(0);
  await expect(olga.getByTestId('studio-nav-refunds')).toBeVisible();
  await olga.goto('/studio/accounts');
  await expect(olga.getByTestId('studio-not-allowed')).toBeVisible();
  // Signing out ends the session: a reload asks to sign in again.
  await olga.getByTestId('studio-logout').click();
  await expect(olga.getByTestId('studio-login')).toBeVisible();
  await olga.reload();
  await expect(olga.getByTestId('studio-login')).toBeVisible();
});
