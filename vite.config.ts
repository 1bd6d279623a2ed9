import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react(), noEval(), widgetMetaForBrowser()],
  build: {
    outDir: 'dist/client', sourcemap: false,
    // Every browser the shop serves (Chrome 66+, Safari 17+, Firefox 115+) knows modulepreload: no
    // polyfill in the entry (about 0.5 KB gzip on every route).
    modulePreload: { polyfill: false },
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
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: widgetChunk }, { name: 'app', tags: ['$initial'] }] },
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
