// Writes src/definitions/generated/field-validators.js (+ .d.ts): precompiled AJV validators per
// field. Fails when the code would need require() (breaks `vite dev` and CSP). `--check`: exit 1 if stale.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fieldValidatorsSource } from '../src/definitions/codegen/field-validators';
import type { FieldLibrary } from '../src/definitions/types';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const outJs = resolve(root, 'src/definitions/generated/field-validators.js');
const outDts = resolve(root, 'src/definitions/generated/field-validators.d.ts');

// fields.json is checked against its schema by scripts/validate.ts (run first in `npm run build`).
const library = JSON.parse(readFileSync(resolve(root, 'flows/fields.json'), 'utf8')) as FieldLibrary;
const { js, dts } = fieldValidatorsSource(library);

const read = (p: string): string => (existsSync(p) ? readFileSync(p, 'utf8') : '');
if (check) {
  const stale = read(outJs) !== js || read(outDts) !== dts;
  if (stale) {
    console.error('src/definitions/generated/field-validators.* are stale: run npm run build:validators');
    process.exit(1);
  }
  console.log('field validators up to date');
} else {
  mkdirSync(dirname(outJs), { recursive: true });
  writeFileSync(outJs, js);
  writeFileSync(outDts, dts);
  console.log(`wrote ${Object.keys(library.fields).length} field validators`);
}
