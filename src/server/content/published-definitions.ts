// The definitions the server acts on (site, order types, pages) as they are served: the checked
// release the browser gets too (definitions-release.ts), else the flows/ files for a kind it lacks.
// Each kind is parsed once per distinct body.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COLLECTION_KEYS, isSingleKind, singleFile, type DefinitionKind } from '../../definitions/kinds';
import type { PublishedDefinitions } from './definitions-release';

/** A definition's body by kind and id; null when neither the lake nor flows/ has it. */
export interface DefinitionBodies {
  body(kind: DefinitionKind, defId: string): Promise<unknown>;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

async function fileBody(flowsDir: string, kind: DefinitionKind, defId: string): Promise<unknown> {
  if (!SAFE_ID.test(defId)) return null;
  const file = isSingleKind(kind) ? join(flowsDir, singleFile(kind)) : join(flowsDir, COLLECTION_KEYS[kind], `${defId}.json`);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    // Missing or half-saved: the caller keeps what it had.
    return null;
  }
}

export function releaseDefinitions(published: Pick<PublishedDefinitions, 'release'>, flowsDir: string): DefinitionBodies {
  return {
    async body(kind, defId) {
      const { set } = await published.release();
      const served = isSingleKind(kind) ? set[kind] : set[COLLECTION_KEYS[kind]][defId];
      // A kind the served set lacks (an empty object in its served shape) comes from flows/.
      const empty = served === undefined || served === null || (typeof served === 'object' && Object.keys(served).length === 0);
      return empty ? fileBody(flowsDir, kind, defId) : served;
    },
  };
}

/** Only flows/ (tools and tests that run without a lake). */
export const flowsDefinitions = (flowsDir: string): DefinitionBodies => ({ body: (kind, defId) => fileBody(flowsDir, kind, defId) });

/**
 * A parsed view of one definition, parsed again only when its body changes. A body that fails to
 * parse keeps the last good value (DESIGN: an invalid version is ignored), else `empty`.
 */
export function parsedDefinition<T>(load: () => Promise<unknown>, parse: (body: unknown) => T, empty: T): () => Promise<T> {
  let last: { body: unknown; text: string; value: T } | undefined;
  return async () => {
    const body = await load();
    if (body === null || body === undefined) return last?.value ?? empty;
    // The same object as last time (the same release): nothing to compare.
    if (last?.body === body) return last.value;
    const text = JSON.stringify(body);
    if (last?.text === text) { last.body = body; return last.value; }
    try {
      last = { body, text, value: parse(body) };
    } catch {
      return last?.value ?? empty;
    }
    return last.value;
  };
}
