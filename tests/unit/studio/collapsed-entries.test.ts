import { describe, expect, it } from 'vitest';
import {
  collapsibleEntries, collapsibleIds, crowdedEntries, entriesAround, firstText, LARGE_ENTRY_VALUES, LARGE_MAP_ENTRIES, LONG_LIST_ITEMS, valueAt,
} from '../../../src/studio/collapsed-entries';

const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, { title: { id: `Judul ${i}`, en: `Title ${i}` } }]));

const values = (n: number) => Array.from({ length: n }, (_, i) => ({ title: { id: `Langkah ${i}` } }));

describe('collapsed entries of large maps', () => {
  it('names the entries of maps with more than the threshold, nested ones too, and no small map', () => {
    const data = { version: 1, errors: many(LARGE_MAP_ENTRIES + 1), small: many(3), steps: [{ texts: many(LARGE_MAP_ENTRIES + 2) }] };
    const pointers = crowdedEntries(data);
    expect(pointers).toContain('/errors/k0');
    expect(pointers).toContain(`/steps/0/texts/k${LARGE_MAP_ENTRIES + 1}`);
    expect(pointers.some((p) => p.startsWith('/small/'))).toBe(false);
    expect(pointers).toHaveLength(2 * LARGE_MAP_ENTRIES + 3);
  });

  it('names the items of a long list of objects, not of a short one nor of a list of texts', () => {
    const data = { methods: values(LONG_LIST_ITEMS + 1), steps: values(3), tags: Array.from({ length: 20 }, (_, i) => `t${i}`) };
    const pointers = crowdedEntries(data);
    expect(pointers).toContain('/methods/0');
    expect(pointers).toContain(`/methods/${LONG_LIST_ITEMS}`);
    expect(pointers.some((p) => p.startsWith('/steps/') || p.startsWith('/tags/'))).toBe(false);
  });

  it('collapses an entry of a small map holding many values, judged as the document was opened', () => {
    // Seven guide steps of four texts each: a short list, but more values than the bound.
    const guides = (n: number) => Array.from({ length: n }, (_, i) => ({ title: { id: `Langkah ${i}`, en: `Step ${i}` }, text: { id: 'Tekan', en: 'Press' } }));
    expect(7 * 4).toBeGreaterThan(LARGE_ENTRY_VALUES);
    const opened = { banks: { bca: { guides: guides(7) }, bri: { guides: guides(2) } } };
    // `banks` and `guides` are listed too; the form collapses only a map's entries and list items.
    expect(collapsibleEntries(opened, opened)).toEqual(['/banks', '/banks/bca', '/banks/bca/guides']);
    // bri grows past the bound while it is edited: it stays open; a removed entry is gone from the list.
    const edited = { banks: { bri: { guides: guides(8) } } };
    expect(collapsibleEntries(edited, opened)).toEqual(['/banks']);
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
