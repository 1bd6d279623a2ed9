// Writes src/definitions/generated/widgets.json from the widget modules (src/ui/widgets/<name>/meta.ts):
// names, props schemas, bind modes and chunks, which the lint and the props validators are built from;
// and src/definitions/generated/widget-catalogue.json from their catalogue.ts (what the studio tells ops).
// Each widget folder must hold meta.ts (its meta), <Name>.tsx (the component), flow.ts (how the
// generated tests satisfy it) and catalogue.ts. `--check`: exit 1 when a file is stale or a folder is incomplete.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WidgetCatalogue, WidgetCatalogueEntry } from '../src/definitions/widget-catalogue';
import type { WidgetManifest, WidgetMeta } from '../src/definitions/widget-meta';
import { componentFile } from '../src/ui/widget-files';

const root = resolve(import.meta.dirname, '..');
export const WIDGETS_DIR = 'src/ui/widgets';
export const MANIFEST_PATH = 'src/definitions/generated/widgets.json';
export const CATALOGUE_PATH = 'src/definitions/generated/widget-catalogue.json';
export const PREVIEWS_DIR = 'public/widget-previews';

export async function buildManifest(): Promise<{ manifest: WidgetManifest; catalogue: WidgetCatalogue; problems: string[] }> {
  const dir = join(root, WIDGETS_DIR);
  const problems: string[] = [];
  const widgets: WidgetManifest['widgets'] = {};
  const entries: WidgetCatalogue['widgets'] = {};
  for (const name of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    const folder = join(dir, name);
    for (const file of ['meta.ts', componentFile(name), 'flow.ts', 'catalogue.ts']) {
      if (!existsSync(join(folder, file))) problems.push(`${WIDGETS_DIR}/${name}: ${file} is missing`);
    }
    if (!existsSync(join(folder, 'meta.ts'))) continue;
    const mod = (await import(pathToFileURL(join(folder, 'meta.ts')).href)) as { meta?: WidgetMeta };
    const meta = mod.meta;
    if (!meta) { problems.push(`${WIDGETS_DIR}/${name}/meta.ts exports no meta`); continue; }
    if (meta.name !== name) problems.push(`${WIDGETS_DIR}/${name}/meta.ts is named '${meta.name}': a widget's name is its folder's`);
    widgets[name] = { name, description: meta.description, props: meta.props, bind: meta.bind, ...(meta.chunk ? { chunk: meta.chunk } : {}) };
    if (!existsSync(join(folder, 'catalogue.ts'))) continue;
    const cat = (await import(pathToFileURL(join(folder, 'catalogue.ts')).href)) as { catalogue?: WidgetCatalogueEntry };
    if (cat.catalogue) entries[name] = cat.catalogue;
    else problems.push(`${WIDGETS_DIR}/${name}/catalogue.ts exports no catalogue`);
  }
  // The widgets with a preview picture (scripts/widget-previews.ts): the others show their title card.
  const pictures = join(root, PREVIEWS_DIR);
  const previews = existsSync(pictures) ? readdirSync(pictures).filter((f) => f.endsWith('.png')).map((f) => f.slice(0, -4)).filter((n) => n in widgets).sort() : [];
  return { manifest: { widgets }, catalogue: { widgets: entries, previews }, problems };
}

/** A file's text as written, and whether the one on disk differs. */
function outputOf(path: string, value: unknown): { path: string; text: string; stale: boolean } {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  const full = join(root, path);
  return { path, text, stale: (existsSync(full) ? readFileSync(full, 'utf8') : '') !== text };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { manifest, catalogue, problems } = await buildManifest();
  for (const p of problems) console.error(`gen-widgets: ${p}`);
  const outputs = [outputOf(MANIFEST_PATH, manifest), outputOf(CATALOGUE_PATH, catalogue)];
  if (process.argv.includes('--check')) {
    for (const o of outputs) if (o.stale) console.error(`${o.path} is stale: run npm run build:widgets`);
    process.exit(outputs.some((o) => o.stale) || problems.length > 0 ? 1 : 0);
  }
  for (const o of outputs) writeFileSync(join(root, o.path), o.text);
  console.log(`gen-widgets: ${Object.keys(manifest.widgets).length} widgets in ${MANIFEST_PATH}`);
  process.exit(problems.length === 0 ? 0 : 1);
}
