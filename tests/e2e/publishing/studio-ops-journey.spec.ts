// Issue 34, as an ops person does it with an ops account and only the studio's screens: a step is
// inserted between two steps of the prepaid journey (a copy with its own routes, so parallel specs
// keep the real one) with "Insert a step here", a content block chosen from the catalogue and written in
// both languages, its condition built in the builder, its targets picked
// from the select; the map shows the new arrows with readable labels; it is published and walked in a
// shop tab already open, then the previous revision is restored from the history and the shop is back.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pickRandomNumber } from '../../../src/ui/widgets/numberPicker/flow';
import { getDoc, mutate, TOKEN } from '../support/lake';

const run = Date.now().toString(36);

async function opsAccount(page: Page): Promise<{ email: string; password: string }> {
  const email = `ops-${run}@shop.test`;
  const password = `ops-password-${run}`;
  const res = await page.request.post('/api/studio/accounts', { headers: { Authorization: `Bearer ${TOKEN}` }, data: { email, name: 'Opi', role: 'ops', password } });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

/** Opens the step's form when it starts closed. */
async function openStep(page: Page, index: number): Promise<void> {
  const row = page.getByTestId(`studio-entry-root_steps_${index}`);
  if ((await row.count()) > 0 && (await row.getAttribute('aria-expanded')) === 'false') await row.click();
}

interface Defs { journeys: Record<string, { steps: Array<{ id: string; next?: Array<{ to: string; when?: unknown }> }> } | undefined> }

test('ops insert a step with a built condition and picked targets, publish, walk it in an open shop tab, and restore from history', async ({ page, context, request }) => {
  test.slow(); // a studio load, two publishes, a restore and a shop walk on a shared machine
  const copy = `e2e-ops-${run}`;
  const docId = `def.journey.${copy}`;
  const who = await opsAccount(page);
  const stepsOf = async () => ((await (await request.get('/api/definitions')).json()) as Defs).journeys[copy]?.steps ?? [];
  try {
    // Signed in at the studio's home, an ops account lands on the journeys.
    await page.goto('/studio');
    await page.getByTestId('studio-email').fill(who.email);
    await page.getByTestId('studio-password').fill(who.password);
    await page.getByTestId('studio-signin').click();
    await expect(page).toHaveURL(/\/studio\/def%3Ajourney$/);

    // The copy starts as a draft of the prepaid journey as shipped (the live one may be mid-change by another spec),
    // with its own routes; ops publish it from the studio.
    const shipped = JSON.parse(readFileSync('flows/journeys/prepaid-sim.json', 'utf8')) as { entry: Record<string, unknown>; steps: Array<Record<string, unknown>> };
    const body = { ...shipped, id: copy, entry: { ...shipped.entry, path: `/${copy}` }, steps: shipped.steps.map((st) => ({ ...st, path: `/${copy}-${String(st.id)}` })) };
    await mutate(request, [{ createOrReplace: { _id: `drafts.${docId}`, _type: 'definition', kind: 'journey', defId: copy, body } }]);
    await page.goto(`/studio/def%3Ajourney/${docId}`);
    await expect(page.locator('#root_id')).toHaveValue(copy);
    await page.getByTestId('studio-publish').click();
    await expect(page.getByTestId('studio-status')).toHaveText('Published.', { timeout: 15_000 });
    // The revision the history will restore.
    const before = String((await getDoc(request, docId))._rev);

    // A shopper has the shop open already, outside the journey (a shopper in the middle of it keeps the set it
    // began on until it ends: tests/e2e/publishing/journey-pin.spec.ts).
    const shop = await context.newPage();
    await shop.goto('/track?lang=en');
    await expect(shop.getByTestId('screen-track')).toBeVisible();
    let reloaded = false;
    shop.on('framenavigated', (f) => { if (f === shop.mainFrame() && !f.url().includes(copy)) reloaded = true; });

    // The list says its order is only the display's, and offers the insertion with a preview of its arrows.
    await expect(page.getByTestId('map-order-note')).toContainText('only changes the display order');
    await page.getByTestId('map-insert-after-order').click();
    const preview = page.getByTestId('map-insert-preview');
    await expect(preview.getByTestId('map-preview-removed')).toContainText('Choose a prepaid number and plan (order) → Shipping info (recipient)');
    await expect(preview.getByTestId('map-preview-added')).toHaveCount(2);
    await expect(preview.getByTestId('map-preview-added').nth(1)).toContainText('New step (step-3) → Shipping info (recipient): always');
    await page.getByTestId('map-insert-apply').click();
    await expect(page.getByTestId('map-inserted')).toBeVisible();
    // The new step's form opens, its name focused.
    await expect(page.locator('#root_steps_1_id')).toBeFocused();
    await expect(page.locator('#root_steps_1_id')).toHaveValue('step-3');
    await expect(page.locator('#root_steps_2_id')).toHaveValue('recipient');
    await page.locator('#root_steps_1_path').fill(`/${copy}-vanity`);
    await page.locator('#root_steps_1_title_en').fill('Your special number');
    await page.locator('#root_steps_1_title_id').fill('Nomor spesial Anda');
    // What the new step shows: a content block chosen from the catalogue, its text written in both languages (no JSON).
    await page.locator('#root_steps_1_blocks__add').click();
    const block = page.locator('[data-testid="studio-block"]:has([id="root_steps_1_blocks_0__widget-help"])');
    await block.getByTestId('studio-block-choose').click();
    await page.getByTestId('studio-widget-search').fill('text image');
    await page.getByTestId('studio-widget-option-content').click();
    await expect(block.getByTestId('studio-block-widget')).toHaveAttribute('data-widget', 'content');
    for (const [lang, words] of [['id', 'Nomor Anda istimewa.'], ['en', 'Your number is one of a kind.']] as const) {
      const text = page.getByTestId(`pt-root_steps_1_blocks_0_props_body_${lang}-text`);
      await text.click();
      await page.keyboard.type(words);
      await expect(text).toContainText(words);
    }
    // The new step leads on to the recipient step: a target picked by its title, not typed.
    await expect(page.locator('#root_steps_1_next_0_to option:checked')).toHaveText('Shipping info (recipient)');

    // The order step's rule to the new step gets one more condition, made in the builder with the field's label.
    await openStep(page, 0);
    const when = page.getByTestId('condition-root_steps_0_next_0_when');
    await when.getByRole('button', { name: '+ Condition' }).first().click();
    const field = when.getByRole('combobox', { name: 'Data' }).last();
    await expect(field.locator('option', { hasText: 'Number (number.price)' })).toBeAttached();
    await field.selectOption('number.price');
    await when.getByRole('combobox', { name: 'Comparison' }).last().selectOption('>=');
    await when.getByRole('textbox', { name: 'Value' }).last().fill('0');
    await expect(page.getByTestId('condition-words-root_steps_0_next_0_when')).toContainText('Number (number.price) is at least 0');
    // Otherwise the order step leads to the recipient step, picked from the select.
    await page.locator('#root_steps_0_next__add').click();
    await page.locator('#root_steps_0_next_1_to').selectOption({ label: 'Shipping info (recipient)' });

    // The map: the new arrows, their labels wrapped (not cut), apart, and whole on focus.
    const toNew = page.getByTestId('map-label-order-0');
    await expect(toNew).toBeVisible();
    await expect(page.getByTestId('map-label-order-1')).toContainText('otherwise');
    await expect(page.getByTestId('map-label-step-3-0')).toContainText('always');
    await expect(toNew.locator('tspan')).not.toHaveCount(1);
    await expect(toNew).not.toContainText('…');
    await toNew.focus();
    await expect(page.getByTestId('map-label-full')).toContainText('Number (number.price) is at least 0');
    const boxes = await Promise.all(['map-label-order-0', 'map-label-order-1', 'map-label-step-3-0'].map((id) => page.getByTestId(id).locator('rect').boundingBox()));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        if (!a || !b) throw new Error('a label is not drawn');
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }

    const inUse = await shop.locator('html').getAttribute('data-definitions-version');
    expect(inUse).toBeTruthy();
    await page.getByTestId('studio-publish').click();
    // The status said "Published." since the first publish: the served definitions tell this one.
    await expect.poll(async () => (await stepsOf()).map((s) => s.id), { timeout: 15_000 }).toEqual(['order', 'step-3', 'recipient']);
    expect((await stepsOf())[0]?.next?.map((r) => r.to)).toEqual(['step-3', 'recipient']);

    // The history reads the insertion by step id: one added step, the recipient step untouched.
    const newest = page.getByTestId('studio-revision').filter({ hasText: 'published' }).first().getByTestId('studio-diff');
    await expect(newest.getByTestId('studio-diff-change').filter({ hasText: "'Your special number' (step-3)" }).filter({ hasText: 'added' })).toHaveCount(1);
    await expect(newest.getByTestId('studio-diff-change').filter({ hasText: '(recipient)' })).toHaveCount(0);

    // The open shop tab walks the new step: in-app, no reload, once its live update has brought the new set (a
    // shopper who starts the journey before that keeps the set the journey began on).
    await expect(shop.locator('html')).not.toHaveAttribute('data-definitions-version', inUse ?? '', { timeout: 15_000 });
    await expect(shop.locator('html')).not.toHaveAttribute('data-definitions-waiting');
    await shop.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${copy}`);
    await expect(shop.getByTestId('screen-order')).toBeVisible();
    expect(reloaded).toBe(false);
    const city = shop.getByTestId('city-select');
    await expect(city.locator('option').nth(1)).toBeAttached();
    await city.selectOption((await city.locator('option').nth(1).getAttribute('value')) ?? '');
    await pickRandomNumber(shop);
    await expect(shop.getByTestId('number-selected')).toBeVisible();
    await shop.locator('[data-testid^="package-item-"]').first().click();
    await shop.getByTestId('next-button').click();
    await expect(shop).toHaveURL(new RegExp(`/${copy}-vanity(\\?|$)`));
    await expect(shop).toHaveTitle('Your special number');
    await expect(shop.getByTestId('content-block')).toHaveText('Your number is one of a kind.');

    // Restore the revision before from the history, and publish it: the shop is back to two steps.
    await page.getByTestId(`studio-revert-${before}`).click();
    await page.locator('dialog[open] [data-testid="studio-confirm-yes"]').click();
    await expect(page.getByTestId('studio-status')).toHaveText('The old revision is now the draft.');
    await expect(page.locator('#root_steps_1_id')).toHaveValue('recipient');
    await page.getByTestId('studio-publish').click();
    await expect.poll(async () => (await stepsOf()).map((s) => s.id), { timeout: 15_000 }).toEqual(['order', 'recipient']);
    await shop.goto(`/${copy}?lang=en`);
    await expect(shop.getByTestId('screen-order')).toBeVisible();
  } finally {
    await mutate(request, [{ delete: { id: docId } }, { delete: { id: `drafts.${docId}` } }]);
  }
});
