import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { lintDefinitions } from '../../../src/definitions/lint';
import { loadDefinitions, mergeDefinition, readDefinitions } from '../../../src/definitions/load-node';
import { validateDefinitions } from '../../../src/definitions/validate';
import { fixtureOperations } from '../../../scripts/gen-flow-tests/model';
import { ROOT, serverPayloadValidator } from './helpers';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

const jsonFiles = (dir: string): string[] =>
  readdirSync(resolve(ROOT, 'flows', dir)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();

describe('shipped definitions', () => {
  const disk = readDefinitions(ROOT);

  it('every file on disk is valid JSON and passes its schema', () => {
    expect(disk.parseIssues).toEqual([]);
    expect(validateDefinitions(disk.raw, disk.files).issues).toEqual([]);
  });

  it('lint finds no errors, only the A4 min/max warning', () => {
    const { definitions: defs, files } = loadDefinitions(ROOT);
    const result = lintDefinitions(defs, { files });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      expect.objectContaining({ file: 'flows/messages.json', pointer: '/validation/minLength/en', message: expect.stringMatching(/swapped/) }),
    ]);
  });

  it('the bundle holds every page and journey file, and the same content as the disk', () => {
    expect(Object.keys(definitions.pages).sort()).toEqual(jsonFiles('pages'));
    expect(Object.keys(definitions.journeys).sort()).toEqual(jsonFiles('journeys'));
    expect(definitions).toEqual(disk.raw);
  });

  it('the bundled definitions pass schema and lint too', () => {
    const files = disk.files;
    expect(validateDefinitions(definitions, files).issues).toEqual([]);
    expect(lintDefinitions(definitions, { files }).errors).toEqual([]);
  });

  it('every order type carries a payload schema AJV compiles (as the server does), whose refs point into it', () => {
    for (const [code, type] of Object.entries(definitions.orderTypes.orderTypes)) {
      expect(() => serverPayloadValidator(type.payload), code).not.toThrow();
      const props = (type.payload as { properties?: Record<string, unknown> }).properties ?? {};
      for (const [name, pointer] of Object.entries(type.refs ?? {})) {
        const top = String(pointer).split('/')[1] ?? '';
        expect(top in props, `${code} refs.${name} ${String(pointer)}`).toBe(true);
      }
    }
  });

  it('every schema file has a $id and is draft-07', () => {
    // Definition schemas only: flows/schema/content/ holds the content types (checked in tests/server/content-seed.test.ts).
    for (const name of readdirSync(resolve(ROOT, 'flows/schema')).filter((n) => n.endsWith('.schema.json'))) {
      const schema = JSON.parse(readFileSync(resolve(ROOT, 'flows/schema', name), 'utf8')) as Record<string, unknown>;
      expect(schema.$schema, name).toBe('http://json-schema.org/draft-07/schema#');
      expect(schema.$id, name).toBe(`https://sim-shop.dev/schema/${name}`);
    }
  });
});

describe('the test journey overlay (tests/fixtures/flows)', () => {
  const OVERLAY = 'tests/fixtures/flows';

  it('merged into flows/, passes the schemas and the lint (JSON only, no TypeScript)', async () => {
    const disk = readDefinitions(ROOT, [OVERLAY]);
    expect(disk.parseIssues).toEqual([]);
    const { definitions: defs, files } = loadDefinitions(ROOT, [OVERLAY]);
    // Some journeys call the test-only domains of tests/fixtures/domains, which the fixture shop runs and announces.
    const operations = await fixtureOperations(ROOT);
    expect(lintDefinitions(defs, { files, operations }).errors).toEqual([]);
    // Without that announcement those calls are unknown operations, as in the shop that does not run them.
    const unknown = lintDefinitions(defs, { files }).errors.filter((e) => e.message.startsWith('unknown operation'));
    expect(new Set(unknown.map((e) => e.message.split("'")[1]))).toEqual(new Set(Object.keys(operations)));
    const added = Object.keys(defs.journeys).filter((id) => !(id in definitions.journeys));
    expect(added.length).toBeGreaterThan(0);
    for (const id of added) expect(files.journeys[id]).toBe(`${OVERLAY}/journeys/${id}.json`);
  });

  it('adds to the single files without dropping what flows/ has', () => {
    const { definitions: defs } = loadDefinitions(ROOT, [OVERLAY]);
    for (const name of Object.keys(definitions.fields.fields)) expect(defs.fields.fields[name], name).toEqual(definitions.fields.fields[name]);
    for (const code of Object.keys(definitions.orderTypes.orderTypes)) expect(defs.orderTypes.orderTypes[code], code).toBeDefined();
    for (const name of Object.keys(definitions.site.sources)) expect(defs.site.sources[name], name).toBeDefined();
  });

  it('mergeDefinition: objects merge key by key, the overlay wins at the leaves, arrays are replaced', () => {
    expect(mergeDefinition({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3], e: 2 } })).toEqual({ a: { b: 1, c: [3], e: 2 }, d: 1 });
    expect(mergeDefinition({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(mergeDefinition({ a: 1 }, 'x')).toBe('x');
  });
});
