// The studio draws a form from each definition kind's schema: a list without an items schema cannot be drawn
// ("Unsupported field schema"), so every array of flows/schema says what its items are (an open {} included).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'flows/schema';
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));

function arraysWithoutItems(node: unknown, at: string): string[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => arraysWithoutItems(v, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  const rec = node as Record<string, unknown>;
  const own = rec.type === 'array' && !('items' in rec) ? [at] : [];
  return [...own, ...Object.entries(rec).flatMap(([k, v]) => arraysWithoutItems(v, `${at}/${k}`))];
}

describe('the definition schemas the studio draws forms from', () => {
  it('finds the schemas', () => expect(files(DIR).length).toBeGreaterThan(8));
  it('give every list an items schema', () => {
    const missing = files(DIR).flatMap((f) => arraysWithoutItems(JSON.parse(readFileSync(f, 'utf8')), f));
    expect(missing).toEqual([]);
  });
  it('would name a list without one', () => {
    expect(arraysWithoutItems({ properties: { args: { type: 'array' } } }, 'x')).toEqual(['x/properties/args']);
  });
});
