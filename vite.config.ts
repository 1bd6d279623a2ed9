import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { entryStepsOnDisk } from './src/definitions/entry-steps-node';
import { COMPRESSED_EXTENSIONS } from './src/server/http/compressed-assets';
import { componentSource } from './src/ui/widget-files';

const apiPort = Number(process.env.API_PORT ?? 8081);

/**
 * The shop runs under CSP `script-src 'self'` without 'unsafe-eval': fail the build when a chunk
 * evaluates strings (e.g. the AJV compiler slipped in instead of the precompiled validators) or
 * still carries a CommonJS require.
 */
function noEval(): Plugin {
  const banned = [/\bnew Function\s*\(/, /(^|[^.\w$])eval\s*\(/, /\brequire\s*\(\s*["']/];
  return {
    name: 'no-eval',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const hit = banned.find((re) => re.test(chunk.code));
        if (hit) this.error(`${file} contains ${hit.source}: not allowed under CSP script-src 'self'`);
      }
    },
  };
}

/**
 * The entry chunk asks V8 to compile every function in it eagerly, on the background thread that
 * streams the file in, instead of lazily, one by one, on the main thread when first called (Chrome's
 * explicit compile hints, `//# allFunctionsCalledOnLoad`, Chrome 136+; other engines read a comment).
 * Nearly all of the entry (React DOM, the stores, the shell) runs before a page is usable, and that
 * lazy compiling was a large part of a slow phone's longest task (issue 11: blocking time). So does
 * the landing chunk's code (landingChunk), which a page landed on runs to hydrate its step.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // On the written file, first line: Vite puts its preload map at the top of the entry once the
    // bundle is generated, and the hint counts from where V8 reads it. Before precompress() reads it.
    writeBundle: {
      sequential: true,
      order: 'pre',
      handler(options, bundle) {
        const boot = bootChunks(bundle);
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || boot.has(chunk.fileName) || chunk.name === 'landing')) continue;
          const file = join(options.dir ?? 'dist/client', chunk.fileName);
          writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
        }
      },
    },
  };
}

/**
 * Every text asset is compressed once, at build time, at the highest settings (brotli 11, gzip 9):
 * file.br and file.gz beside it, which the server sends as they are (src/server/http/compressed-assets.ts).
 * Brotli 11 is too slow per request but ~7% smaller than 9 on the entry chunk; the build pays it once.
 */
const PRECOMPRESSED = new Set(COMPRESSED_EXTENSIONS);
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle: { sequential: true, order: 'post', async handler(options) {
      const dir = join(options.dir ?? 'dist/client', 'assets');
      const files = readdirSync(dir).filter((f) => PRECOMPRESSED.has(extname(f)));
      // zlib's asynchronous calls run on libuv's thread pool: the files compress in parallel.
      await Promise.all(files.map(async (f) => {
        const raw = readFileSync(join(dir, f));
        const [b, g] = await Promise.all([
          br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gz(raw, { level: 9 }),
        ]);
        writeFileSync(join(dir, `${f}.br`), b);
        writeFileSync(join(dir, `${f}.gz`), g);
      }));
    } },
  };
}

/**
 * The entry's boot stages (src/main.tsx imports them one after the other, a task each): a stage's
 * chunk holds every module its import reaches statically that no earlier stage and not the entry
 * did, so a page loads one file per stage (each preloaded from its head: bootPreloads) and never
 * evaluates a later stage's modules early. Worked out once per build (bootPreloads resets it).
 */
const ENTRY = resolve('src/main.tsx');
const PRELOAD_HELPER = '\0vite/preload-helper.js';
let stageOfModule: Map<string, string> | null = null;
type GraphContext = { getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds: string[] } | null };
/** The modules the roots reach by static imports, the roots included. */
function staticClosure(roots: readonly string[], ctx: GraphContext): Set<string> {
  const seen = new Set<string>(roots);
  for (const m of seen) for (const next of ctx.getModuleInfo(m)?.importedIds ?? []) seen.add(next);
  return seen;
}
function bootStage(id: string, ctx: GraphContext): string | null {
  if (!stageOfModule) {
    const assigned = new Map<string, string>();
    const closure = (from: string): string[] => [...staticClosure([from], ctx)];
    const entryOwn = new Set(closure(ENTRY));
    const stages = ctx.getModuleInfo(ENTRY)?.dynamicallyImportedIds ?? [];
    const nameOf = (stage: string): string => `boot-${basename(stage).replace(/\.[^.]*$/, '')}`;
    stages.forEach((stage, i) => {
      const name = nameOf(stage);
      // Vite's preload helper joins the first stage (which the entry then loads with itself): every
      // chunk that loads another imports it, and must not import the entry's chunk, whose stylesheet
      // (inlined by server-rendered pages, not linked) Vite would then fetch again with each of them.
      if (i === 0) assigned.set(PRELOAD_HELPER, name);
      for (const m of closure(stage)) if (!entryOwn.has(m) && !assigned.has(m)) assigned.set(m, name);
    });
    // What both the home's widgets and the journeys' entry steps import (small helpers: the server's
    // reads, arrow keys) joins the last stage before React DOM: every landing needs it, and as files of
    // their own they cost a slow phone a request each, behind the boot files.
    const beforeDom = stages.at(-2);
    if (beforeDom) {
      const landing = staticClosure(entryStepWidgetFiles(), ctx);
      for (const m of staticClosure(homeWidgetFiles(), ctx)) {
        if (landing.has(m) && !entryOwn.has(m) && !assigned.has(m) && !isDefinition(m)) assigned.set(m, nameOf(beforeDom));
      }
    }
    stageOfModule = assigned;
  }
  return stageOfModule.get(id) ?? null;
}

