// npm run cms:pull: the target dataset's published documents -> flows/*.json (definition documents)
// and cms/seed/production.ndjson (everything, system fields other than _id/_type dropped). flows/
// files are written as 2-space JSON, and only when their content changed.
import { SINGLE_KINDS, singleFile } from '../src/definitions/kinds';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CONTENT_TYPES } from '../src/server/content/content-types';
import { definitionDocuments, definitionSet } from '../src/server/content/definition-docs';
import { cmsClient } from './cms-target';

// CMS_PULL_DIR writes somewhere else than the checkout (tests).
const root = resolve(process.env.CMS_PULL_DIR ?? resolve(import.meta.dirname, '..'));

type Doc = { _id: string; _type: string; [k: string]: unknown };

/** Seed-file form: no _rev/_createdAt/_updatedAt; content types in CONTENT_TYPES order, then by _id. */
export function seedLines(docs: Doc[]): string {
  const rank = (t: string) => CONTENT_TYPES.indexOf(t as (typeof CONTENT_TYPES)[number]);
  const clean = docs.map(({ _rev: _r, _createdAt: _c, _updatedAt: _u, ...d }) => d);
  clean.sort((a, b) => rank(String(a._type)) - rank(String(b._type)) || String(a._id).localeCompare(String(b._id)));
  return clean.map((d) => JSON.stringify(d)).join('\n') + '\n';
}

function writeIfChanged(path: string, text: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { client, target } = cmsClient();
  const docs = await client.fetch<Doc[]>('*[_type in $types && !(_id in path("drafts.**"))]', { types: [...CONTENT_TYPES] }, { perspective: 'published' });
  const set = definitionSet(docs.filter((d) => d._type === 'definition'));
  const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n';
  const files: Array<[string, unknown]> = [
    ...SINGLE_KINDS.map((kind): [string, unknown] => [`flows/${singleFile(kind)}`, set[kind]]),
    ...Object.entries(set.pages).map(([id, body]): [string, unknown] => [`flows/pages/${id}.json`, body]),
    ...Object.entries(set.journeys).map(([id, body]): [string, unknown] => [`flows/journeys/${id}.json`, body]),
  ];
  let changed = 0;
  for (const [file, body] of files) if (body !== null && body !== undefined && writeIfChanged(resolve(root, file), json(body))) changed += 1;
  // Definitions go to the seed file in their flows/ form (what cms:seed-build would write).
  const nonDef = docs.filter((d) => d._type !== 'definition');
  const defs = definitionDocuments(set).map((d) => JSON.stringify(d)).join('\n');
  const text = seedLines(nonDef) + defs + '\n';
  if (writeIfChanged(resolve(root, 'cms/seed/production.ndjson'), text)) changed += 1;
  console.log(`pulled ${docs.length} documents from ${target}; ${changed} file(s) changed`);
}
