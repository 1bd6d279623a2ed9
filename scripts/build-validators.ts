// Writes the precompiled (standalone AJV) validators the browser uses, so it never needs the AJV
// compiler (CSP without unsafe-eval):
// - src/definitions/generated/definition-validators.js (+ .d.ts): one per definition kind (the browser
//   checks a definition set it fetched with them);
// - src/definitions/generated/widget-props-validators.js (+ .d.ts): one per widget's props schema.
// Fails when the code would need require(). `--check`: exit 1 if stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { definitionValidatorsSource } from '../src/definitions/codegen/definition-validators';
import { widgetPropsValidatorsSource } from '../src/definitions/codegen/widget-props-validators';
import { SCHEMA_KINDS, type SchemaKind } from '../src/definitions/schema-kinds';
import type { WidgetManifest } from '../src/definitions/widget-meta';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const out = (name: string): string => resolve(root, `src/definitions/generated/${name}`);

const schemas = Object.fromEntries(
  SCHEMA_KINDS.map((k) => [k, JSON.parse(readFileSync(resolve(root, `flows/schema/${k}.schema.json`), 'utf8')) as object]),
) as Record<SchemaKind, object>;
const manifest = JSON.parse(readFileSync(out('widgets.json'), 'utf8')) as WidgetManifest;
const defs = definitionValidatorsSource(schemas);
const props = widgetPropsValidatorsSource(manifest);
const files: Array<[string, string]> = [
  [out('definition-validators.js'), defs.js], [out('definition-validators.d.ts'), defs.dts],
  [out('widget-props-validators.js'), props.js], [out('widget-props-validators.d.ts'), props.dts],
];

const read = (p: string): string => (existsSync(p) ? readFileSync(p, 'utf8') : '');
if (check) {
  const stale = files.filter(([path, text]) => read(path) !== text);
  if (stale.length > 0) {
    console.error('src/definitions/generated/*-validators.* are stale: run npm run build:validators');
    process.exit(1);
  }
  console.log('validators up to date');
} else {
  for (const [path, text] of files) writeFileSync(path, text);
  console.log(`wrote the definition validators and ${Object.keys(manifest.widgets).length} widget props validators`);
}
