// The shop with the keyboard alone (issue 32): every Tab stop shows where it is, with one focus ring for
// every control; the banners take one stop and are named; nothing focused hides under the sticky total
// bar; the arrow keys work in the header's menus.
import { expect, test, type Page } from '@playwright/test';
import home from '../../flows/pages/home.json' with { type: 'json' };
import { chooseNumberAndPackage, customer, fillRecipientForm } from './support/journey';
import { focusedStop, settledStop, tabFromTop, tabTo, type Ring, type Stop } from './support/keyboard';
import { apiJson, DESKTOP, MOBILE, openHome, type Lang } from './support/lake';

interface Banners { promo: Array<Record<Lang, { code: string; title: string }>> }

const focused = (page: Page) => page.locator(':focus');

/** A carousel swaps its strip for Swiper when the focus comes in: the next Tab waits for it (and the focus it keeps). */
async function carouselSettled(page: Page): Promise<void> {
  const index = await page.evaluate(() => [...document.querySelectorAll('.carousel-host')].findIndex((host) => host.contains(document.activeElement)));
  const host = page.locator('.carousel-host').nth(index);
  if (index < 0 || (await host.getAttribute('data-count')) === '1') return;
  await expect(host.locator('.swiper-initialized')).toBeAttached();
  await expect(host.locator('.swiper-initialized :focus')).toHaveCount(1);
}

