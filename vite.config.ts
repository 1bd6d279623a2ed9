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

export default defineConfig({
  plugins: [react(), noEval()],
  build: {
    outDir: 'dist/client', sourcemap: false,
    // Read by the server to put a server-rendered page's widget chunks and CSS into its head.
    manifest: true,
    // Only the widget modules themselves join their chunk; what they import is split as usual.
    rollupOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: widgetChunk }] } } },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/sandbox': `http://127.0.0.1:${apiPort}`,
    },
  },
});
