// The help texts ops read in the studio (the definition schemas' descriptions, the studio's own labels)
// speak of the shop, not of its source code or the specification: no source folder or file, no spec,
// no section number. The block part of a screen (widget, props, bind, when, timers) is written with
// the widget picker and checked with it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { studioTexts } from '../../../src/studio/studio-texts';

const DIR = 'flows/schema';
const DEVELOPER_WORDS = /src\/|\.ts\b|\bspec\b|\bspec:|§|\bsection \d|\b[A-Z]\d{1,2}\b|JSON Logic|\bruntime\b|state snapshot/i;
const SKIPPED = 'screen.schema.json#/definitions/block/properties/';

/** Every description (plain or in both languages) of a schema, with where it is. */
function descriptions(node: unknown, at: string): { at: string; text: string }[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => descriptions(v, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => {
    if (k === 'description' && typeof v === 'string') return [{ at, text: v }];
    if (k === 'x-description' && typeof v === 'object' && v !== null) return Object.values(v).filter((t): t is string => typeof t === 'string').map((text) => ({ at, text }));
    return descriptions(v, `${at}/${k}`);
  });
}

const shown = readdirSync(DIR).filter((f) => f.endsWith('.schema.json'))
  .flatMap((f) => descriptions(JSON.parse(readFileSync(join(DIR, f), 'utf8')), `${f}#`))
  .filter((d) => !d.at.startsWith(SKIPPED));

describe('the help texts the studio shows', () => {
  it('finds the schemas\' descriptions', () => expect(shown.length).toBeGreaterThan(100));

  it('name no source file, no spec and no section in the definition schemas', () => {
    expect(shown.filter((d) => DEVELOPER_WORDS.test(d.text)).map((d) => `${d.at}: ${d.text}`)).toEqual([]);
  });

  it('name none in the studio\'s own labels', () => {
    const texts = Object.entries(studioTexts).flatMap(([key, t]) => [t.id, t.en].map((text) => ({ key, text })));
    expect(texts.filter((t) => DEVELOPER_WORDS.test(t.text)).map((t) => `${t.key}: ${t.text}`)).toEqual([]);
  });

  it('would catch one', () => {
    for (const text of ['An operation of src/contracts/operations.ts.', 'JSON Logic over the state snapshot', 'How many (spec: 3)', 'staff mode (A28)', 'see spec section 4']) expect(DEVELOPER_WORDS.test(text)).toBe(true);
    expect(DEVELOPER_WORDS.test('The journey values (PREPAID, POSTPAID...) an order may be placed under.')).toBe(false);
  });
});
