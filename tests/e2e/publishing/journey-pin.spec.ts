// Nobody is stranded by a publish (issue 34): a shopper on a step in an open tab keeps the definition
// set their journey began on while ops rename that step's path, add a required field before it and
// remove it; once that set is evicted (KEPT newer sets published) a reload lands them on the nearest
// step that still exists, with the notice in their language and their choices kept. Waits on signals
// (the document's data-definitions-waiting, the screens), never on time.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pickRandomNumber } from '../../../src/ui/widgets/numberPicker/flow';
import { KEPT } from '../../../src/server/content/checked-releases';
import { customer, fillRecipientForm, ui } from '../support/journey';
import { getDoc, mutate, restorable, type Json } from '../support/lake';

const JOURNEY_DOC = 'def.journey.prepaid-sim';
const HOME_DOC = 'def.page.home';

type Step = Json & { id: string; path: string; next?: { to: string }[]; blocks?: Json[] };
type JourneyBody = Json & { steps: Step[] };

async function servedVersion(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/definitions');
  return String(res.headers().etag).replace(/"/g, '');
}

/** Publishes the journey's body and returns the version the shop then serves (a different one). */
async function publishJourney(request: APIRequestContext, body: JourneyBody): Promise<string> {
  const before = await servedVersion(request);
  await mutate(request, [{ patch: { id: JOURNEY_DOC, set: { body } } }]);
  await expect.poll(() => servedVersion(request)).not.toBe(before);
  return servedVersion(request);
}

/** The journey with an extra step between its first and second ones, at `path`; `orderBlocks` added to the first step. */
function withExtra(original: JourneyBody, path: string, orderBlocks: Json[] = []): JourneyBody {
  const [order, recipient, ...rest] = structuredClone(original.steps);
  if (!order || !recipient) throw new Error('the prepaid journey has two steps');
  const extra: Step = {
    id: 'extra', path, title: { id: 'Langkah tambahan', en: 'An extra step' }, layout: { nav: true, footer: true }, cartStep: 2,
    blocks: (recipient.blocks ?? []).slice(0, 1), next: [{ to: recipient.id }],
  };
  order.next = (order.next ?? []).map((n) => ({ ...n, to: 'extra' }));
  order.blocks = [...(order.blocks ?? []), ...orderBlocks];
  return { ...structuredClone(original), steps: [order, extra, recipient, ...rest] };
}

async function toExtraStep(page: Page): Promise<void> {
  await page.goto('/prepaid?lang=en');
  await expect(page).toHaveURL(/\/order(\?|$)/);
  const city = page.getByTestId('city-select');
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption((await city.locator('option').nth(1).getAttribute('value')) ?? '');
  await pickRandomNumber(page);
  await expect(page.getByTestId('number-selected')).toBeVisible();
  await page.locator('[data-testid^="package-item-"]').first().click();
  await page.getByTestId('next-button').click();
  await expect(page.getByTestId('screen-extra')).toBeVisible();
}

/** KEPT newer sets published (the home's title): the sets before them are no longer kept. */
async function evict(request: APIRequestContext, tag = 'Evicting'): Promise<void> {
  for (let i = 0; i < KEPT; i++) {
    await mutate(request, [{ patch: { id: HOME_DOC, set: { 'body.title.en': `${tag} ${i}` } } }]);
    await expect.poll(async () => (await request.get('/api/definitions')).text()).toContain(`${tag} ${i}`);
  }
}

test.describe('a journey under way keeps its definitions', () => {
  test.describe.configure({ mode: 'serial' });

  test('rename, a required field before it, removal: the shopper stays and goes on; after eviction a reload lands on the nearest step', async ({ page, request }) => {
    const journeyDoc = await getDoc(request, JOURNEY_DOC);
    const homeDoc = await getDoc(request, HOME_DOC);
    const original = journeyDoc.body as JourneyBody;
    try {
      await publishJourney(request, withExtra(original, '/order-extra'));
      await toExtraStep(page);
      const html = page.locator('html');

      // (b) its path renamed: the open tab keeps its set (the new one waits) and its step.
      const renamed = await publishJourney(request, withExtra(original, '/order-more'));
      await expect(html).toHaveAttribute('data-definitions-waiting', renamed);
      await expect(page).toHaveURL(/\/order-extra$/);
      // (c) a required field added before it.
      const required = await publishJourney(request, withExtra(original, '/order-extra', [{ widget: 'form', props: { fields: ['recipientName'] } }]));
      await expect(html).toHaveAttribute('data-definitions-waiting', required);
      // (a) the step removed.
      const removed = await publishJourney(request, original);
      await expect(html).toHaveAttribute('data-definitions-waiting', removed);
      await expect(page.getByTestId('screen-extra')).toBeVisible();

      // The shopper goes on through their own version, and back.
      await page.getByTestId('next-button').click();
      await expect(page.getByTestId('screen-recipient')).toBeVisible();
      await page.goBack();
      await expect(page.getByTestId('screen-extra')).toBeVisible();

      // KEPT newer sets evict the pinned one; the live set keeps the step removed.
      await evict(request);
      await page.reload();
      await expect(page.getByTestId('screen-order')).toBeVisible();
      await expect(page).toHaveURL(/\/order$/);
      await expect(page.getByTestId('toast-content')).toHaveText(ui('journey.moved', 'en'));
      // Values kept: the number chosen is still there.
      await expect(page.getByTestId('number-selected')).toBeVisible();
    } finally {
      await mutate(request, [{ createOrReplace: restorable(journeyDoc) }, { createOrReplace: restorable(homeDoc) }]);
    }
  });

  test('an open tab whose pinned set is evicted: the order refused (40107) moves the visit to the nearest step with the notice, no dialog, values kept', async ({ page, request }) => {
    const journeyDoc = await getDoc(request, JOURNEY_DOC);
    const homeDoc = await getDoc(request, HOME_DOC);
    const original = journeyDoc.body as JourneyBody;
    const person = customer('pin-evicted');
    try {
      await publishJourney(request, withExtra(original, '/order-extra'));
      await toExtraStep(page);
      const html = page.locator('html');
      // The step the shopper filled removed: the tab keeps its set, the new one waits.
      const removed = await publishJourney(request, original);
      await expect(html).toHaveAttribute('data-definitions-waiting', removed);
      await page.getByTestId('next-button').click();
      await expect(page.getByTestId('screen-recipient')).toBeVisible();
      await fillRecipientForm(page, person);

      // KEPT newer sets evict the pinned one while the tab stays open (no reload): the last one waits.
      await evict(request, 'Evicted open');
      await expect(html).toHaveAttribute('data-definitions-waiting', await servedVersion(request));
      await page.getByTestId('next-button').click();

      // Refused for the evicted set: the live set is taken, the visit is on the nearest step with the notice.
      await expect(page.getByTestId('toast-content')).toHaveText(ui('journey.moved', 'en'));
      await expect(page.getByTestId('error-modal')).toHaveCount(0);
      await expect(html).not.toHaveAttribute('data-definitions-waiting', /./);
      await expect(page).toHaveURL(/\/order-recipient$/);
      await expect(page.getByTestId('field-recipientName')).toHaveValue(person.name);
      // And goes on under the live set.
      await page.getByTestId('next-button').click();
      await expect(page).toHaveURL(/\/payment/);
    } finally {
      await mutate(request, [{ createOrReplace: restorable(journeyDoc) }, { createOrReplace: restorable(homeDoc) }]);
    }
  });
});
