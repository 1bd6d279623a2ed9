// Document list rows: a title and a thumbnail found in the seed content's shapes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docThumbnail, docTitle } from '../../../src/studio/doc-summary';

const seed = readFileSync(resolve(import.meta.dirname, '../../../cms/seed/production.ndjson'), 'utf8')
  .split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
const first = (type: string): Record<string, unknown> => {
  const doc = seed.find((d) => d._type === type);
  if (!doc) throw new Error(`no ${type} in the seed`);
  return doc;
};

describe('document summary', () => {
  it('titles a tile, a banner and an FAQ in the studio language', () => {
    const tile = first('quickActionTile') as { title: { id: string; en: string }; img: string };
    expect(docTitle(tile, 'en')).toBe(tile.title.en);
    expect(docTitle(tile, 'id')).toBe(tile.title.id);
    expect(docThumbnail(tile, 'en')).toBe(tile.img);
    const banner = first('banner') as { id: { title: string; img_main_mob_webp: string }; en: { title: string; img_main_mob_webp: string } };
    expect(docTitle(banner, 'id')).toBe(banner.id.title);
    expect(docTitle(banner, 'en')).toBe(banner.en.title);
    expect(docThumbnail(banner, 'en')).toMatch(/\.webp$/);
    const faq = first('faq') as { question: { en: string } };
    expect(docTitle(faq, 'en')).toBe(faq.question.en);
  });

  it('every seed content document gets a title', () => {
    for (const doc of seed.filter((d) => d._type !== 'definition')) expect(docTitle(doc, 'en'), String(doc._id)).not.toBeNull();
  });

  it('ignores what is not an image', () => {
    expect(docThumbnail({ to: '/order-postpaid', title: 'x' }, 'en')).toBeNull();
    expect(docTitle({}, 'en')).toBeNull();
  });
});
