// Rebuilds the `definition` lines of cms/seed/production.ndjson from flows/ (one document per
// definition file) and keeps every other line (content edited in the studio, pulled or hand-written).
// `--check` exits 1 when the file is stale (tests/server/content-seed.test.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readDefinitions } from '../src/definitions/load-node';
import { definitionDocuments } from '../src/server/content/definition-docs';

const root = resolve(import.meta.dirname, '..');
export const SEED_PATH = resolve(root, 'cms/seed/production.ndjson');

export function buildSeed(current: string, flowsRoot = root): string {
  const keep = current.split('\n').filter((l) => l.trim() !== '').filter((l) => (JSON.parse(l) as { _type?: unknown })._type !== 'definition');
  const { raw } = readDefinitions(flowsRoot);
  const defs = definitionDocuments(raw).map((d) => JSON.stringify(d));
  return [...keep, ...defs].join('\n') + '\n';
}

export function seedIsStale(): boolean {
  const current = existsSync(SEED_PATH) ? readFileSync(SEED_PATH, 'utf8') : '';
  return buildSeed(current) !== current;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const current = existsSync(SEED_PATH) ? readFileSync(SEED_PATH, 'utf8') : '';
  const next = buildSeed(current);
  if (process.argv.includes('--check')) {
    if (next !== current) console.error('cms/seed/production.ndjson is stale: run npm run cms:seed-build');
    process.exit(next === current ? 0 : 1);
  }
  writeFileSync(SEED_PATH, next);
  console.log(`cms/seed/production.ndjson: ${next.split('\n').filter(Boolean).length} documents`);
}