for (const lang of ['id', 'en'] as const) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`every Tab stop of the home page shows inside the viewport with its ring whole; the banners take one stop, named (${lang}, ${viewport.width} px)`, async ({ page, request }) => {
      test.slow(); // some sixty stops, each waited on until it settles
      await page.setViewportSize(viewport);
      const banners = await apiJson<Banners>(request, '/api/ui/banner/top');
      const titles = new Map(banners.promo.map((b) => [`banner-link-${b[lang].code}`, b[lang].title]));
      await openHome(page, lang);
      await expect(page.getByTestId('home-package-0')).toBeVisible();
      await tabFromTop(page);
      const seen: string[] = [];
      const hidden: string[] = [];
      for (let i = 0; i < 200; i += 1) {
        let stop = await settledStop(page);
        if (stop.id === 'body') {
          // Past the page's last stop the focus leaves the page, and the next Tab starts over: anywhere else it is lost.
          await page.keyboard.press('Tab');
          stop = await settledStop(page);
          if (stop.id !== 'skip-link') hidden.push(`${i} after ${seen.at(-1) ?? '-'}: the focus was on nothing`);
          break;
        }
        if (i > 0 && stop.id === 'skip-link') break;
        seen.push(stop.id);
        if (stop.problems.length > 0) hidden.push(`${i} ${stop.id}: ${stop.problems.join('; ')}`);
        const title = titles.get(stop.id);
        if (title !== undefined) await expect(focused(page)).toHaveAccessibleName(title);
        await carouselSettled(page);
        await page.keyboard.press('Tab');
      }
      expect(hidden).toEqual([]);
      // From the top of the page to its footer, and the banner shown is the one stop of the banners.
      expect(seen).toContain('nav-brand');
      expect(seen).toContain('home-buy-sim');
      expect(seen.filter((id) => id.startsWith('banner-link-'))).toEqual([`banner-link-${banners.promo[0]?.[lang].code ?? '-'}`]);
    });

    test(`the banners by keyboard: a bullet shows another, which is then the one stop, named from its content (${lang}, ${viewport.width} px)`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const banners = await apiJson<Banners>(request, '/api/ui/banner/top');
      const [first, second] = banners.promo.map((b) => b[lang]);
      if (!first || !second) throw new Error('the seed has fewer than two banners');
      await openHome(page, lang);
      await tabFromTop(page);
      await tabTo(page, page.getByTestId(`banner-link-${first.code}`));
      await expect(focused(page)).toHaveAccessibleName(first.title);
      await carouselSettled(page);
      // Its slide is named for its place among them.
      await expect(page.getByTestId('home-banner').locator('.swiper-slide-active')).toHaveAttribute('aria-label', home.texts.slidePosition[lang].replace('%s', '1').replace('%s', String(banners.promo.length)));
      const bullet = page.getByTestId('home-banner').getByRole('button', { name: `${home.texts.goToSlide[lang]} 2`, exact: true });
      await tabTo(page, bullet, 6);
      expect((await focusedStop(page)).problems).toEqual([]);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('home-banner').locator('.swiper-slide-active')).toHaveAttribute('data-slide', '1');
      await tabTo(page, page.getByTestId(`banner-link-${second.code}`), 6, 'Shift+Tab');
      await expect(focused(page)).toHaveAccessibleName(second.title);
      expect((await settledStop(page)).problems).toEqual([]);
      // The first banner, now hidden, is no stop: one more Shift+Tab leaves the carousel.
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByTestId('home-banner').locator(':focus')).toHaveCount(0);
    });
  }
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`nothing focused hides under the sticky total bar: numbers, packages, fields and couriers stay above it (${viewport.width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const walk = async (until: string, max: number): Promise<string[]> => {
      const found: string[] = [];
      for (let i = 0; i < max; i += 1) {
        await page.keyboard.press('Tab');
        // Settled once shown and clear of the bar (the ring, its offset and width, too): the page may still be scrolling to it.
        const clear = async (stop: Stop): Promise<string[]> => {
          // The bar's box: along the bottom on a phone, a column beside the blocks from 1024 px; the ring (5 px) must clear it.
          const { bar, inBar } = await page.locator('.step-actions').evaluate((el) => {
            const r = el.getBoundingClientRect();
            return { bar: { top: r.top, bottom: r.bottom, left: r.left, right: r.right }, inBar: el.contains(document.activeElement) };
          });
          const across = stop.box.left - 5 < bar.right && stop.box.right + 5 > bar.left;
          const down = stop.box.bottom + 5 > bar.top + 0.5 && stop.box.top - 5 < bar.bottom;
          const under = !inBar && across && down ? [`${stop.id}: ${Math.round(stop.box.top)}-${Math.round(stop.box.bottom)}, bar ${Math.round(bar.top)}-${Math.round(bar.bottom)}`] : [];
          return [...stop.problems.map((p) => `${stop.id}: ${p}`), ...under];
        };
        let problems: string[] = [];
        const stop = await settledStop(page, async (s) => { problems = await clear(s); return problems; });
        found.push(...problems);
        if (stop.id === until) return found;
      }
      throw new Error(`${until} not reached in ${max} Tabs`);
    };
    await page.goto('/order?lang=en');
    await expect(page.locator('[data-testid^="number-item-"]').first()).toBeVisible();
    await expect(page.locator('[data-testid^="package-item-"]').first()).toBeVisible();
    await tabFromTop(page);
    expect(await walk('next-button', 80)).toEqual([]);

    await chooseNumberAndPackage(page, 'en');
    await fillRecipientForm(page, customer('sticky-bar'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await tabFromTop(page);
    expect(await walk('next-button', 80)).toEqual([]);
  });
}

test('one focus ring for every control: fields, tabs, numbers, packages, couriers, buttons and the header menus (1280 px)', async ({ page }) => {
  await page.goto('/order?lang=en');
  await expect(page.locator('[data-testid^="number-item-"]').first()).toBeVisible();
  await expect(page.locator('[data-testid^="package-item-"]').first()).toBeVisible();
  await tabFromTop(page);
  const ringOf = async (testId: string): Promise<Ring> => {
    const target = page.getByTestId(testId);
    await tabTo(page, target, 80);
    const stop = await settledStop(page);
    expect(stop.problems, testId).toEqual([]);
    return stop.ring;
  };
  // The fields' ring: strong (3 px), one colour.
  const field = await ringOf('city-select');
  expect(parseFloat(field.width)).toBeGreaterThanOrEqual(3);
  expect(field.style).toBe('solid');
  expect(await ringOf('number-tab-regular')).toEqual(field);
  expect(await ringOf('number-search')).toEqual(field);
  const firstNumber = await page.locator('[data-testid^="number-item-"]').first().getAttribute('data-testid');
  expect(await ringOf(firstNumber ?? '-')).toEqual(field);
  const firstPackage = await page.locator('[data-testid^="package-item-"]').first().getAttribute('data-testid');
  expect(await ringOf(firstPackage ?? '-')).toEqual(field);
  expect(await ringOf('next-button')).toEqual(field);

  // The header's links, dropdown buttons and dropdown links.
  await tabFromTop(page);
  expect(await ringOf('nav-home')).toEqual(field);
  expect(await ringOf('nav-sim')).toEqual(field);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('nav-sim-postpaid')).toBeFocused();
  expect((await settledStop(page)).ring).toEqual(field);
  await page.keyboard.press('Escape');

  // A courier: its label carries the ring of the radio inside it.
  await chooseNumberAndPackage(page, 'en');
  await fillRecipientForm(page, customer('ring'));
  await tabFromTop(page);
  expect(await ringOf('field-recipientName')).toEqual(field);
  expect(await ringOf('delivery-courier')).toEqual(field);
  const courier = page.locator('[data-testid^="logistic-"]').first();
  await tabTo(page, courier, 20);
  const stop = await settledStop(page);
  expect(stop.problems).toEqual([]);
  expect(stop.ring).toEqual(field);
});

/** Keys pressed in turn, each followed by the control that must then have the focus (shown, ring whole) and, when named, a dropdown's state. */
type Move = [key: string, focused: string, expanded?: [toggle: string, open: boolean]];

async function moves(page: Page, list: Move[]): Promise<void> {
  for (const [key, testId, expanded] of list) {
    await page.keyboard.press(key);
    await expect(page.getByTestId(testId), `${key} -> ${testId}`).toBeFocused();
    expect((await settledStop(page)).problems, testId).toEqual([]);
    if (expanded) await expect(page.getByTestId(expanded[0])).toHaveAttribute('aria-expanded', String(expanded[1]));
  }
}

test('arrow keys in the header menus on a desktop: across the bar, into a dropdown and out of it', async ({ page }) => {
  await page.goto('/?lang=en');
  await tabFromTop(page);
  await tabTo(page, page.getByTestId('nav-home'), 5);
  await moves(page, [
    ['ArrowRight', 'nav-sim', ['nav-sim', false]],
    // Down opens a dropdown on its first link, and goes on through it and out to the next entry, which closes it.
    ['ArrowDown', 'nav-sim-postpaid', ['nav-sim', true]],
    ['ArrowDown', 'nav-sim-prepaid'],
    ['ArrowDown', 'nav-promo', ['nav-sim', false]],
    ['ArrowUp', 'nav-sim'],
    ['ArrowLeft', 'nav-home'],
    // Left from the first wraps to the last; Home and End.
    ['ArrowLeft', 'nav-activation'],
    ['Home', 'nav-home'],
    ['End', 'nav-activation'],
    // Inside a dropdown: Up from its first link goes back to its button; Right leaves it for the next entry.
    ['ArrowDown', 'nav-activate-postpaid'],
    ['ArrowUp', 'nav-activation', ['nav-activation', true]],
    ['ArrowDown', 'nav-activate-postpaid'],
    ['ArrowRight', 'nav-home', ['nav-activation', false]],
    ['ArrowRight', 'nav-sim'],
    ['ArrowDown', 'nav-sim-postpaid'],
    ['ArrowDown', 'nav-sim-prepaid'],
  ]);
  // Enter on a dropdown's link reached by arrows follows it.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order(\?|$)/);
});

test('arrow keys in the header menu on a phone: Up and Down go through the open menu, a dropdown included', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/?lang=id');
  await tabFromTop(page);
  await tabTo(page, page.getByTestId('nav-menu'), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('nav-menu')).toHaveAttribute('aria-expanded', 'true');
  await moves(page, [
    ['Tab', 'nav-home'],
    ['ArrowDown', 'nav-sim'],
    ['ArrowDown', 'nav-sim-postpaid', ['nav-sim', true]],
    ['ArrowDown', 'nav-sim-prepaid'],
    ['ArrowDown', 'nav-promo', ['nav-sim', false]],
    ['ArrowUp', 'nav-sim'],
    ['ArrowUp', 'nav-home'],
    // Escape closes the menu and gives the focus back to its button.
    ['Escape', 'nav-menu', ['nav-menu', false]],
    ['Enter', 'nav-menu', ['nav-menu', true]],
    ['Tab', 'nav-home'],
    ['ArrowDown', 'nav-sim'],
    ['ArrowDown', 'nav-sim-postpaid'],
    ['ArrowDown', 'nav-sim-prepaid'],
    ['ArrowDown', 'nav-promo'],
  ]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/promos(\?|$)/);
});
