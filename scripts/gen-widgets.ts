// Writes src/definitions/generated/widgets.json from the widget modules (src/ui/widgets/<name>/meta.ts):
// names, props schemas, bind modes and chunks, which the lint and the props validators are built from.
// Each widget folder must hold meta.ts (its meta), <Name>.tsx (the component) and flow.ts (how the
// generated tests satisfy it). `--check`: exit 1 when the manifest is stale or a folder is incomplete.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WidgetManifest, WidgetMeta } from '../src/definitions/widget-meta';
import { componentFile } from '../src/ui/widget-files';

const root = resolve(import.meta.dirname, '..');
export const WIDGETS_DIR = 'src/ui/widgets';
export const MANIFEST_PATH = 'src/definitions/generated/widgets.json';

export async function buildManifest(): Promise<{ manifest: WidgetManifest; problems: string[] }> {
  const dir = join(root, WIDGETS_DIR);
  const problems: string[] = [];
  const widgets: WidgetManifest['widgets'] = {};
  for (const name of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    const folder = join(dir, name);
    for (const file of ['meta.ts', componentFile(name), 'flow.ts']) {
      if (!existsSync(join(folder, file))) problems.push(`${WIDGETS_DIR}/${name}: ${file} is missing`);
    }
    if (!existsSync(join(folder, 'meta.ts'))) continue;
    const mod = (await import(pathToFileURL(join(folder, 'meta.ts')).href)) as { meta?: WidgetMeta };
    const meta = mod.meta;
    if (!meta) { problems.push(`${WIDGETS_DIR}/${name}/meta.ts exports no meta`); continue; }
    if (meta.name !== name) problems.push(`${WIDGETS_DIR}/${name}/meta.ts is named '${meta.name}': a widget's name is its folder's`);
    widgets[name] = { name, description: meta.description, props: meta.props, bind: meta.bind, ...(meta.chunk ? { chunk: meta.chunk } : {}) };
  }
  return { manifest: { widgets }, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { manifest, problems } = await buildManifest();
  for (const p of problems) console.error(`gen-widgets: ${p}`);
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const path = join(root, MANIFEST_PATH);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (current !== text) console.error(`${MANIFEST_PATH} is stale: run npm run build:widgets`);
    process.exit(current === text && problems.length === 0 ? 0 : 1);
  }
  writeFileSync(path, text);
  console.log(`gen-widgets: ${Object.keys(manifest.widgets).length} widgets in ${MANIFEST_PATH}`);
  process.exit(problems.length === 0 ? 0 : 1);
}
