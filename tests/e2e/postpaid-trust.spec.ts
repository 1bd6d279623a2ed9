// What made a Platinum buyer hesitate (issue 32), in Indonesian and English: the missing-documents text,
// "Upload Again" leading back to the document, NIK refusals naming the wrong part, the KTP photo guide,
// the running total on /order-postpaid (phone and desktop: it covers no number tab), and the session's
// journey switching to RETAIL_STORE on pick-up and back, the chosen courier kept.
import { expect, test, type Locator, type Page } from '@playwright/test';
import errors from '../../flows/errors.json' with { type: 'json' };
import fields from '../../flows/fields.json' with { type: 'json' };
import journeyDef from '../../flows/journeys/postpaid-sim.json' with { type: 'json' };
import messages from '../../flows/messages.json' with { type: 'json' };
import { fixtureDocument, uploadAnswer } from './support/documents';
import { SESSION_KEY, ui, type Lang } from './support/journey';
import { choosePlanAndNumber, fillPersonal, fillShipping, person } from './support/postpaid';

const langs: Lang[] = ['id', 'en'];
type Texted = { id: string; en: string };
const catalogue = errors.errors as Record<string, { title: Texted; text: Texted; button: { label: Texted } }>;
const orderStep = journeyDef.steps.find((s) => s.id === 'order') as unknown as { total: { empty: Texted } };
const ktpGuide = (journeyDef.steps.find((s) => s.id === 'personal')?.blocks.find((b) => b.widget === 'documentUpload')?.props as
  { documents: { kind: string; guide?: { title: Texted; points: Texted[]; imageAlt: Texted } }[] }).documents.find((d) => d.kind === 'ktp')?.guide;
/** A field's message for a keyword, as fields.json names it. */
const fieldText = (field: string, keyword: string, lang: Lang): string => {
  const key = (fields.fields as Record<string, { messages: Record<string, string> }>)[field]?.messages[keyword] ?? '';
  return ui(key.replace(/^ui\./, ''), lang);
};

interface Stored { core: { journey: string }; data: { documents?: Record<string, { id: string } | null>; delivery?: { method: string; ctype: number } | null } }
const session = (page: Page): Promise<Stored> => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Stored, SESSION_KEY);

/** Two boxes overlap (each as the page lays it out now). */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** What the page shows at the centre of an element: the element itself (or inside it), not something over it. */
const onTop = (l: Locator): Promise<boolean> => l.evaluate((el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit !== null && (hit === el || el.contains(hit));
});

