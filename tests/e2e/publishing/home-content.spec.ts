// Content published through the lake reaches open pages: tiles, banners and maintenance windows.
// These tests change shared content, so they run against a shop of their own (the Playwright
// project "publishing") and, within it, serially, restoring what they change.
import { expect, test } from '@playwright/test';
import { apiJson, getDoc, LAKE, mutate, openHome, restorable, type Json } from '../support/lake';

test.describe('content changes published through the lake', () => {
  test.describe.configure({ mode: 'serial' });

  test('outside the maintenance window (the seed 2024 window) no popup shows', async ({ page }) => {
    const read = page.waitForResponse((r) => r.url().includes('/api/ui/maintenance'));
    await openHome(page, 'id');
    const body = (await (await read).json()) as { active: unknown };
    expect(body.active).toBeNull();
    await expect(page.getByTestId('home-package-0')).toBeVisible();
    await expect(page.getByTestId('maintenance-popup')).toHaveCount(0);
  });

  test('a prepaid tile is hidden when one of its three settings is missing', async ({ page, request }) => {
    const id = 'setting.oa.api.prepaid.tactical';
    const original = await getDoc(request, id);
    const value = JSON.parse(String(original.value)) as Json;
    try {
      const { sim_prepaid_img: _dropped, ...rest } = value;
      await mutate(request, [{ patch: { id, set: { value: JSON.stringify(rest) } } }]);
      await expect.poll(async () => (await apiJson<{ tiles: Array<{ kind: string }> }>(request, '/api/ui/tiles')).tiles.map((t) => t.kind)).not.toContain('prepaidSim');
      // The home HTML carries its tiles and is cached for a second: reload until the change shows.
      await expect(async () => {
        await openHome(page, 'id');
        await expect(page.getByTestId('home-products')).toBeVisible({ timeout: 3_000 });
        await expect(page.getByTestId('tile-prepaidSim')).toHaveCount(0, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    } finally {
      await mutate(request, [{ createOrReplace: restorable(original) }]);
    }
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('tile-prepaidSim')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 15_000 });
  });

  test('an open home shows a published banner title within 2 s, without a reload', async ({ page, request }) => {
    const { promo } = await apiJson<{ promo: Array<{ code: string; id: { title: string } }> }>(request, '/api/ui/banner/top');
    const code = promo[0]?.code ?? '';
    const docs = await apiJson<{ result: Json[] }>(request, `${LAKE}/query/production?query=${encodeURIComponent(`*[_type == "banner" && code == "${code}"]`)}`);
    const original = docs.result.find((d) => !String(d._id).startsWith('drafts.'));
    if (!original) throw new Error('no banner document');
    await openHome(page, 'id');
    await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
    const img = page.getByTestId('home-banner').locator('img').first();
    await expect(img).toHaveAttribute('alt', promo[0]?.id.title ?? '');
    let reloaded = false;
    page.on('framenavigated', (f) => { if (f === page.mainFrame()) reloaded = true; });
    const title = `Live ${Date.now()}`;
    try {
      await mutate(request, [{ patch: { id: original._id, set: { 'id.title': title } } }]);
      await expect(img).toHaveAttribute('alt', title, { timeout: 2_000 });
      expect(reloaded).toBe(false);
    } finally {
      await mutate(request, [{ createOrReplace: restorable(original) }]);
    }
  });

  test('a maintenance window covering now shows a popup that cannot be closed; it goes at its end without a reload', async ({ page, request }) => {
    const id = `maintenanceWindow.e2e-now-${Date.now()}`;
    const now = Date.now();
    const window = {
      _id: id, _type: 'maintenanceWindow', title: 'E2E maintenance now',
      startsAt: new Date(now - 5_000).toISOString(), endsAt: new Date(now + 12_000).toISOString(),
      image: { id: '/content/maintenance-id.webp', en: '/content/maintenance-en.webp' },
    };
    try {
      await mutate(request, [{ createOrReplace: window }]);
      await page.goto('/?lang=en');
      const popup = page.getByTestId('maintenance-popup');
      await expect(popup).toBeVisible();
      await expect(page.getByTestId('maintenance-image')).toHaveAttribute('src', window.image.en);
      await expect(popup.getByRole('button')).toHaveCount(0);
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await page.keyboard.press('Escape');
      await page.getByTestId('maintenance-backdrop').click({ position: { x: 5, y: 5 }, force: true });
      await page.keyboard.press('Tab');
      await expect(popup).toBeVisible();
      // The page behind cannot be used while it shows.
      await expect(page.getByTestId('lang-switch').click({ timeout: 1_000 })).rejects.toThrow();
      await expect(popup).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
    } finally {
      await mutate(request, [{ delete: { id } }]);
    }
  });

  test('a window starting later opens the popup at its start and closes it at its end, without a reload', async ({ page, request }) => {
    const id = `maintenanceWindow.e2e-next-${Date.now()}`;
    const now = Date.now();
    try {
      await mutate(request, [{ createOrReplace: {
        _id: id, _type: 'maintenanceWindow', title: 'E2E maintenance next',
        startsAt: new Date(now + 6_000).toISOString(), endsAt: new Date(now + 12_000).toISOString(),
        image: { id: '/content/maintenance-id.webp', en: '/content/maintenance-en.webp' },
      } }]);
      await openHome(page, 'id');
      await expect(page.getByTestId('maintenance-popup')).toHaveCount(0);
      await expect(page.getByTestId('maintenance-popup')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByTestId('maintenance-image')).toHaveAttribute('src', '/content/maintenance-id.webp');
      await expect(page.getByTestId('maintenance-popup')).toHaveCount(0, { timeout: 10_000 });
    } finally {
      await mutate(request, [{ delete: { id } }]);
    }
  });
});
