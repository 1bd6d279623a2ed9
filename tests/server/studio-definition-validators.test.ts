// The precompiled definition validators the browser uses on fetched definition sets (live
// definitions): up to date with flows/schema, require-free, and the same verdicts as the server.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../src/definitions/bundle';
import { checkDefinitionSet } from '../../src/definitions/check-set';
import { definitionValidatorsSource } from '../../src/definitions/codegen/definition-validators';
import type { RawDefinitions } from '../../src/definitions/raw';
import { SCHEMA_KINDS, type SchemaKind } from '../../src/definitions/schema-kinds';
import { stableJson, toRaw } from '../../src/state/definitions-model';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (p: string): string => readFileSync(resolve(ROOT, p), 'utf8');
const copy = (): RawDefinitions => JSON.parse(JSON.stringify(definitions)) as RawDefinitions;

describe('definition validators (src/definitions/generated/definition-validators.js)', () => {
  it('are up to date (npm run build:validators) and require-free', () => {
    const schemas = Object.fromEntries(SCHEMA_KINDS.map((k) => [k, JSON.parse(read(`flows/schema/${k}.schema.json`)) as object])) as Record<SchemaKind, object>;
    const expected = definitionValidatorsSource(schemas);
    const js = read('src/definitions/generated/definition-validators.js');
    expect(js).toBe(expected.js);
    expect(read('src/definitions/generated/definition-validators.d.ts')).toBe(expected.dts);
    expect(js).not.toContain('require(');
  });

  it('accept the shipped set', () => {
    const check = checkDefinitionSet(copy());
    expect(check.ok ? [] : check.issues).toEqual([]);
  });

  it('reject a schema error and a graph error with file and pointer', () => {
    const bad = copy();
    (bad.journeys['prepaid-sim'] as { steps: Array<{ path: string }> }).steps[0]!.path = 'nope';
    const schema = checkDefinitionSet(bad);
    expect(schema.ok).toBe(false);
    expect(schema.issues[0]).toMatchObject({ file: 'flows/journeys/prepaid-sim.json', pointer: '/steps/0/path' });

    const graph = copy();
    (graph.journeys['prepaid-sim'] as { entry: { goto: string } }).entry.goto = 'missing';
    const lint = checkDefinitionSet(graph);
    expect(lint.ok).toBe(false);
    expect(lint.issues.map((i) => i.message).join('\n')).toMatch(/entry goes to 'missing'/);
  });
});

describe('definitions-model helpers', () => {
  it('compare sets regardless of key order and read the /api/definitions body', () => {
    expect(stableJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(stableJson({ a: [{ c: 3, d: 2 }], b: 1 }));
    expect(toRaw({ version: 1, ...definitions })).not.toBeNull();
    expect(toRaw({ site: {} })).toBeNull();
  });
});