/**
 * The landing chunk: the widgets of every journey's entry step (where a visitor lands from a link or
 * an ad, with nothing cached) and the modules they import that no boot stage holds, in one file. On a
 * slow phone's HTTP/1.1 link (six connections, an RTT each) a step's fifteen small files arrived one
 * after another behind the boot files; one file arrives with them. Modules the home's widgets import
 * stay out (the home would otherwise download the landing chunk), as do definitions (their own chunks).
 */
/** The home's widgets' components (the widgets sharing a chunk: the home's). */
const homeWidgetFiles = (): string[] => Object.entries(manifest.widgets).filter(([, w]) => w.chunk).map(([name]) => resolve(componentSource(name)));
/** The components of the widgets on every journey's entry step (read from flows/ once per build). */
let entryWidgetFiles: string[] | null = null;
const entryStepWidgetFiles = (): string[] =>
  (entryWidgetFiles ??= [...new Set(entryStepsOnDisk().flatMap(({ step }) => step.blocks.map((b) => b.widget)))].map((name) => resolve(componentSource(name))));
/** Definitions travel in chunks of their own (one per file), never in a shared one. */
const isDefinition = (id: string): boolean => id.includes('/flows/') || id.includes('/generated/');
let landingModules: Set<string> | null = null;
function landingChunk(id: string, ctx: GraphContext): string | null {
  // A boot stage's module stays there (and bootStage works out the stages first).
  if (bootStage(id, ctx)) return null;
  if (!landingModules) {
    const outside = staticClosure([ENTRY, ...homeWidgetFiles()], ctx);
    const landing = staticClosure(entryStepWidgetFiles(), ctx);
    landingModules = new Set([...landing].filter((m) => !outside.has(m) && !stageOfModule?.has(m) && !isDefinition(m)));
  }
  return landingModules.has(id) ? 'landing' : null;
}

/**
 * Vite's manifest names a module only when it is a chunk's entry; a widget merged into a shared chunk
 * (the landing chunk) has no key of its own, and the server finds a rendered page's files by its
 * widgets' modules (page-document.ts: moduleFiles). Each module of such a chunk is written into the
 * manifest as an alias of the chunk's own entry.
 */
