// The widget catalogue (src/ui/widgets/<name>/catalogue.ts, written to widget-catalogue.json by
// npm run build:widgets): every widget has an entry in both languages, and every text key a widget's
// code reads is in it with a label, so the studio offers every key by what it is.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildManifest, CATALOGUE_PATH, PREVIEWS_DIR, WIDGETS_DIR } from '../../../scripts/gen-widgets';
import { ROOT } from './helpers';

/**
 * The literal keys of `texts.k(...)` calls: the first argument when it is a quoted key, or each branch of a
 * conditional there (`texts.k(done ? 'a' : 'b')`). Keys built at run time (`texts.k(\`x.${y}\`)`) are not read.
 */
function textKeysRead(source: string): string[] {
  const keys = new Set<string>();
  for (const call of source.matchAll(/texts\.k\(([^,)]*)/g)) {
    for (const lit of (call[1] ?? '').matchAll(/(?:^|[?:]\s*)(['`])([A-Za-z][A-Za-z0-9_.]*)\1/g)) if (lit[2]) keys.add(lit[2]);
  }
  return [...keys].sort();
}

const widgetDir = resolve(ROOT, WIDGETS_DIR);
const names = readdirSync(widgetDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
const sourcesOf = (name: string): string => readdirSync(join(widgetDir, name), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx')).map((f) => readFileSync(join(widgetDir, name, f), 'utf8')).join('\n');

describe('the widget catalogue', () => {
  it('reads literal keys and both branches of a conditional, not comparisons or built keys', () => {
    const source = "texts.k('title'); texts.k(ok ? 'done' : 'failed'); texts.k(t === 'VANITY' ? 'number.vanity' : 'number.regular'); texts.k(`area.${level}`); texts.k('x', 3)";
    expect(textKeysRead(source)).toEqual(['done', 'failed', 'number.regular', 'number.vanity', 'title', 'x']);
  });

  it('is committed as the widget modules declare it, one entry per widget', async () => {
    const { catalogue, problems } = await buildManifest();
    expect(problems).toEqual([]);
    expect(Object.keys(catalogue.widgets).sort()).toEqual(names);
    expect(readFileSync(resolve(ROOT, CATALOGUE_PATH), 'utf8')).toBe(`${JSON.stringify(catalogue, null, 2)}\n`);
  });

  it('gives every widget a title and summary, and every text label, in both languages', async () => {
    const { catalogue } = await buildManifest();
    const empty: string[] = [];
    for (const [name, e] of Object.entries(catalogue.widgets)) {
      const texts = [['title', e.title], ['summary', e.summary], ...Object.entries(e.texts)] as const;
      for (const [what, t] of texts) if (t.id.trim() === '' || t.en.trim() === '') empty.push(`${name}.${what}`);
    }
    expect(empty).toEqual([]);
  });

  it('has a small preview picture for every widget but a known set, which the studio shows by their title card', async () => {
    // Shown only with a visit's state (an order, a payment, an activation, a journey past its entry) or on no page
    // opened directly (the not-found page, the content widget): scripts/widget-previews.ts cannot photograph them.
    const WITHOUT_PREVIEW = [
      'activation', 'activationFound', 'areaCascade', 'cameraCapture', 'cartSteps', 'content', 'countdown', 'deliveryPicker',
      'documentUpload', 'homeHero', 'notFound', 'notice', 'numberCompare', 'orderSummary', 'otpCode', 'paymentFailed',
      'paymentLink', 'paymentMethods', 'paymentPhone', 'paymentStatic', 'promoDetail', 'purchaseLimit', 'qrPayment',
      'retryPayment', 'thankYou', 'vaWaiting',
    ];
    const { catalogue } = await buildManifest();
    expect(names.filter((n) => !catalogue.previews.includes(n))).toEqual(WITHOUT_PREVIEW);
    for (const name of catalogue.previews) {
      const file = resolve(ROOT, PREVIEWS_DIR, `${name}.png`);
      const { width, format } = await sharp(file).metadata();
      expect([name, format, width]).toEqual([name, 'png', 320]);
      expect(readFileSync(file).byteLength, name).toBeLessThan(40_000);
    }
  });

  it('labels every text key a widget reads', async () => {
    const { catalogue } = await buildManifest();
    const missing = names.flatMap((name) => textKeysRead(sourcesOf(name))
      .filter((key) => !(key in (catalogue.widgets[name]?.texts ?? {}))).map((key) => `${name}: ${key}`));
    expect(missing).toEqual([]);
  });
});
