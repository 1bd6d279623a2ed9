// A journey's definition travels only with its routes: the chunks the home loads (the entry with
// what it imports statically, and the home page's own chunks) hold no journey's screens. Checked
// on a real client build (in memory), with a unique text of every journey's steps as the marker.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { homeChunkFiles } from '../../../scripts/bench/home-chunks';

vi.setConfig({ testTimeout: 180_000 });

const ROOT = resolve(import.meta.dirname, '../../..');

interface StepJson { title?: { id?: string } }
/** Each journey's step titles (Indonesian) that no other definition file holds. */
function journeyMarkers(): Record<string, string[]> {
  const dir = resolve(ROOT, 'flows/journeys');
  const pagesDir = resolve(ROOT, 'flows/pages');
  const others = [
    ...['site', 'fields', 'messages', 'errors', 'orderTypes'].map((k) => readFileSync(resolve(ROOT, `flows/${k}.json`), 'utf8')),
    ...readdirSync(pagesDir).map((f) => readFileSync(resolve(pagesDir, f), 'utf8')),
  ].join('\n');
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => {
    const steps = (JSON.parse(readFileSync(resolve(dir, f), 'utf8')) as { steps: StepJson[] }).steps;
    const texts = steps.flatMap((s) => (s.title?.id ? [JSON.stringify(s.title.id).slice(1, -1)] : []));
    return [f, texts.filter((t) => !others.includes(t))];
  }));
}

describe('the home chunks', () => {
  it('carry no journey definition', async () => {
    const out = await build({ root: ROOT, logLevel: 'silent', build: { write: false, minify: false } });
    const chunks = (Array.isArray(out) ? out : [out] as Rolldown.RolldownOutput[]).flatMap((o) => (o as Rolldown.RolldownOutput).output)
      .filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const entry = chunks.find((c) => c.isEntry);
    expect(entry).toBeDefined();
    const homePage = chunks.find((c) => Object.keys(c.modules).some((id) => id.endsWith('/flows/pages/home.json')));
    expect(homePage).toBeDefined();
    // The entry, its boot stages and every chunk they import statically; the home page's definition chunk.
    const home = homeChunkFiles(chunks);
    expect(home).toContain(entry?.fileName);
    expect(home).toContain(homePage?.fileName);
    const code = [...home].map((name) => byName.get(name)?.code ?? '').join('\n');
    const markers = journeyMarkers();
    expect(Object.keys(markers).length).toBeGreaterThan(0);
    for (const [file, texts] of Object.entries(markers)) {
      expect(texts.length, file).toBeGreaterThan(0);
      for (const text of texts) expect(code.includes(text), `${file}: "${text}" is in the home's chunks`).toBe(false);
    }
    // And every journey has its own chunk.
    for (const file of Object.keys(markers)) expect(chunks.some((c) => Object.keys(c.modules).some((id) => id.endsWith(`/flows/journeys/${file}`))), file).toBe(true);
  });
});
