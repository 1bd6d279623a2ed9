// Postpaid plan and number comparison (A41, A45, spec 9): the plan list's best deal, discount tier and deposit;
// up to three numbers ticked on /order-postpaid, compared side by side on /compare-number-summary, one chosen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatRupiah } from '../../src/runtime/format';
import { tickNumbers } from '../../src/ui/widgets/numberPicker/flow';
import { axeLines } from './support/axe';
import { ui, type Lang } from './support/journey';

const fill = (text: string, ...args: (string | number)[]): string => args.reduce<string>((t, a) => t.replace('%s', String(a)), text);

/** What the number list shows of a number: its formatted msisdn. */
const shownMsisdn = (page: Page, id: number): Promise<string> =>
  page.getByTestId(`number-item-${id}`).locator('.choice__title').innerText();

/** Ticks the first vanity number of the package's list (its box) and answers its id and its label as listed. */
async function tickVanity(page: Page): Promise<{ id: number; label: string; msisdn: string }> {
  await page.getByTestId('number-tab-vanity').click();
  const group = page.locator('.vanity-group').first();
  await expect(group).toBeVisible();
  const box: Locator = group.locator('input[type="checkbox"]').first();
  // The keyboard ticks it, as a customer without a mouse would.
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  const id = Number((await box.getAttribute('data-testid'))?.replace('number-compare-', ''));
  return { id, label: await group.locator('h3').innerText(), msisdn: await shownMsisdn(page, id) };
}

// Searching and ticking on a busy machine takes a while: a generous limit per test.
test.describe.configure({ timeout: 120_000 });

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  test(`postpaid: tick three numbers, compare them side by side, choose one [${lang}]`, async ({ page }) => {
    await page.goto(`/morder-postpaid?lang=${lang}`);
    await expect(page).toHaveURL(/\/order-postpaid(\?|$)/);

    // The plans: best deal on 7 and 9, the discount image of each tier, the deposit where there is one (A45).
    await expect(page.getByTestId('package-best-deal-7')).toHaveText(ui('package.bestDeal', lang));
    await expect(page.getByTestId('package-best-deal-9')).toHaveText(ui('package.bestDeal', lang));
    await expect(page.getByTestId('package-best-deal-8')).toHaveCount(0);
    await expect(page.getByTestId('package-discount-7')).toHaveAttribute('src', `/img/discount/${lang}/50000.svg`);
    await expect(page.getByTestId('package-discount-9')).toHaveAttribute('src', `/img/discount/${lang}/100000.svg`);
    await expect(page.getByTestId('package-discount-9')).toHaveAttribute('alt', fill(ui('package.discount', lang), formatRupiah(100000)));
    await expect(page.getByTestId('package-deposit-8')).toContainText(formatRupiah(100000));
    await expect(page.getByTestId('package-deposit-7')).toHaveCount(0);
    await page.getByTestId('package-item-7').click();

    // Two regular numbers and a vanity one; then every other box is disabled, with the limit said.
    const regular = await tickNumbers(page, 2);
    const regularShown = [await shownMsisdn(page, regular[0] ?? 0), await shownMsisdn(page, regular[1] ?? 0)];
    await expect(page.getByTestId('compare-count')).toContainText(fill(ui('number.compareCount', lang), 2, 3));
    const vanity = await tickVanity(page);
    await expect(page.getByTestId('compare-max')).toHaveText(fill(ui('number.compareMax', lang), 3));
    const fourth = page.locator('[data-testid="vanity-list"] input[type="checkbox"]:not(:checked)').first();
    await expect(fourth).toBeDisabled();
    await page.getByTestId('number-tab-regular').click();
    // The cleared search reaches the list after its debounce: axe reads the unfiltered list, not the switch.
    await expect(page.getByTestId('number-refresh')).toBeVisible();
    await expect(page.locator('[data-testid="number-list"] input[type="checkbox"]:not(:checked)').first()).toBeDisabled();
    expect(await axeLines(page)).toEqual([]);

    await page.getByTestId('compare-open').click();
    await expect(page).toHaveURL(/\/compare-number-summary(\?|$)/);
    await expect(page.getByTestId('compare-list').locator('.compare-card')).toHaveCount(3);
    for (const [i, id] of regular.entries()) {
      await expect(page.getByTestId(`compare-msisdn-${id}`)).toHaveText(regularShown[i] ?? '');
      await expect(page.getByTestId(`compare-type-${id}`)).toHaveText(ui('number.regular', lang));
      await expect(page.getByTestId(`compare-price-${id}`)).toContainText('Rp');
      await expect(page.getByTestId(`compare-label-${id}`)).toHaveText('-');
    }
    await expect(page.getByTestId(`compare-msisdn-${vanity.id}`)).toHaveText(vanity.msisdn);
    await expect(page.getByTestId(`compare-type-${vanity.id}`)).toHaveText(ui('number.vanity', lang));
    await expect(page.getByTestId(`compare-label-${vanity.id}`)).toHaveText(vanity.label);
    await expect(page.getByTestId(`compare-price-${vanity.id}`).locator('.price__old')).toBeVisible();
    expect(await axeLines(page)).toEqual([]);

    // On a phone the cards stack: nothing runs off the side.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Chosen by keyboard: back on the order step with it chosen, and the comparison cleared.
    const choose = page.getByTestId(`compare-choose-${regular[1]}`);
    await expect(choose).toHaveText(ui('compare.choose', lang));
    await choose.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order-postpaid(\?|$)/);
    await expect(page.getByTestId('number-selected')).toContainText(regularShown[1] ?? '');
    await expect(page.getByTestId('compare-bar')).toHaveCount(0);
  });
}

