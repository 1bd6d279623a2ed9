// Writes src/definitions/generated/field-validators.js (+ .d.ts): precompiled AJV validators per
// field, and src/definitions/generated/definition-validators.js (+ .d.ts): one per definition kind
// (the browser checks definitions it fetches with them). Fails when the code would need require()
// (breaks `vite dev` and CSP). `--check`: exit 1 if stale.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fieldValidatorsSource } from '../src/definitions/codegen/field-validators';
import { definitionValidatorsSource } from '../src/definitions/codegen/definition-validators';
import { SCHEMA_KINDS, type SchemaKind } from '../src/definitions/schema-kinds';
import type { FieldLibrary } from '../src/definitions/types';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const outJs = resolve(root, 'src/definitions/generated/field-validators.js');
const outDts = resolve(root, 'src/definitions/generated/field-validators.d.ts');

// fields.json is checked against its schema by scripts/validate.ts (run first in `npm run build`).
const library = JSON.parse(readFileSync(resolve(root, 'flows/fields.json'), 'utf8')) as FieldLibrary;
const { js, dts } = fieldValidatorsSource(library);
const defJs = resolve(root, 'src/definitions/generated/definition-validators.js');
const defDts = resolve(root, 'src/definitions/generated/definition-validators.d.ts');
const schemas = Object.fromEntries(
  SCHEMA_KINDS.map((k) => [k, JSON.parse(readFileSync(resolve(root, `flows/schema/${k}.schema.json`), 'utf8')) as object]),
) as Record<SchemaKind, object>;
const defs = definitionValidatorsSource(schemas);

const read = (p: string): string => (existsSync(p) ? readFileSync(p, 'utf8') : '');
if (check) {
  const stale = read(outJs) !== js || read(outDts) !== dts || read(defJs) !== defs.js || read(defDts) !== defs.dts;
  if (stale) {
    console.error('src/definitions/generated/{field,definition}-validators.* are stale: run npm run build:validators');
    process.exit(1);
  }
  console.log('field validators up to date');
} else {
  mkdirSync(dirname(outJs), { recursive: true });
  writeFileSync(outJs, js);
  writeFileSync(outDts, dts);
  writeFileSync(defJs, defs.js);
  writeFileSync(defDts, defs.dts);
  console.log(`wrote ${Object.keys(library.fields).length} field validators and the definition validators`);
}
