// First start: an empty lake gets cms/seed/production.ndjson (banners, promos, tiles, settings,
// maintenance, FAQ, services, home packages and one `definition` document per flows/ file).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Db } from '../db/types';
import { projectRoot } from '../project-root';
import { importDocuments, parseNdjson } from '../lake/import';
import { LakeStore } from '../lake/store';

export const SEED_FILE = resolve(projectRoot(import.meta.dirname), 'cms/seed/production.ndjson');

export async function seedContent(db: Db, file = SEED_FILE): Promise<number> {
  const any = await db.query<{ id: string }>('SELECT id FROM lake_documents LIMIT 1');
  if (any.length > 0) return 0;
  const docs = parseNdjson(await readFile(file, 'utf8'));
  return importDocuments(new LakeStore(db), docs, 'seed');
}
