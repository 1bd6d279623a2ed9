import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server-render module (src/entry-server.tsx -> dist/ssr/entry-server.js), loaded by the
 * shop server at start. Everything is bundled with React's production build: the server process
 * does not run with NODE_ENV=production in sandbox mode, and React's development build renders a
 * page several times slower.
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  // The client build already copied public/ into dist/client; the render module needs none of it.
  publicDir: false,
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist/ssr', sourcemap: false, emptyOutDir: true },
});
