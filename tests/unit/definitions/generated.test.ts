// Generated files are committed (typecheck works from a clean clone); these fail when they are stale.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertRequireFree, fieldValidatorsSource } from '../../../src/definitions/codegen/field-validators';
import { schemaConstSource, schemaIndexSource } from '../../../src/definitions/codegen/schema-consts';
import { SCHEMA_KINDS } from '../../../src/definitions/schema-kinds';
import type { FieldLibrary } from '../../../src/definitions/types';
import { ROOT } from './helpers';

const read = (path: string): string => readFileSync(resolve(ROOT, path), 'utf8');

describe('generated field validators', () => {
  const expected = fieldValidatorsSource(JSON.parse(read('flows/fields.json')) as FieldLibrary);
  const js = read('src/definitions/generated/field-validators.js');

  it('are up to date with flows/fields.json (npm run build:validators)', () => {
    expect(js).toBe(expected.js);
    expect(read('src/definitions/generated/field-validators.d.ts')).toBe(expected.dts);
  });

  it('are require-free ESM', () => {
    expect(js).not.toContain('require(');
    expect(js).toMatch(/^export const recipientPhone = /m);
  });

  it('the build refuses code that needs require()', () => {
    expect(() => assertRequireFree('const ucs2length = require("ajv/dist/runtime/ucs2length").default;')).toThrow(/require\(\)/);
    expect(() => assertRequireFree(js)).not.toThrow();
  });
});

describe('generated schema consts (src/definitions/schemas)', () => {
  it.each(SCHEMA_KINDS)('%s.ts equals flows/schema/%s.schema.json (npx tsx scripts/gen-schema-types.ts)', (kind) => {
    const json: unknown = JSON.parse(read(`flows/schema/${kind}.schema.json`));
    expect(read(`src/definitions/schemas/${kind}.ts`)).toBe(schemaConstSource(kind, json));
  });

  it('index.ts exports every kind', () => {
    expect(read('src/definitions/schemas/index.ts')).toBe(schemaIndexSource(SCHEMA_KINDS));
  });
});
