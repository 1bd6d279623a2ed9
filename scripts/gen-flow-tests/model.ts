/**
 * The definitions as the generator reads them, validated: from flows/ on disk, or from a running
 * shop's GET /api/definitions (what ops published in the CMS); plus the runtime's model of them
 * (routes, targets, error lookup) and the widget modules' metas (which fields a block collects).
 */
import { readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { conventionalFiles, type DefinitionFiles } from '../../src/definitions/files';
import { loadDefinitions } from '../../src/definitions/load-node';
import { emptyRaw, type RawDefinitions } from '../../src/definitions/raw';
import { SINGLE_KINDS } from '../../src/definitions/kinds';
import type { Definitions } from '../../src/definitions/types';
import { validateDefinitions } from '../../src/definitions/validate';
import type { WidgetMeta } from '../../src/definitions/widget-meta';
import { buildModel, type DefinitionModel } from '../../src/runtime/definition-model';
import { announceOperations, readEntries, type OperationEntries } from '../../src/contracts/operation-entries';
import { operationsBeyondBuild } from '../../src/server/domain';
import { discoverDomains } from '../../src/server/domain-discovery';
import { FIXTURE_DOMAINS, FIXTURE_OVERLAY } from './fixture';

export interface Model {
  defs: Definitions;
  model: DefinitionModel;
  files: DefinitionFiles;
  metas: Readonly<Record<string, WidgetMeta>>;
}

/** The widget modules' metas (src/ui/widgets/<name>/meta.ts). */
export async function loadMetas(root: string): Promise<Record<string, WidgetMeta>> {
  const dir = join(root, 'src/ui/widgets');
  const metas: Record<string, WidgetMeta> = {};
  for (const name of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    const file = join(dir, name, 'meta.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { meta?: WidgetMeta };
    if (mod.meta) metas[mod.meta.name] = mod.meta;
  }
  return metas;
}

/** What the fixture shop announces: the operations of its test-only domains (tests/fixtures/domains). */
export async function fixtureOperations(root: string): Promise<OperationEntries> {
  return operationsBeyondBuild((await discoverDomains(resolve(root, FIXTURE_DOMAINS))).map((f) => f.domain));
}

/** The test journeys merged over flows/, their test-only domains' operations known to the plans (as the fixture shop announces them). */
export async function loadFixtureModel(root: string): Promise<Model> {
  announceOperations(await fixtureOperations(root));
  return loadModel(root, [FIXTURE_OVERLAY]);
}

export async function loadModel(root: string, flowRoots: readonly string[] = []): Promise<Model> {
  const { definitions, files } = loadDefinitions(root, flowRoots);
  return { defs: definitions, model: buildModel(definitions), files, metas: await loadMetas(resolve(root)) };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The published definitions of a running shop (e.g. http://127.0.0.1:8080), checked with the same schemas. */
export async function loadModelFrom(baseUrl: string, root: string): Promise<Model> {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/definitions`;
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRecord(body) || !isRecord(body.pages) || !isRecord(body.journeys)) throw new Error(`${url} did not answer a definition set`);
  // A shop with test-only domains announces their operations: the plans call them like the build's.
  announceOperations(readEntries(body.operations));
  const raw: RawDefinitions = { ...emptyRaw(), pages: body.pages, journeys: body.journeys };
  for (const kind of SINGLE_KINDS) raw[kind] = body[kind];
  const files = conventionalFiles(raw);
  const result = validateDefinitions(raw, files);
  if (!result.ok) throw new Error(`invalid definitions from ${url}:\n${result.issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`).join('\n')}`);
  return { defs: result.definitions, model: buildModel(result.definitions), files, metas: await loadMetas(resolve(root)) };
}
