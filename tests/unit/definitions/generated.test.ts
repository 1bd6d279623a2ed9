// Generated files are committed (typecheck works from a clean clone); these fail when they are stale.
// They regenerate in memory with the generators' own functions and compare with what is committed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DOMAIN_OPERATIONS_PATH, DOMAINS_DIR, domainOperationsSource, REGISTRY_PATH, registrySource } from '../../../scripts/gen-domains';
import { buildManifest, MANIFEST_PATH } from '../../../scripts/gen-widgets';
import { discoverDomains, domainFolders } from '../../../src/server/domain-discovery';
import { DOMAINS } from '../../../src/server/domains/registry';
import { definitionValidatorsSource } from '../../../src/definitions/codegen/definition-validators';
import { schemaConstSource, schemaIndexSource } from '../../../src/definitions/codegen/schema-consts';
import { assertRequireFree } from '../../../src/definitions/codegen/standalone';
import { widgetPropsValidatorsSource } from '../../../src/definitions/codegen/widget-props-validators';
import { definitionValidators } from '../../../src/definitions/generated/definition-validators.js';
import { widgetPropsValidators } from '../../../src/definitions/generated/widget-props-validators.js';
import { OPERATION_TABLE } from '../../../src/contracts/operation-table';
import { OPERATIONS } from '../../../src/contracts/operations';
import { DEFINITION_KINDS } from '../../../src/definitions/kinds';
import { widgetManifest } from '../../../src/definitions/lint-widgets';
import { SCHEMA_KINDS, type SchemaKind } from '../../../src/definitions/schema-kinds';
import { getValidator } from '../../../src/definitions/validate';
import type { WidgetManifest } from '../../../src/definitions/widget-meta';
import { copyDefinitions, loose, ROOT } from './helpers';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

const read = (path: string): string => readFileSync(resolve(ROOT, path), 'utf8');
const schemas = Object.fromEntries(SCHEMA_KINDS.map((k) => [k, JSON.parse(read(`flows/schema/${k}.schema.json`)) as object])) as Record<SchemaKind, object>;

describe('the widget manifest (npm run build:widgets)', () => {
  it('equals what the widget modules declare, and every widget folder is complete', async () => {
    const { manifest, problems } = await buildManifest();
    expect(problems).toEqual([]);
    expect(read(MANIFEST_PATH)).toBe(`${JSON.stringify(manifest, null, 2)}\n`);
  });

  it('is what the lint reads', () => {
    expect(widgetManifest).toEqual(JSON.parse(read(MANIFEST_PATH)));
    expect(Object.keys(widgetManifest.widgets).length).toBeGreaterThan(0);
  });
});

describe('the precompiled validators (npm run build:validators)', () => {
  it('definition validators are up to date with flows/schema', () => {
    const expected = definitionValidatorsSource(schemas);
    expect(read('src/definitions/generated/definition-validators.js')).toBe(expected.js);
    expect(read('src/definitions/generated/definition-validators.d.ts')).toBe(expected.dts);
  });

  it('widget props validators are up to date with the widget manifest', () => {
    const expected = widgetPropsValidatorsSource(JSON.parse(read(MANIFEST_PATH)) as WidgetManifest);
    expect(read('src/definitions/generated/widget-props-validators.js')).toBe(expected.js);
    expect(read('src/definitions/generated/widget-props-validators.d.ts')).toBe(expected.dts);
  });

  it('are require-free ESM, one per definition kind and one per widget', () => {
    for (const file of ['definition-validators.js', 'widget-props-validators.js']) {
      const js = read(`src/definitions/generated/${file}`);
      expect(js, file).not.toContain('require(');
      expect(() => assertRequireFree(js)).not.toThrow();
    }
    expect(Object.keys(definitionValidators).sort()).toEqual([...DEFINITION_KINDS].sort());
    expect(Object.keys(widgetPropsValidators).sort()).toEqual(Object.keys(widgetManifest.widgets).sort());
  });

  it('the build refuses code that needs require()', () => {
    expect(() => assertRequireFree('const ucs2length = require("ajv/dist/runtime/ucs2length").default;')).toThrow(/require\(\)/);
  });

  it('decide like the AJV compiler on the shipped definitions and on a broken copy', () => {
    const defs = copyDefinitions();
    const journey = defs.journeys['prepaid-sim'];
    expect(definitionValidators.journey(journey)).toBe(true);
    expect(definitionValidators.site(defs.site)).toBe(true);
    expect(definitionValidators.orderTypes(defs.orderTypes)).toBe(true);
    loose(journey ?? {}).kind = 'page';
    const compiled = getValidator('journey');
    expect(compiled(journey)).toBe(false);
    expect(definitionValidators.journey(journey)).toBe(false);
    expect(definitionValidators.journey.errors?.map((e) => [e.instancePath, e.keyword])).toEqual(compiled.errors?.map((e) => [e.instancePath, e.keyword]));
  });
});

describe('the domain registries (npm run build:domains)', () => {
  it('list every domain folder and every contract.ts', () => {
    const folders = domainFolders(DOMAINS_DIR);
    expect(read(REGISTRY_PATH)).toBe(registrySource(folders));
    expect(read(DOMAIN_OPERATIONS_PATH)).toBe(domainOperationsSource(folders));
    expect(folders.length).toBeGreaterThan(5);
  });

  it('hold the modules discovery loads, each declaring the operations of its contract.ts', async () => {
    const found = await discoverDomains(DOMAINS_DIR);
    expect(DOMAINS).toEqual(found.map((f) => f.domain));
    for (const { folder, domain, hasContract } of found) {
      const own = Object.keys(OPERATIONS).filter((name) => name.startsWith(`${folder}.`));
      expect(Object.keys(domain.operations ?? {}), folder).toEqual(hasContract ? own : []);
    }
  });
});

// The start set (npm run build:start-set) is checked in start-set.test.ts.
describe('the operation table (npm run build:operations)', () => {
  it('is each operation\'s method, path, caller and idempotent flag, nothing more, nothing less', () => {
    const expected = Object.fromEntries(Object.values(OPERATIONS).map((op) => [
      op.name, { method: op.method, path: op.path, caller: op.caller, ...('idempotent' in op ? { idempotent: op.idempotent } : {}) },
    ]));
    expect(OPERATION_TABLE).toEqual(expected);
  });
});

describe('generated schema consts (src/definitions/schemas)', () => {
  it.each(SCHEMA_KINDS)('%s.ts equals flows/schema/%s.schema.json (npx tsx scripts/gen-schema-types.ts)', (kind) => {
    expect(read(`src/definitions/schemas/${kind}.ts`)).toBe(schemaConstSource(kind, schemas[kind]));
  });

  it('index.ts exports every kind', () => {
    expect(read('src/definitions/schemas/index.ts')).toBe(schemaIndexSource(SCHEMA_KINDS));
  });
});
