// Writes public/widget-previews/<name>.png, the small pictures the studio's widget catalogue shows: each
// widget photographed on the first page of the running shop that shows it (a page without path
// parameters, or a journey's entry), on a phone, 320 px wide. A widget no such page shows (it needs an
// order, a payment, a visit's state) gets none: the studio shows its title card.
// Usage: npx tsx scripts/widget-previews.ts [shop URL, default http://localhost:8080]; then npm run build:widgets.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumPath } from './chromium-path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'public/widget-previews');
const base = process.argv[2] ?? 'http://localhost:8080';

interface Screen { path?: string; blocks?: Array<{ widget?: string }>; phases?: Array<{ blocks?: Array<{ widget?: string }> }> }
const widgetsOf = (s: Screen): string[] => [...(s.blocks ?? []), ...(s.phases ?? []).flatMap((p) => p.blocks ?? [])]
  .flatMap((b) => (typeof b.widget === 'string' ? [b.widget] : []));
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** The first directly opened path showing each widget: pages first, then each journey's entry (its first step). */
function whereShown(): Map<string, string> {
  const where = new Map<string, string>();
  const note = (path: string | undefined, widgets: string[]) => {
    if (!path?.startsWith('/') || path.includes(':')) return;
    for (const w of widgets) if (!where.has(w)) where.set(w, path);
  };
  for (const f of readdirSync(join(root, 'flows/pages')).sort()) {
    const page = readJson(join(root, 'flows/pages', f)) as Screen;
    note(page.path, widgetsOf(page));
  }
  for (const f of readdirSync(join(root, 'flows/journeys')).sort()) {
    const j = readJson(join(root, 'flows/journeys', f)) as { entry?: { path?: string; goto?: string }; steps?: Array<Screen & { id?: string }> };
    const first = j.steps?.find((s) => s.id === j.entry?.goto);
    if (first) note(j.entry?.path, widgetsOf(first));
  }
  return where;
}

const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined });
const page = await browser.newPage({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 1 });
mkdirSync(out, { recursive: true });
const made: string[] = [];
for (const [widget, path] of [...whereShown()].sort()) {
  const block = page.locator(`.block--${widget}`).first();
  try {
    await page.goto(`${base}${path}?lang=id`);
    // The shop's sticky header would cover a block scrolled under it.
    await page.addStyleTag({ content: 'header { display: none !important; }' });
    await block.waitFor({ state: 'visible', timeout: 8000 });
    // Its data and pictures loaded (a skeleton is no preview).
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    const box = await block.boundingBox();
    if (!box || box.height < 8) continue;
    const shot = await block.screenshot({ animations: 'disabled' });
    const png = await sharp(shot).resize({ width: 320, height: 214, fit: 'cover', position: 'top' }).png({ palette: true, quality: 70, compressionLevel: 9 }).toBuffer();
    writeFileSync(join(out, `${widget}.png`), png);
    made.push(widget);
  } catch {
    // Not shown on its page without a visit's state: no picture.
  }
}
await browser.close();
console.log(`widget-previews: ${made.length} pictures in public/widget-previews (${made.join(', ')})`);
