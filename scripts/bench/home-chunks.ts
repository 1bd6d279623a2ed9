// The chunks the home loads, from a build's output: the entry, its boot stages (src/main.tsx, preloaded
// by every page), what they import statically, and the home page's definition chunk with its imports.
// Shared by the bundle benchmark (their size) and the home-chunks test (no journey definition in them).
import type { Rolldown } from 'vite';

export function homeChunkFiles(chunks: readonly Rolldown.OutputChunk[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  for (const c of chunks) {
    if (c.isEntry) { visit(c.fileName); c.dynamicImports.forEach(visit); }
    if (Object.keys(c.modules).some((id) => id.endsWith('/flows/pages/home.json'))) visit(c.fileName);
  }
  return [...seen];
}
