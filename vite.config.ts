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

export default defineConfig({
  plugins: [react(), noEval()],
  build: { outDir: 'dist/client', sourcemap: false },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/sandbox': `http://127.0.0.1:${apiPort}`,
    },
  },
});
