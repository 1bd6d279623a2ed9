// npm run cms:push: flows/ definitions + cms/seed content -> the target dataset (createOrReplace,
// in transactions of 100 documents). Definitions come from flows/ itself (plus `--overlay <dir>`
// folders shaped like flows/), not from the seed file.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readDefinitions } from '../src/definitions/read-node';
import { definitionDocuments } from '../src/server/content/definition-docs';
import { parseNdjson } from '../src/server/lake/import';
import type { DocumentInput } from '../src/server/lake/types';
import { cmsClient } from './cms-target';

const root = resolve(import.meta.dirname, '..');

/** The seed's content plus the definitions of flows/ and any overlays (`--overlay <dir>`, e.g. a test journey). */
export function pushDocuments(overlays: readonly string[] = []): DocumentInput[] {
  const content = parseNdjson(readFileSync(resolve(root, 'cms/seed/production.ndjson'), 'utf8')).filter((d) => d._type !== 'definition');
  const { raw, parseIssues } = readDefinitions(root, overlays);
  if (parseIssues.length > 0) throw new Error(`flows/ has invalid JSON: ${parseIssues.map((i) => `${i.file}: ${i.message}`).join('; ')}`);
  return [...content, ...definitionDocuments(raw).map((d): DocumentInput => ({ ...d }))];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { client, target } = cmsClient();
  const overlays = process.argv.flatMap((a, i) => (a === '--overlay' && process.argv[i + 1] ? [process.argv[i + 1] ?? ''] : []));
  const docs = pushDocuments(overlays);
  for (let i = 0; i < docs.length; i += 100) {
    const tx = client.transaction();
    for (const d of docs.slice(i, i + 100)) tx.createOrReplace({ ...d, _id: String(d._id), _type: String(d._type) });
    await tx.commit({ visibility: 'sync' });
  }
  console.log(`pushed ${docs.length} documents to ${target}`);
}
