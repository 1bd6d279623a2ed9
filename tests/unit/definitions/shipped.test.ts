import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import { lintDefinitions } from '../../../src/definitions/lint';
import { loadDefinitions, readDefinitions } from '../../../src/definitions/load-node';
import { validateDefinitions } from '../../../src/definitions/validate';
import { ROOT } from './helpers';

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

  it('every schema file has a $id and is draft-07', () => {
    // Definition schemas only: flows/schema/content/ holds the content types (checked in tests/server/content-seed.test.ts).
    for (const name of readdirSync(resolve(ROOT, 'flows/schema')).filter((n) => n.endsWith('.schema.json'))) {
      const schema = JSON.parse(readFileSync(resolve(ROOT, 'flows/schema', name), 'utf8')) as Record<string, unknown>;
      expect(schema.$schema, name).toBe('http://json-schema.org/draft-07/schema#');
      expect(schema.$id, name).toBe(`https://sim-shop.dev/schema/${name}`);
    }
  });
});
