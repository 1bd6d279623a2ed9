// Server-rendered first paint (issue 11): the home and every journey's entry step carry their content
// in the HTML itself (checked with JavaScript off), and hydrate without an error (JavaScript on).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { entryStepsOnDisk } from '../../src/definitions/entry-steps-node';
import type { Step } from '../../src/definitions/types';
import messages from '../../flows/messages.json' with { type: 'json' };
import { apiJson, homeText, type Lang } from './support/lake';
import { holdRequests } from './support/hold';


// The entry step of every journey, found from the definitions themselves.
const entrySteps = entryStepsOnDisk();
const langs: Lang[] = ['id', 'en'];
const widgetsOf = (step: Step) => new Set(step.blocks.map((b) => b.widget));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of langs) {
    test(`the home in ${lang} shows its banner, tiles and packages`, async ({ page, request }) => {
      await page.goto(`/?lang=${lang}`);
      const banners = await apiJson<{ promo: Array<Record<Lang, { img_main_mob_webp: string; img_main_dsk_webp: string }>> }>(request, '/api/ui/banner/top');
      const first = page.getByTestId('home-banner').locator('img').first();
      await expect(first).toHaveAttribute('src', banners.promo[0]?.[lang].img_main_mob_webp ?? '-');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(page.getByTestId('home-banner').locator('source').first()).toHaveAttribute('srcset', banners.promo[0]?.[lang].img_main_dsk_webp ?? '-');

      const tiles = await apiJson<{ tiles: Array<{ kind: string; to: string }> }>(request, '/api/ui/tiles');
      expect(tiles.tiles.length).toBeGreaterThan(0);
      for (const tile of tiles.tiles) await expect(page.getByTestId(`tile-${tile.kind}`)).toHaveAttribute('href', tile.to);

      await expect(page.getByTestId('home-tab-prepaid')).toHaveText(homeText('tabPrepaid', lang));
      const prepaid = await apiJson<{ products: Array<{ product_name: string }> }>(request, `/api/web/prepaid/packages?language=${lang}`);
      expect(prepaid.products.length).toBeGreaterThan(0);
      await expect(page.getByTestId('home-package-0')).toContainText(prepaid.products[0]?.product_name ?? '-');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    for (const { journey, step } of entrySteps) {
      test(`${journey}'s first step ${step.path} in ${lang} shows what it offers`, async ({ page }) => {
        await page.goto(`${step.path}?lang=${lang}`);
        const heading = step.texts?.heading?.[lang] ?? step.title[lang];
        await expect(page.getByTestId('screen-heading')).toHaveText(heading);
        await expect(page).toHaveTitle(step.title[lang]);
        const widgets = widgetsOf(step);
        if (widgets.has('cityPicker')) expect(await page.getByTestId('city-select').locator('option').count()).toBeGreaterThan(1);
        if (widgets.has('numberPicker')) expect(await page.locator('[data-testid^="number-item-"]').count()).toBeGreaterThan(0);
        if (widgets.has('packagePicker')) expect(await page.locator('[data-testid^="package-item-"]').count()).toBeGreaterThan(0);
      });
    }
  }
});

/** Console errors and uncaught errors (a failed hydration is reported as one) while the page starts. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Holds the app's code back (a slow phone's link) until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  return (await holdRequests(page, /\/assets\/index-[\w-]+\.js$/)).release;
}

/** A journey's entry step with a number picker. */
function numberEntry(): (typeof entrySteps)[number] {
  const entry = entrySteps.find(({ step }) => widgetsOf(step).has('numberPicker'));
  if (!entry) throw new Error('no entry step picks a number');
  return entry;
}