for (const lang of langs) {
  test.describe(`postpaid trust (${lang})`, () => {
    test(`without the KTP, "continue" says it is required in the page's language, as toast and under the documents [${lang}]`, async ({ page }) => {
      await choosePlanAndNumber(page, lang);
      const p = person(`no-ktp-${lang}`);
      for (const [name, value] of [['noKtp', p.nik], ['namaKtp', p.name], ['pobKtp', p.pob], ['dobKtp', p.dob], ['noKK', p.kk]] as const) {
        await page.getByTestId(`field-${name}`).fill(value);
      }
      await page.getByTestId('next-button').click();
      const required = messages.validation.ktpUpload[lang];
      await expect(page.getByTestId('toast').last()).toContainText(required);
      await expect(page.getByTestId('block-missing-documentUpload')).toHaveText(required);
      await expect(page.getByTestId('toast').last()).not.toContainText('validation.');
    });

    test(`a NIK refusal names the wrong part: its length, region code, birth-date digits, the date of birth entered [${lang}]`, async ({ page }) => {
      await choosePlanAndNumber(page, lang);
      const nikField = page.getByTestId('field-noKtp');
      const error = page.getByTestId('field-error-noKtp');
      const expectRefused = async (value: string, keyword: string) => {
        await nikField.fill(value);
        await nikField.blur();
        await expect(error).toHaveText(fieldText('noKtp', keyword, lang));
      };
      await expectRefused('317401170890', 'minLength');
      await expectRefused('9974011708900123', 'nikRegion');
      // 31 February: 16 digits whose birth-date part is no day (the server's 40050 said only "not accepted").
      await expectRefused('3174013102900123', 'nikBirthDate');
      await expect(error).not.toHaveText(ui('field.refused', lang));
      await page.getByTestId('field-dobKtp').fill('1991-08-17');
      await expectRefused('3174011708900123', 'nikBirthDateMismatch');
      // The date of birth the NIK carries: accepted.
      await page.getByTestId('field-dobKtp').fill('1990-08-17');
      await nikField.fill('3174011708900123');
      await nikField.blur();
      await expect(error).toHaveCount(0);
    });

    test(`a refused KTP photo says what a usable one looks like, with an example picture [${lang}]`, async ({ page }) => {
      await choosePlanAndNumber(page, lang);
      const guide = page.getByTestId('document-ktp-guide');
      await expect(guide).toHaveCount(0);
      const answered = uploadAnswer(page, 'ktp');
      await page.getByTestId('document-ktp-input').setInputFiles(fixtureDocument('ktp-refused-photocopy.jpg'));
      expect((await answered).status()).toBe(422);
      await expect(page.getByTestId('document-ktp-error')).toHaveText(catalogue['40050']?.text[lang] ?? '');
      await expect(guide).toBeVisible();
      await expect(guide).toContainText(ktpGuide?.title[lang] ?? '-');
      for (const point of ktpGuide?.points ?? []) await expect(guide).toContainText(point[lang]);
      const image = page.getByTestId('document-ktp-guide-image');
      await expect(image).toHaveAttribute('alt', ktpGuide?.imageAlt[lang] ?? '-');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // A good KTP: the guide goes with the refusal.
      const good = uploadAnswer(page, 'ktp');
      await page.getByTestId('document-ktp-input').setInputFiles(fixtureDocument('ktp.jpg'));
      expect((await good).status()).toBe(200);
      await expect(guide).toHaveCount(0);
    });

    test(`"Upload Again" on a document the order found gone leads to it on the personal step, marked, and back [${lang}]`, async ({ page }) => {
      const p = person(`again-${lang}`);
      await choosePlanAndNumber(page, lang);
      await fillPersonal(page, p);
      await page.getByTestId('next-button').click();
      await expect(page).toHaveURL(/\/postpaid-shipping3s/);
      await fillShipping(page, p);
      // The KTP is gone on the server meanwhile (removed in another tab of the same visit).
      const stored = await session(page);
      const trackingId = await page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { core: { trackingId: string } }).core.trackingId, SESSION_KEY);
      const removed = await page.request.delete(`/api/documents/${stored.data.documents?.ktp?.id ?? ''}?sessionId=${encodeURIComponent(trackingId)}`);
      expect(removed.status()).toBeLessThan(300);
      await page.getByTestId('next-button').click();
      const modal = page.getByTestId('error-modal');
      await expect(modal).toHaveAttribute('data-code', '40017');
      await expect(page.getByTestId('error-modal-button')).toHaveText(catalogue['40017']?.button.label[lang] ?? '-');
      await page.getByTestId('error-modal-button').click();
      await expect(page).toHaveURL(/\/personal-postpaid3s/);
      const ktp = page.getByTestId('document-ktp');
      await expect(ktp).toHaveAttribute('data-refused', '40017');
      await expect(ktp).toHaveAttribute('data-state', 'failed');
      await expect(page.getByTestId('document-ktp-error')).toHaveText(catalogue['40017']?.text[lang] ?? '-');
      await expect(page.getByTestId('document-ktp-input')).toBeFocused();
      await expect(ktp).toBeInViewport();
      // The rest of the step is as it was; only the KTP is asked for again.
      await expect(page.getByTestId('field-noKtp')).toHaveValue(p.nik);
      await expect(page.getByTestId('document-selfie')).not.toHaveAttribute('data-refused', /./);
      const again = uploadAnswer(page, 'ktp');
      await page.getByTestId('document-ktp-input').setInputFiles(fixtureDocument('ktp.jpg'));
      expect((await again).status()).toBe(200);
      await expect(ktp).toHaveAttribute('data-state', 'uploaded');
      await expect(ktp).not.toHaveAttribute('data-refused', /./);
      await page.getByTestId('next-button').click();
      await expect(page).toHaveURL(/\/postpaid-shipping3s/);
      // Back on the shipping step with its choices kept: the order goes through.
      await expect(page.getByTestId('field-recipientName')).toHaveValue(p.name);
      await page.getByTestId('next-button').click();
      await expect(page).toHaveURL(/\/payment3s/);
    });

    test(`store pick-up switches the session's journey to RETAIL_STORE, courier back to POSTPAID, the chosen courier kept [${lang}]`, async ({ page }) => {
      const p = person(`journey-${lang}`);
      await choosePlanAndNumber(page, lang);
      await fillPersonal(page, p);
      await page.getByTestId('next-button').click();
      await expect(page).toHaveURL(/\/postpaid-shipping3s/);
      await fillShipping(page, p);
      expect((await session(page)).core.journey).toBe('POSTPAID');
      // Not the first courier: the one a customer would pick.
      const couriers = page.locator('[data-testid^="logistic-"]');
      await expect(couriers.nth(1)).toBeVisible();
      const second = couriers.nth(1);
      const chosenId = (await second.getAttribute('data-testid')) ?? '';
      await second.click();
      await expect(second.locator('input')).toBeChecked();
      await page.getByTestId('delivery-pickup').click();
      await expect(page.locator('[data-testid^="logistic-5-"]').first()).toBeVisible();
      await expect.poll(async () => (await session(page)).core.journey).toBe('RETAIL_STORE');
      // A reload on the step keeps the journey the choice set.
      await page.reload();
      await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
      await expect.poll(async () => (await session(page)).core.journey).toBe('RETAIL_STORE');
      await page.getByTestId('delivery-courier').click();
      await expect(page.getByTestId(chosenId).locator('input')).toBeChecked();
      await expect.poll(async () => (await session(page)).core.journey).toBe('POSTPAID');
      expect((await session(page)).data.delivery?.ctype).toBe(Number(chosenId.replace('logistic-', '')));
      const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders');
      await page.getByTestId('next-button').click();
      expect((await created).postDataJSON()).toMatchObject({ journey: 'POSTPAID', orderType: 'SIMPOST' });
    });

    for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
      test(`/order-postpaid's bar shows the chosen plan and its running total and covers no number tab at ${viewport.width} px [${lang}]`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/order-postpaid?lang=${lang}`);
        await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1);
        const actions = page.getByTestId('step-actions');
        await expect(page.getByTestId('step-total-empty')).toHaveText(orderStep.total.empty[lang]);
        const plan = page.locator('[data-testid^="package-item-"]').first();
        await plan.click();
        const name = (await plan.locator('.choice__title').textContent())?.trim() ?? '';
        const total = page.getByTestId('step-total');
        await expect(total).toContainText(ui('summary.total', lang));
        await expect(total.locator('strong')).toHaveText(/^Rp\d{1,3}(\.\d{3})+$/);
        await expect(page.getByTestId('step-total-detail')).toContainText(name.slice(0, 8));
        await expect(total).toBeInViewport();
        for (const tab of ['regular', 'vanity']) {
          const el = page.getByTestId(`number-tab-${tab}`);
          await el.scrollIntoViewIfNeeded();
          await expect(el).toBeInViewport();
          if (viewport.width >= 1024) expect(await overlaps(el, actions), `${tab} tab under the bar`).toBe(false);
          expect(await onTop(el), `${tab} tab covered`).toBe(true);
        }
        if (viewport.width >= 1024) {
          // Beside the blocks, from the top: on the first screen too, before any scrolling.
          await page.evaluate(() => window.scrollTo(0, 0));
          const [bar, tabs] = [await actions.boundingBox(), await page.getByTestId('number-tab-regular').boundingBox()];
          expect(bar && tabs && bar.x >= tabs.x + tabs.width - 1).toBe(true);
        } else {
          // On a phone the bar stays at the bottom of the screen.
          const bar = await actions.boundingBox();
          expect(bar && Math.abs(bar.y + bar.height - viewport.height) <= 2).toBe(true);
        }
      });
    }
  });
}
