// The other paths of the home page (the published page whose path is "/"), which the server
// answers with the prerendered home document like "/" itself. Read from the lake, else flows/.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TtlCache } from '../cache';
import type { ContentReader } from './reader';

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

async function flowsHomeAliases(flowsDir: string): Promise<string[]> {
  const dir = join(flowsDir, 'pages');
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    try {
      const page = JSON.parse(await readFile(join(dir, name), 'utf8')) as { path?: unknown; aliases?: unknown };
      if (page.path === '/') return isStringArray(page.aliases) ? page.aliases : [];
    } catch {
      // A half-saved file is skipped.
    }
  }
  return [];
}

/** `(path) => is it a home alias`, read at most once a second. */
export function homeAliases(reader: ContentReader, flowsDir: string): (path: string) => Promise<boolean> {
  const cache = new TtlCache(1000, 1);
  const load = async (): Promise<string[]> => {
    const published = await reader.fetch<{ aliases?: unknown } | null>('*[_type == "definition" && kind == "page" && body.path == "/"][0].body', {}, null);
    if (published === null) return flowsHomeAliases(flowsDir);
    return isStringArray(published.aliases) ? published.aliases : [];
  };
  return async (path) => (await cache.get('aliases', load)).includes(path);
}
