// Writes src/definitions/schemas/<kind>.ts (`as const` copies of flows/schema/<kind>.schema.json)
// for json-schema-to-ts. `--check` exits 1 when they are stale instead of writing.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SCHEMA_KINDS } from '../src/definitions/schema-kinds';
import { schemaConstSource, schemaIndexSource } from '../src/definitions/codegen/schema-consts';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');

const outputs = new Map<string, string>();
for (const kind of SCHEMA_KINDS) {
  const json: unknown = JSON.parse(readFileSync(resolve(root, `flows/schema/${kind}.schema.json`), 'utf8'));
  outputs.set(`src/definitions/schemas/${kind}.ts`, schemaConstSource(kind, json));
}
outputs.set('src/definitions/schemas/index.ts', schemaIndexSource(SCHEMA_KINDS));

let stale = 0;
for (const [file, source] of outputs) {
  const path = resolve(root, file);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (current === source) continue;
  stale += 1;
  if (check) console.error(`${file} is stale: run npx tsx scripts/gen-schema-types.ts`);
  else writeFileSync(path, source);
}
if (check && stale > 0) process.exit(1);
console.log(check ? 'schema types up to date' : `wrote ${stale} file(s)`);