test.describe('with JavaScript', () => {
  const paths = ['/', '/?lang=en', ...entrySteps.flatMap(({ step }) => [step.path, `${step.path}?lang=en`])];
  for (const path of paths) {
    test(`${path} hydrates without an error (a mismatch is reported as one)`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
      await expect(page.locator('main')).toBeVisible();
      // Hydration of lazy widgets ends when their chunks have arrived: wait for the network to settle.
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('the stylesheets a rendered page inlines are not fetched again when its code loads', async ({ page }) => {
    // The home's widgets have a stylesheet of their own (their chunk's), inlined by the server.
    const html = await (await page.request.get('/')).text();
    const inlined = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)" disabled>/g)].map((m) => m[1]);
    expect(inlined.length).toBeGreaterThan(1);
    const fetched: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('.css')) fetched.push(new URL(r.url()).pathname.slice(1)); });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await page.waitForLoadState('networkidle');
    // Styled as rendered: the inlined rules apply (the disabled links only name them).
    await expect(page.locator('main')).toBeVisible();
    expect(fetched.filter((f) => inlined.includes(f))).toEqual([]);
  });

  test('a landed home takes its content from its own render (no read again once hydrated); a landed step loads no content model', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (r) => { const p = new URL(r.url()).pathname; if (/^\/api\/(ui\/(banner|tiles|roaming|promos?|faq|services)|web\/(prepaid|postpaid)\/packages)/.test(p)) reads.push(p); });
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await page.waitForLoadState('networkidle');
    // The content model came with the home's widgets, and seeded itself from the render's reads.
    const contentChunks = scripts.filter((s) => /\/content-binding-[^/]+\.js$/.test(s));
    expect(contentChunks).toHaveLength(1);
    // Below-the-fold sections on a phone load when scrolled near; those above it were rendered, not read again.
    expect(reads.filter((p) => p.startsWith('/api/ui/banner') || p.startsWith('/api/ui/tiles'))).toEqual([]);

    // A step landed on preloads no content model, nor does any file it preloads import it.
    type Chunk = { file: string; imports?: string[] };
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
    const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
    for (const { step } of entrySteps) {
      const html = await (await page.request.get(step.path)).text();
      const reached = new Set([...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1] ?? ''));
      for (const file of reached) for (const key of byFile.get(file)?.imports ?? []) { const f = manifest[key]?.file; if (f) reached.add(f); }
      expect([...reached].filter((f) => f.includes('content-binding')), step.path).toEqual([]);
    }
  });

  test("a visit's next page with nothing chosen yet is hydrated, not rendered again over the server's markup", async ({ page }) => {
    const errors = collectErrors(page);
    // The first page stores the visit's session (tracking id, language): nothing the home shows.
    await page.goto('/promos');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    // Keep the server's main element as the parser made it; a render over the markup would replace it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => { (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('main'); });
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => {
      const kept = (window as unknown as { serverMain: Element | null }).serverMain;
      return kept !== null && kept.isConnected && kept === document.querySelector('main');
    })).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a press before the page's code has taken over is held, shown as pending, and made once it has", async ({ page }) => {
    const errors = collectErrors(page);
    const entry = numberEntry();
    // The app's code is held back until the press has been made (a slow phone's link).
    const release = await holdAppCode(page);
    await page.goto(entry.step.path, { waitUntil: 'commit' });
    const item = page.locator('[data-testid^="number-item-"]').first();
    await item.click();
    await expect(item).toHaveAttribute('data-early-pressed', '');
    await expect(item).toHaveAttribute('aria-pressed', 'false');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('number-selected')).toBeVisible();
    await expect(item).not.toHaveAttribute('data-early-pressed', '');
    expect(errors).toEqual([]);
  });

  test("text typed before the page's code has taken over is kept, and a press held meanwhile submits it", async ({ page }) => {
    const errors = collectErrors(page);
    const release = await holdAppCode(page);
    await page.goto('/track?lang=en', { waitUntil: 'commit' });
    // The form as the server rendered it: typed into, then submitted, all before the code has arrived.
    await page.getByTestId('field-trackOrderId').fill('SIMPRE0000NOPE');
    await page.getByTestId('field-trackEmail').fill('early@example.com');
    const submit = page.getByTestId('track-form-submit');
    await submit.click();
    await expect(submit).toHaveAttribute('data-early-pressed', '');
    release();
    // The fields are hydrated with the text in them, the form's state takes it, then the held press submits it.
    await expect(page).toHaveURL(/\/track\/SIMPRE0000NOPE\/early%40example\.com/);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    expect(errors.filter((e) => !e.includes('404') && !e.includes('not found'))).toEqual([]);
  });

  test("a number search typed before the page's code has taken over is searched once it has", async ({ page }) => {
    const entry = numberEntry();
    const release = await holdAppCode(page);
    await page.goto(entry.step.path, { waitUntil: 'commit' });
    await page.getByTestId('number-search').fill('812');
    const searched = page.waitForRequest((r) => r.url().includes('/api/number/') && r.url().includes('query=812'));
    release();
    await searched;
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await expect(page.getByTestId('number-search')).toHaveValue('812');
  });

  test('a client-side move from the home to the first step still works after hydration', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    const buy = page.getByTestId('home-buy-sim');
    const to = await buy.getAttribute('href');
    // A mark on the document: it survives a client-side move and is lost with a new document.
    await page.evaluate(() => { document.documentElement.dataset.sameDocument = '1'; });
    await buy.click();
    await expect(page).toHaveURL(new RegExp(`${to ?? '-'}$`));
    await expect(page.locator('[data-testid^="package-item-"]').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-same-document', '1');
    expect(errors).toEqual([]);
  });
});