function manifestModuleAliases(): Plugin {
  return {
    name: 'manifest-module-aliases',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      handler(options, bundle) {
        const file = join(options.dir ?? 'dist/client', '.vite', 'manifest.json');
        const manifestJson = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
        const keyOf = new Map(Object.entries(manifestJson).map(([k, c]) => [c.file, k]));
        let added = 0;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !landingModules) continue;
          const key = keyOf.get(chunk.fileName);
          if (!key) continue;
          for (const id of chunk.moduleIds) {
            if (!landingModules.has(id)) continue;
            const rel = id.startsWith(`${process.cwd()}/`) ? id.slice(process.cwd().length + 1) : id;
            if (!manifestJson[rel]) { manifestJson[rel] = manifestJson[key]!; added += 1; }
          }
        }
        if (added) writeFileSync(file, JSON.stringify(manifestJson, null, 2));
      },
    },
  };
}

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** The chunks of the entry's boot stages and what they import statically, the entry itself aside. */
function bootChunks(bundle: Bundle): Set<string> {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const boot = new Set<string>();
  const visit = (file: string): void => {
    if (boot.has(file) || file === entry?.fileName) return;
    boot.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  (entry?.dynamicImports ?? []).forEach(visit);
  return boot;
}

/** This build's boot stages' chunks (bootChunks) and its entry: known once its bundle is (bootPreloads' generateBundle). */
let bootOfBuild: { stages: Set<string>; files: Set<string> } | null = null;
function bootOf(bundle: Bundle): { stages: Set<string>; files: Set<string> } {
  const entry = Object.values(bundle).find((c): c is Chunk => c.type === 'chunk' && c.isEntry);
  const stages = bootChunks(bundle);
  return { stages, files: new Set([...stages, ...(entry ? [entry.fileName] : [])]) };
}
/** The boot of the build under way; an error when asked before bootPreloads has seen its bundle. */
function currentBoot(what: string): { stages: Set<string>; files: Set<string> } {
  if (!bootOfBuild) throw new Error(`boot chunks unknown when ${what} (bootPreloads must see the bundle first)`);
  return bootOfBuild;
}

/**
 * What a dynamic import asks Vite's preload helper to fetch alongside its chunk, without the entry and
 * the boot stages' chunks: every page has those already (the entry's script; the stages, preloaded by
 * bootPreloads). For each of them, about five per widget, the helper resolved a URL and looked for its
 * link, on a slow phone's main thread while a landed step's widgets were being asked for (~45 ms at 4x
 * on /order, all deps). Stylesheets are added by Vite after this, and looked up in a set.
 */
function withoutBootChunks(_file: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  if (context.hostType === 'html') return deps;
  const boot = currentBoot('resolving a dynamic import\'s preloads').files;
  return deps.filter((d) => !boot.has(d));
}

/**
 * Every boot stage's chunks are module preloads in the page's head (the shell document and, through
 * it, every server-rendered page): all are fetched with the entry, none after it. A stage may not
 * bring CSS of its own (it would be fetched, and waited for, only when the stage runs).
 */
function bootPreloads(): Plugin {
  return {
    name: 'boot-preloads',
    apply: 'build',
    // A process may build more than once (the bundle bench, the home-chunks test): each build's own graph.
    buildStart() { stageOfModule = null; landingModules = null; entryWidgetFiles = null; bootOfBuild = null; },
    generateBundle: { order: 'pre', handler(_options, bundle) { bootOfBuild = bootOf(bundle); } },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const boot = currentBoot('writing the page\'s preloads').stages;
        for (const file of boot) {
          const chunk = ctx.bundle[file];
          const css = chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          if (css.length) throw new Error(`${file} (a boot stage of src/main.tsx) brings CSS of its own (${css.join(', ')}): import it from src/ui/styles.css`);
        }
        // The entry's static imports are in the page already (Vite links them).
        const entry = Object.values(ctx.bundle).find((c): c is Chunk => c.type === 'chunk' && c.isEntry);
        const linked = new Set(entry?.imports ?? []);
        // The last stage (React DOM, the largest file) is preloaded from the end of the body: asked for
        // after the head's files (the other stages, and on a rendered page its widgets' and definitions'
        // chunks), it takes a connection as they finish instead of sharing the bandwidth with them from
        // the start, so the models arrive, and run, while it is still arriving (src/main.tsx).
        const last = entry?.dynamicImports.at(-1);
        return [...boot].filter((file) => !linked.has(file)).map((file) => ({
          tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: file === last ? 'body' as const : 'head' as const,
        }));
      },
    },
  };
}

