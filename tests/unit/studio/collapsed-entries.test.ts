import { describe, expect, it } from 'vitest';
import { collapsibleIds, entriesAround, firstText, largeMapEntries, LARGE_MAP_ENTRIES, valueAt } from '../../../src/ui/studio/collapsed-entries';

const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, { title: { id: `Judul ${i}`, en: `Title ${i}` } }]));

describe('collapsed entries of large maps', () => {
  it('names the entries of maps with more than the threshold, nested ones too, and no small map', () => {
    const data = { version: 1, errors: many(LARGE_MAP_ENTRIES + 1), small: many(3), steps: [{ texts: many(LARGE_MAP_ENTRIES + 2) }] };
    const pointers = largeMapEntries(data);
    expect(pointers).toContain('/errors/k0');
    expect(pointers).toContain(`/steps/0/texts/k${LARGE_MAP_ENTRIES + 1}`);
    expect(pointers.some((p) => p.startsWith('/small/'))).toBe(false);
    expect(pointers).toHaveLength(2 * LARGE_MAP_ENTRIES + 3);
  });

  it('finds the entries a field lies in, escaping keys as JSON pointers do', () => {
    const ids = collapsibleIds(['/errors/40011', '/messages/a~1b']);
    expect([...ids.keys()]).toEqual(['root_errors_40011', 'root_messages_a/b']);
    expect(entriesAround(ids, '/errors/40011/title/en')).toEqual(['root_errors_40011']);
    expect(entriesAround(ids, '/errors/400110/title')).toEqual([]);
    expect(valueAt({ messages: { 'a/b': 'x' } }, '/messages/a~1b')).toBe('x');
  });

  it('summarises an entry by its first text, in the studio\'s language, cut at 80 characters', () => {
    expect(firstText({ title: { id: 'Nomor tidak tersedia', en: 'Number not available' } }, 'id')).toBe('Nomor tidak tersedia');
    expect(firstText({ button: { label: { en: 'x'.repeat(100) } } }, 'en')).toHaveLength(80);
    expect(firstText({ n: 3 }, 'en')).toBe('');
  });
});

it('prefers a title or a label to the first text stored', () => {
  expect(firstText({ text: { en: 'The number is gone.' }, title: { en: 'Number not available' } }, 'en')).toBe('Number not available');
});