test.describe('the home on a slow link', () => {
  test("its code is requested only once the first banner has arrived, by the CSP-allowed loader", async ({ page }) => {
    const errors = collectErrors(page);
    const events: string[] = [];
    page.on('requestfinished', (r) => { if (r.resourceType() === 'image' && r.url().includes('/content/banner-')) events.push(`hero ${new URL(r.url()).pathname}`); });
    page.on('request', (r) => { if (r.resourceType() === 'script') events.push('script'); });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    const firstScript = events.indexOf('script');
    expect(firstScript).toBeGreaterThan(0);
    expect(events.slice(0, firstScript).some((e) => e.startsWith('hero '))).toBe(true);
    // A script blocked by the CSP would be a console error; and the app started, so the loader ran.
    expect(errors).toEqual([]);
  });
});

test.describe('a journey landed on directly', () => {
  // A package's icon says nothing its name does not: its bytes wait until the step is usable.
  const withPackages = entrySteps.filter(({ step }) => widgetsOf(step).has('packagePicker'));
  test('its packages\' icons are rendered without a source, and shown once the page has hydrated', async ({ page }) => {
    expect(withPackages.length).toBeGreaterThan(0);
    for (const { step } of withPackages) {
      const html = await (await page.request.get(step.path)).text();
      const icons = [...html.matchAll(/<img class="choice__img"[^>]*>/g)].map((m) => m[0]);
      expect(icons.length, step.path).toBeGreaterThan(0);
      for (const icon of icons) {
        expect(icon, step.path).not.toContain('src=');
        // The box is reserved: nothing shifts when the picture arrives.
        expect(icon, step.path).toMatch(/width="48" height="48"/);
      }
      await page.goto(step.path);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
      const first = page.locator('img.choice__img').first();
      await expect(first).toHaveAttribute('src', /\.webp$/);
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: step.path }).toBe(true);
    }
  });

  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;

  test('the error catalogue and the links\' routes are fetched once the step has hydrated, not while React DOM is still arriving', async ({ page }) => {
    const errors = collectErrors(page);
    const { step } = numberEntry();
    const catalogue = manifest['flows/errors.json']?.file ?? 'flows/errors.json (not built)';
    // React DOM (the last boot stage) held back, as a slow link delivers it last: the page's load event
    // comes meanwhile (a module preload does not hold it), and the browser is idle.
    const { release } = await holdRequests(page, /\/assets\/boot-client-[\w-]+\.js$/);
    const asked: string[] = [];
    page.on('request', (r) => { asked.push(new URL(r.url()).pathname.slice(1)); });
    await page.goto(step.path, { waitUntil: 'load' });
    const before = asked.length;
    await page.evaluate(() => new Promise<void>((resolve) => { requestIdleCallback(() => resolve()); }));
    await page.evaluate(() => new Promise<void>((resolve) => { requestIdleCallback(() => resolve()); }));
    // Nothing that waits for idle time went out: on a slow link it would share the bandwidth with React DOM.
    expect(asked).not.toContain(catalogue);
    expect(asked.slice(before).filter((p) => p.endsWith('.js'))).toEqual([]);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    // Once the step is on the page and the browser idle, the catalogue comes (an error shows at once then).
    await expect.poll(() => asked.includes(catalogue)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a page in English preloads the English texts with its code; one in Indonesian carries none of them', async ({ request }) => {
    const english = manifest['src/definitions/generated/messages-en.json']?.file ?? 'messages-en (not built)';
    // The longest English text of messages.json: no other file says it.
    const marker = Object.values(messages.ui).map((t) => t.en).reduce((a, b) => (b.length > a.length ? b : a), '');
    for (const path of ['/', ...entrySteps.map(({ step }) => step.path)]) {
      // A page's chunks: its module preloads, or on a page that paints its hero first, the list its loader puts in the head then.
      const preloadsOf = async (url: string): Promise<string[]> => {
        const html = await (await request.get(url)).text();
        const links = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1] ?? '');
        const loaded = (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean).map((f) => f.replace(/^\//, ''));
        return [...links, ...loaded];
      };
      expect(await preloadsOf(`${path}${path.includes('?') ? '&' : '?'}lang=en`), path).toContain(english);
      const indonesian = await preloadsOf(path);
      expect(indonesian, path).not.toContain(english);
      for (const file of indonesian.filter((f) => f.endsWith('.js'))) {
        expect(await (await request.get(`/${file}`)).text(), `${path}: ${file}`).not.toContain(JSON.stringify(marker).slice(1, -1));
      }
    }
  });

  for (const { journey, step } of entrySteps) {
    test(`${step.path} preloads ${journey}'s definition and the field library with the widgets' code`, async ({ request }) => {
      const html = await (await request.get(step.path)).text();
      const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
      for (const file of [`flows/journeys/${journey}.json`, 'flows/fields.json']) expect(preloaded).toContain(manifest[file]?.file ?? file);
      // The step's widgets come in one file (the landing chunk): on a slow phone's six HTTP/1.1
      // connections, each small file more is a round trip more before the step can be used.
      const widgetFiles = new Set(step.blocks.flatMap((b) => readdirSync(`src/ui/widgets/${b.widget}`)
        .filter((f) => /^[A-Z][^/]*\.tsx$/.test(f)).map((f) => manifest[`src/ui/widgets/${b.widget}/${f}`]?.file ?? `${b.widget}/${f} (not built)`)));
      expect([...widgetFiles]).toHaveLength(1);
      expect(preloaded).toContain([...widgetFiles][0]);
      // React DOM (the last boot stage, the largest file) is asked for after them and the other stages:
      // it takes a connection as they finish rather than sharing the bandwidth with them from the start.
      type Chunk = { file: string; isEntry?: boolean; dynamicImports?: string[] };
      const entry = Object.values(manifest as Record<string, Chunk>).find((c) => c.isEntry);
      const stages = (entry?.dynamicImports ?? []).map((k) => (manifest as Record<string, Chunk>)[k]?.file ?? k);
      const last = stages.at(-1) ?? 'none';
      expect(preloaded.at(-1)).toBe(last);
      for (const file of [...stages.slice(0, -1), ...widgetFiles, manifest[`flows/journeys/${journey}.json`]?.file]) {
        expect(preloaded.indexOf(file ?? ''), file).toBeLessThan(preloaded.indexOf(last));
      }
      // No hero image to wait for: the code comes at the browser's usual priority, ahead of the step's images.
      expect(html).not.toContain('fetchpriority="low"');
    });
  }
});

