/**
 * The definitions as the generator reads them, validated: from flows/ on disk, or from a running
 * shop's GET /api/definitions (what ops published in the CMS); plus the runtime's view of them.
 */
import { conventionalFiles, type DefinitionFiles } from '../../src/definitions/files';
import { loadDefinitions } from '../../src/definitions/load-node';
import type { Definitions as LayerDefinitions } from '../../src/definitions/types';
import { validateDefinitions } from '../../src/definitions/validate';
import type { Definitions as RuntimeDefinitions } from '../../src/runtime/types';

export type { LayerDefinitions, RuntimeDefinitions };

export interface Model {
  /** The definitions layer's shapes (fields with schema, messages and examples). */
  defs: LayerDefinitions;
  /** The same objects as the runtime types them (what nextTarget and buildRoutes take). */
  runtime: RuntimeDefinitions;
  files: DefinitionFiles;
}

// The runtime's types are structural views of the definitions layer's (src/ui/defs.ts adapts the same way).
export const asRuntime = (defs: LayerDefinitions): RuntimeDefinitions => defs as unknown as RuntimeDefinitions;

export function loadModel(root: string): Model {
  const { definitions, files } = loadDefinitions(root);
  return { defs: definitions, runtime: asRuntime(definitions), files };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The published definitions of a running shop (e.g. http://127.0.0.1:8080), checked with the same schemas. */
export async function loadModelFrom(baseUrl: string): Promise<Model> {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/definitions`;
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRecord(body) || !isRecord(body.pages) || !isRecord(body.journeys)) throw new Error(`${url} did not answer a definition set`);
  const raw = { site: body.site, fields: body.fields, messages: body.messages, errors: body.errors, pages: body.pages, journeys: body.journeys };
  const files = conventionalFiles(raw);
  const result = validateDefinitions(raw, files);
  if (!result.ok) throw new Error(`invalid definitions from ${url}:\n${result.issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`).join('\n')}`);
  return { defs: result.definitions, runtime: asRuntime(result.definitions), files };
}
