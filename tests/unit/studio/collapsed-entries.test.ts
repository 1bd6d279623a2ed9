import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  collapsibleEntries, collapsibleIds, crowdedEntries, entriesAround, entrySummary, firstText, LARGE_ENTRY_VALUES, LARGE_MAP_ENTRIES, LONG_LIST_ITEMS, valueAt,
} from '../../../src/studio/collapsed-entries';
import { withNewStep } from '../../../src/studio/journey-steps';

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

describe('large items of a short list', () => {
  /** A step with `blocks` texts of two languages and a transition: 2 + 2 + 2 * blocks + 1 values. */
  const step = (id: string, blocks: number) => ({
    id, title: { id: `Judul ${id}`, en: `Title ${id}` },
    blocks: Array.from({ length: blocks }, (_, i) => ({ text: { id: `Teks ${i}`, en: `Text ${i}` } })), next: [{ to: 'done' }],
  });
  const big = Math.ceil(LARGE_ENTRY_VALUES / 2);

  it('start collapsed when they held more values than the bound as opened, small ones and lists of texts stay open', () => {
    const opened = { steps: [step('order', big), step('done', 1)], tags: Array.from({ length: LARGE_ENTRY_VALUES + 1 }, (_, i) => `t${i}`) };
    expect(2 * big + 5).toBeGreaterThan(LARGE_ENTRY_VALUES);
    expect(2 * 1 + 5).toBeLessThanOrEqual(LARGE_ENTRY_VALUES);
    // `/steps` and `/tags` are listed as large values of named properties too: the form collapses only map entries and list items.
    expect(collapsibleEntries(opened, opened)).toEqual(['/steps', '/steps/0', '/tags']);
  });

  it('keep a step added or grown while editing open, and drop a removed one', () => {
    const opened = { steps: [step('order', big), step('done', 1)] };
    const added = withNewStep(opened, { id: 'Langkah baru', en: 'New step' });
    // The new step is as large as the first one by now: it was not there when the document was opened.
    const grown = { steps: [...(added.steps as unknown[]).slice(0, 2), step('step-3', big)] };
    expect(collapsibleEntries(grown, opened)).toEqual(['/steps', '/steps/0']);
    expect(collapsibleEntries({ steps: [] }, opened)).toEqual(['/steps']);
  });

  it('are opened around a field inside them, nested large items too', () => {
    const opened = { steps: [step('order', 1), { id: 'form', blocks: [step('inner', big)] }] };
    const ids = collapsibleIds(collapsibleEntries(opened, opened));
    expect([...ids.keys()]).toEqual(['root_steps', 'root_steps_1', 'root_steps_1_blocks', 'root_steps_1_blocks_0']);
    // The named lists around are opened too, which changes nothing: only their items collapse.
    expect(entriesAround(ids, '/steps/1/blocks/0/next/0/to')).toEqual(['root_steps', 'root_steps_1', 'root_steps_1_blocks', 'root_steps_1_blocks_0']);
    expect(entriesAround(ids, '/steps/1/id')).toEqual(['root_steps', 'root_steps_1']);
    expect(entriesAround(ids, '/steps/0/id')).toEqual(['root_steps']);
  });

  it("read by the item's id and title in the studio's language", () => {
    expect(entrySummary(step('order', 1), 'id')).toBe('order · Judul order');
    expect(entrySummary(step('order', 1), 'en')).toBe('order · Title order');
    expect(entrySummary({ id: 'order', path: '/order' }, 'en')).toBe('order');
    expect(entrySummary({ id: 'order' }, 'en')).toBe('order');
    expect(entrySummary({ title: { en: 'Number not available' } }, 'en')).toBe('Number not available');
    expect(entrySummary({ n: 3 }, 'en')).toBe('');
  });

  it("collapse every step of the first journey document, whose form drew 1,233 inputs at once", () => {
    const journey = JSON.parse(readFileSync('flows/journeys/postpaid-sim.json', 'utf8')) as { steps: unknown[] };
    const collapsed = collapsibleEntries(journey, journey);
    expect(journey.steps.length).toBeGreaterThan(1);
    expect(journey.steps.map((_, i) => collapsed.includes(`/steps/${i}`))).toEqual(journey.steps.map(() => true));
  });
});