test("the entry and its boot stages are preloaded from the head, ask V8 to compile them on the background thread, and are sent as the build compressed them", async ({ request }) => {
  type Chunk = { file: string; isEntry?: boolean; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  expect(entry).toBeTruthy();
  // src/main.tsx evaluates the app in stages, a task each: each stage is a chunk of its own.
  const stages = (entry?.dynamicImports ?? []).map((k) => manifest[k]?.file ?? k);
  expect(stages.length).toBeGreaterThan(1);
  // Fetched with the entry, not when the entry asks for them: a rendered page's head preloads them all.
  const html = await (await request.get(numberEntry().step.path)).text();
  for (const file of stages) expect(html).toMatch(new RegExp(`<link rel="modulepreload"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  // Every page has them, so no later dynamic import asks Vite's preload helper for them again (a URL
  // resolved and looked up each, on the main thread: vite.config.ts withoutBootChunks).
  const named = readdirSync('dist/client/assets').filter((f) => f.endsWith('.js')).flatMap((f) => {
    const deps = /m\.f=\[([^\]]*)\]/.exec(readFileSync(`dist/client/assets/${f}`, 'utf8'))?.[1] ?? '';
    return [...deps.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
  });
  expect(named.length).toBeGreaterThan(0);
  for (const file of [entry?.file ?? '', ...stages]) expect(named, file).not.toContain(file);
  for (const file of [entry?.file ?? '', ...stages]) {
    const res = await request.get(`/${file}`, { headers: { 'accept-encoding': 'br' } });
    expect((await res.text()).startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
    // Under 1 KB a file is sent as it is (the entry itself may be); else the build's brotli file (quality 11), not one made per request.
    if (statSync(`dist/client/${file}`).size < 1024) { expect(res.headers()['content-encoding'], file).toBeUndefined(); continue; }
    expect(res.headers()['content-encoding'], file).toBe('br');
    expect(Number(res.headers()['content-length']), file).toBe(readFileSync(`dist/client/${file}.br`).length);
  }
});