test('the comparison with nothing ticked says so and leads back to the number list', async ({ page }) => {
  await page.goto('/morder-postpaid?lang=en');
  await expect(page).toHaveURL(/\/order-postpaid(\?|$)/);
  await page.goto('/compare-number-summary');
  await expect(page.getByTestId('compare-empty')).toContainText(ui('compare.empty', 'en'));
  await page.getByTestId('compare-back').click();
  await expect(page).toHaveURL(/\/order-postpaid(\?|$)/);
});

// Both stick to the bottom on a phone: the compare bar stands on the step's actions. From 1024 px the actions
// stand in a column beside the blocks: the bar, at the bottom, never covers them either.
for (const viewport of [{ width: 375, height: 800 }, { width: 1280, height: 800 }]) {
  test(`the compare bar leaves the total and the next button free @${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/morder-postpaid?lang=id');
    await expect(page).toHaveURL(/\/order-postpaid(\?|$)/);
    await page.getByTestId('package-item-7').click();
    // Nothing stands on the actions yet: their height is not measured (no layout forced while the page starts).
    const published = () => page.locator('.step-actions').evaluate((el) => el.parentElement?.style.getPropertyValue('--step-actions-height') ?? '');
    expect(await published()).toBe('');
    await tickNumbers(page, 2);
    const bar = page.getByTestId('compare-bar');
    const next = page.getByTestId('next-button');
    await expect(bar).toBeVisible();
    // On a phone the bar stands on the actions (their height published); beside them from 1024 px, on the bottom.
    if (viewport.width < 1024) await expect.poll(published).toMatch(/^\d+px$/);
    // Scrolled so the number list fills the view: both bars are stuck to the bottom.
    await page.getByTestId('number-list').evaluate((el) => { el.scrollIntoView({ block: 'start' }); });
    if (viewport.width < 1024) {
      await expect.poll(async () => {
        const [b, n] = await Promise.all([bar.boundingBox(), page.locator('.step-actions').boundingBox()]);
        return b && n ? Math.round(b.y + b.height - n.y) : Number.NaN;
      }).toBeLessThanOrEqual(0);
    } else {
      // The boxes share no area: beside each other or one above the other.
      await expect.poll(async () => {
        const [b, n] = await Promise.all([bar.boundingBox(), page.locator('.step-actions').boundingBox()]);
        if (!b || !n) return Number.NaN;
        const across = Math.min(b.x + b.width, n.x + n.width) - Math.max(b.x, n.x);
        const down = Math.min(b.y + b.height, n.y + n.height) - Math.max(b.y, n.y);
        return Math.round(Math.min(across, down));
      }).toBeLessThanOrEqual(0);
      await expect(page.getByTestId('step-total')).toBeInViewport();
    }
    // What a tap on the button's middle reaches is the button.
    const hit = await next.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top === el || el.contains(top);
    });
    expect(hit).toBe(true);
  });
}