/**
 * Widgets whose meta names a chunk share one file (the home widgets: the home needs them all, and
 * one request beats seven on a slow network); what they import is chunked as usual (swiper stays lazy).
 */
const manifest = JSON.parse(readFileSync('src/definitions/generated/widgets.json', 'utf8')) as { widgets: Record<string, { chunk?: string }> };
function widgetChunk(id: string): string | null {
  // The component only: the registry imports every meta.ts eagerly, and a meta in this chunk would
  // make every page download the home widgets.
  const m = /\/src\/ui\/widgets\/([^/]+)\/[A-Z][^/]*\.tsx$/.exec(id);
  return (m?.[1] ? manifest.widgets[m[1]]?.chunk : undefined) ?? null;
}

/**
 * A widget's meta.ts declares its props JSON Schema and description for the lint, the props
 * validators and the generated widgets.json, and its form roles for the generated flow tests (all
 * built in Node); the shop's browser reads only its name, bind mode, chunk, completeness, fields and
 * skeleton. Those properties are dropped from the browser build of every meta.ts, which keeps the
 * schemas (about 6 KB gzip) off every route.
 */
function widgetMetaForBrowser(): Plugin {
  const dropped = new Set(['props', 'description', 'form']);
  interface Node { type: string; start: number; end: number; [key: string]: unknown }
  const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
  return {
    name: 'widget-meta-for-browser',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/ui\/widgets\/[^/]+\/meta\.ts$/.test(id)) return null;
      const cuts: [number, number][] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) { node.forEach(visit); return; }
        if (!isNode(node)) return;
        if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier' && node.callee.name === 'defineWidget') {
          const [arg] = node.arguments as unknown[];
          if (isNode(arg) && arg.type === 'ObjectExpression') {
            for (const prop of arg.properties as Node[]) {
              const key = prop.key as Node | undefined;
              if (prop.type === 'Property' && key?.type === 'Identifier' && dropped.has(key.name as string)) {
                cuts.push([prop.start, code[prop.end] === ',' ? prop.end + 1 : prop.end]);
              }
            }
          }
        }
        for (const [k, v] of Object.entries(node)) if (k !== 'type' && k !== 'start' && k !== 'end') visit(v);
      };
      visit(this.parse(code));
      if (cuts.length === 0) return null;
      // Cut from the end so earlier offsets stay valid (the build writes no source maps).
      let out = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), noEval(), widgetMetaForBrowser(), bootPreloads(), compileHints(), precompress(), manifestModuleAliases()],
  build: {
    outDir: 'dist/client', sourcemap: false,
    // Every browser the shop serves (Chrome 66+, Safari 17+, Firefox 115+) knows modulepreload: no
    // polyfill in the entry (about 0.5 KB gzip on every route).
    modulePreload: { polyfill: false, resolveDependencies: withoutBootChunks },
    // Read by the server to put a server-rendered page's widget chunks and CSS into its head.
    manifest: true,
    // Only the widget modules themselves join their chunk; what they import is split as usual.
    // Everything the entry imports statically is one chunk with it: every page needs all of it
    // before it starts, and on a slow phone's HTTP/1.1 link (six connections, an RTT each) ten
    // small files arrive later than one, and each costs the main thread a fetch of its own.
    // No JSDoc in the output (a minified build drops it anyway): a library's usage example in a doc
    // comment, such as markdown-it's `require('markdown-it')` under the studio's rich-text editor, is
    // not code, and must not trip noEval in an unminified build.
    rollupOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: widgetChunk }, { name: bootStage }, { name: 'app', tags: ['$initial'] }, { name: landingChunk }] },
        comments: { legal: true, annotation: true, jsdoc: false },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/sandbox': `http://127.0.0.1:${apiPort}`,
    },
  },
});
